import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstIssue, formValues } from '../../common/form.ts';
import { addAddressSchema, updateAddressSchema } from '../../common/areas/addresses/address.ts';
import {
  addInvoiceHeaderSchema,
  updateInvoiceHeaderSchema,
} from '../../common/areas/invoice-headers/invoice-header.ts';

type Form = Record<string, string>;

/** The first message for a posted form, as the browser, the web's action and the backend show it; null when it passes. */
function firstMessage(schema: z.ZodType, form: Form): string | null {
  const result = schema.safeParse(formValues(Object.entries(form)));
  return result.success ? null : firstIssue(result.error);
}

const address: Form = {
  consignee: '王五',
  province: '330000',
  city: '330100',
  county: '330106',
  address: '文三路90号',
  mobile: '13712345678',
  phone: '',
};

describe('addAddressSchema (SPEC §5 Address)', () => {
  const schema = addAddressSchema();

  it('reads region ids as numbers, an empty landline as none and an unticked box as not default', () => {
    expect(schema.parse(formValues(Object.entries(address)))).toEqual({
      consignee: '王五',
      province: 330000,
      city: 330100,
      county: 330106,
      address: '文三路90号',
      mobile: '13712345678',
      isDefault: 0,
    });
  });

  it.each([
    ['on', 1],
    ['true', 1],
    ['1', 1],
    ['0', 0],
  ])('reads isDefault %j as %i', (value, expected) => {
    expect(schema.parse(formValues(Object.entries({ ...address, isDefault: value }))).isDefault).toBe(expected);
  });

  it.each([
    ['consignee', '', '请填写收货人'],
    ['consignee', '王'.repeat(31), '收货人最多30个字符'],
    ['province', '', '请输入省市区'],
    ['city', '', '请输入省市区'],
    ['county', 'abc', '请输入省市区'],
    ['county', '-3', '请输入省市区'],
    ['address', ' ', '请填写详细地址'],
    ['address', '路'.repeat(101), '详细地址最多100个字符'],
    ['mobile', '', '请填写手机号码'],
    ['mobile', '16012345678', '请输入正确的手机号码'],
    ['phone', '62345678', '请输入正确的固定电话（含区号）'],
  ])('refuses %s %j with %s', (field, value, expected) => {
    expect(firstMessage(schema, { ...address, [field]: value })).toBe(expected);
  });

  it('accepts a landline with its area code and an extension', () => {
    expect(firstMessage(schema, { ...address, phone: '021-62345678-801' })).toBeNull();
  });

  it('says it in English too', () => {
    expect(firstMessage(addAddressSchema('en'), { ...address, province: '' })).toBe(
      'Please choose province, city and county',
    );
  });
});

describe('updateAddressSchema', () => {
  it('needs the address id', () => {
    expect(firstMessage(updateAddressSchema(), address)).toBe('请选择收货地址');
    expect(updateAddressSchema().parse(formValues(Object.entries({ ...address, id: '7' }))).id).toBe(7);
  });
});

const ordinary: Form = {
  invoiceType: '1',
  unitName: '杭州新建五金有限公司',
  taxcode: '91330106ma2h3k4l5n',
  content: '商品明细',
  receive: '王五',
  mobile: '13712345678',
  email: 'invoice@example.com',
};
const vat: Form = {
  ...ordinary,
  invoiceType: '2',
  address: '杭州市西湖区文三路90号',
  phone: '0571-88886666',
  bank: '中国工商银行杭州西湖支行',
  account: '1202 0211 0990 0123 456',
};

describe('addInvoiceHeaderSchema (SPEC §5 Invoice header)', () => {
  const schema = addInvoiceHeaderSchema();

  it('reads an ordinary header, upper-casing the tax code and leaving out the VAT-special fields', () => {
    expect(schema.parse(formValues(Object.entries({ ...ordinary, bank: '某银行' })))).toEqual({
      ...ordinary,
      invoiceType: 1,
      taxcode: '91330106MA2H3K4L5N',
    });
  });

  it('reads a VAT-special header with its bank account run together', () => {
    expect(schema.parse(formValues(Object.entries(vat)))).toMatchObject({
      invoiceType: 2,
      account: '1202021109900123456',
    });
  });

  it('takes the type as a number from a JSON call', () => {
    expect(schema.parse({ ...vat, invoiceType: 2 }).invoiceType).toBe(2);
  });

  it.each([
    [ordinary, 'invoiceType', '', '请选择发票类型'],
    [ordinary, 'invoiceType', '3', '请选择发票类型'],
    [ordinary, 'unitName', '', '请填写发票抬头'],
    [ordinary, 'taxcode', '91330106MA2H3K', '纳税人识别号应为18位统一社会信用代码，或15位、17位、20位的旧税号'],
    [
      ordinary,
      'taxcode',
      '91330106MA2H3K4L5N12345',
      '纳税人识别号应为18位统一社会信用代码，或15位、17位、20位的旧税号',
    ],
    [ordinary, 'taxcode', '91330106MA2H3K4L5P', '纳税人识别号（统一社会信用代码）的校验位不正确，请核对'],
    [ordinary, 'taxcode', '3301061234567890', '纳税人识别号应为18位统一社会信用代码，或15位、17位、20位的旧税号'],
    [ordinary, 'content', '', '请填写发票内容'],
    [ordinary, 'receive', '', '请填写收票人'],
    [ordinary, 'mobile', '', '请填写收票人手机'],
    [ordinary, 'mobile', '1371234567', '请输入正确的手机号码'],
    [ordinary, 'email', '', '请填写收票人邮箱'],
    [ordinary, 'email', 'a@b', '请输入正确的电子邮箱'],
    [vat, 'address', '', '请填写注册地址'],
    [vat, 'phone', '', '请填写注册电话'],
    [vat, 'phone', '5712345', '请输入正确的电话号码（含区号的固定电话或手机号码）'],
    [vat, 'bank', '', '请填写开户银行'],
    [vat, 'account', '', '请填写银行账号'],
    [vat, 'account', '1234567', '银行账号应为8到30位数字'],
  ])('refuses %#: %s %j with %s', (form, field, value, expected) => {
    expect(firstMessage(schema, { ...form, [field]: value })).toBe(expected);
  });

  it('needs no VAT-special field for an ordinary invoice', () => {
    expect(firstMessage(schema, { ...ordinary, bank: '', account: '' })).toBeNull();
  });
});

describe('updateInvoiceHeaderSchema', () => {
  it('needs the header id', () => {
    expect(firstMessage(updateInvoiceHeaderSchema(), ordinary)).toBe('请选择发票抬头');
    expect(updateInvoiceHeaderSchema().parse(formValues(Object.entries({ ...ordinary, id: '3' }))).id).toBe(3);
  });
});
