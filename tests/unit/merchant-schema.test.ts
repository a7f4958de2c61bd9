import { describe, expect, it } from 'vitest';
import { firstIssue, formValues } from '../../common/form.ts';
import { merchantMessageSchema } from '../../common/areas/storefront/merchant.ts';

const valid = { content: '希望入驻平台', company: '上海示例五金有限公司', linkman: 'Li Si', phone: '13912345678' };

/** The first message for a form, as the widget, the web's action and the backend show it. */
function firstMessage(form: Record<string, string>, locale: 'zh-CN' | 'en' = 'zh-CN'): string | null {
  const result = merchantMessageSchema(locale).safeParse(formValues(Object.entries(form)));
  return result.success ? null : firstIssue(result.error);
}

describe('merchantMessageSchema (SPEC §5 merchant message)', () => {
  it('passes with content, company, contact and a valid mobile, trimming the text', () => {
    const result = merchantMessageSchema().parse(formValues(Object.entries({ ...valid, company: ' 甲公司 ' })));
    expect(result).toEqual({ ...valid, company: '甲公司' });
  });

  it.each([
    ['content', '', '请填写留言内容'],
    ['content', '字'.repeat(301), '留言内容最多300个字符'],
    ['company', '  ', '请填写公司名称'],
    ['company', '公'.repeat(31), '公司名称最多30个字符'],
    ['linkman', '', '请填写联系人'],
    ['linkman', 'x'.repeat(31), '联系人最多30个字符'],
    ['phone', '', '请填写手机号码'],
    ['phone', '23912345678', '请输入正确的手机号码'],
    ['phone', '0213456789', '请输入正确的手机号码'],
  ])('refuses %s %j with %s', (field, value, expected) => {
    expect(firstMessage({ ...valid, [field]: value })).toBe(expected);
  });

  it('allows the longest content and names (counted in characters)', () => {
    expect(firstMessage({ ...valid, content: '字'.repeat(300), company: '公'.repeat(30) })).toBeNull();
  });

  it('speaks English', () => {
    expect(firstMessage({ ...valid, content: '' }, 'en')).toBe('Please enter message content');
    expect(firstMessage({ ...valid, phone: '123' }, 'en')).toBe('Please enter a valid mobile number');
  });
});
