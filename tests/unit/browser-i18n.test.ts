import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../common/locale.ts';
import { BrowserI18n } from '../../app/i18n/browser/i18next.ts';
import { i18nOptions } from '../../app/i18n/options.ts';
import { resources } from '../../app/i18n/resources.ts';

/** Every key of a tree of strings, with its text. */
function entries(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : entries(value as object, `${prefix}${key}.`),
  );
}

describe('the browser’s stand-in for i18next renders what the server rendered', () => {
  for (const locale of LOCALES)
    it(`for every string in ${locale}, with values, without them and with some missing`, async () => {
      const server = i18next.createInstance();
      await server.init({ ...i18nOptions, resources, lng: locale, initAsync: false });
      const browser = new BrowserI18n();
      await browser.init({ ...i18nOptions, lng: locale, resources: { [locale]: resources[locale] } });
      const t = server.t as unknown as (key: string, values?: object) => string;
      const all = entries(resources[locale].translation);
      expect(all.length).toBeGreaterThan(1000);
      for (const [key, text] of all) {
        const names = [...text.matchAll(/\{\{(.+?)\}\}/g)].map(([, name]) => name!.trim());
        const values = Object.fromEntries(names.map((name, index) => [name, index % 2 ? 1234.5 : `名${index}`]));
        const counted = { ...values, count: 3 };
        const some = Object.fromEntries(Object.entries(values).slice(1));
        for (const given of [values, counted, some, undefined])
          expect(browser.t(key, given), `${key} with ${JSON.stringify(given)}`).toBe(t(key, given));
      }
      expect(browser.t('no.such.key')).toBe(t('no.such.key'));
    });

  it('keeps each language’s groups apart and follows a change of language', async () => {
    const browser = new BrowserI18n();
    await browser.init({ lng: 'en', fallbackLng: 'zh-CN', resources: {} });
    browser.addResourceBundle('en', 'translation', { cart: { title: 'Cart' } });
    browser.addResourceBundle('zh-CN', 'translation', { cart: { title: '购物车' } });
    expect(browser.t('cart.title')).toBe('Cart');
    const heard: string[] = [];
    browser.on('languageChanged', (language) => heard.push(language));
    await browser.changeLanguage('zh-CN');
    expect([browser.t('cart.title'), browser.getFixedT('en')('cart.title'), heard]).toEqual([
      '购物车',
      'Cart',
      ['zh-CN'],
    ]);
  });

  it('reports a key the page did not ship and shows the key', async () => {
    const missing: string[] = [];
    const browser = new BrowserI18n();
    await browser.init({ lng: 'en', resources: {}, missingKeyHandler: (_, __, key) => missing.push(key) });
    expect(browser.t('cart.title')).toBe('cart.title');
    expect(missing).toEqual(['cart.title']);
  });
});
