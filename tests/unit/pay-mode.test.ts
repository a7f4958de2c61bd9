import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from '../../app/i18n/options.ts';
import { resources } from '../../app/i18n/resources.ts';
import { payModeName } from '../../app/areas/checkout/pay-mode.ts';

describe('payModeName', () => {
  it('names the pay modes in the visitor’s language, the backend’s name for an unknown one', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ ...i18nOptions, resources, lng: 'en', initAsync: false });
    expect(payModeName(i18n.t, { id: 1, name: '线下支付' })).toBe('Offline payment');
    expect(payModeName(i18n.t, { id: 2, name: '账期支付' })).toBe('Credit term');
    expect(payModeName(i18n.t, { id: 9, name: '新方式' })).toBe('新方式');
    await i18n.changeLanguage('zh-CN');
    expect(payModeName(i18n.t, { id: 2, name: '账期支付' })).toBe('账期支付');
  });
});
