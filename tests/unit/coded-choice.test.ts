import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginSchema } from '../../common/areas/account/account.ts';
import { afterSaleApplySchema } from '../../common/areas/after-sales/after-sale.ts';
import { certificationStepSchema } from '../../common/areas/certification/certification.ts';
import { contractDraftSchema } from '../../common/areas/contracts/contract.ts';
import { addInvoiceHeaderSchema } from '../../common/areas/invoice-headers/invoice-header.ts';
import { invoiceIssueSchema } from '../../common/areas/invoices/invoice.ts';
import { orderChoicesSchema } from '../../common/areas/orders/order.ts';
import { addAccountSchema } from '../../common/areas/sub-accounts/sub-account.ts';
import { firstIssue } from '../../common/form.ts';
import { message, type MessageKey, type MessageParams } from '../../common/messages.ts';
import { codedChoice } from '../../common/schemas/coded.ts';

/**
 * Coded choices (SPEC §4's numbered values) read the same from a form, which posts text, and from
 * a JSON client, which posts numbers: one helper (common/schemas/coded.ts) behind every schema
 * that takes one, each answering the code in the type its readers have always had.
 */

const zh = (key: MessageKey, params?: MessageParams) => message('zh-CN', key, params);

/** What is not the code, though `Number()` or `z.coerce` would read some of it as one. */
const NOT_CODES: unknown[] = [' 2', '2 ', '2.0', '02', '+2', '0x2', '2e0', true, false, [2], { value: 2 }, null, ''];

describe('codedChoice', () => {
  const schema = codedChoice(['1', '2'], '请选择', { missing: '请填写' });

  it('takes the code as text and as a number, and answers it as the codes spell it', () => {
    expect(schema.parse('1')).toBe('1');
    expect(schema.parse(1)).toBe('1');
    expect(schema.parse('2')).toBe('2');
    expect(schema.parse(2)).toBe('2');
    const numbered = codedChoice([0, 13], '请选择');
    expect(numbered.parse('13')).toBe(13);
    expect(numbered.parse(13)).toBe(13);
    expect(numbered.parse('0')).toBe(0);
    expect(numbered.parse(0)).toBe(0);
  });

  it.each(NOT_CODES)('refuses %j with its message', (value) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error && firstIssue(result.error)).toBe('请选择');
  });

  it('refuses a code that is not one of them, and says a missing one apart when asked', () => {
    expect(firstIssue(schema.safeParse('3').error!)).toBe('请选择');
    expect(firstIssue(schema.safeParse(3).error!)).toBe('请选择');
    expect(firstIssue(schema.safeParse(undefined).error!)).toBe('请填写');
    expect(firstIssue(codedChoice(['1'], '请选择').safeParse(undefined).error!)).toBe('请选择');
  });

  it('is for numbered codes in one spelling only', () => {
    for (const codes of [['01'], ['a'], [-1], [1.5], ['1', ' 2']] as const)
      expect(() => codedChoice(codes as unknown as readonly [string], 'x')).toThrow(TypeError);
  });

  it('tells the branches of a union apart, whichever way the code came', () => {
    const union = z.discriminatedUnion(
      'kind',
      [
        z.object({ kind: codedChoice([1], '请选择'), a: z.string() }),
        z.object({ kind: codedChoice([2], '请选择'), b: z.string() }),
      ],
      { error: '请选择类型' },
    );
    expect(union.parse({ kind: '2', b: 'x' })).toEqual({ kind: 2, b: 'x' });
    expect(union.parse({ kind: 1, a: 'x' })).toEqual({ kind: 1, a: 'x' });
    expect(firstIssue(union.safeParse({ kind: 3, a: 'x' }).error!)).toBe('请选择类型');
  });

  it('reads a browser form through Conform, text staying text until the code is chosen', () => {
    const form = new FormData();
    form.set('choice', '2');
    const submission = parseWithZod(form, { schema: z.object({ choice: codedChoice(['1', '2'], '请选择') }) });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({ choice: '2' });
    const empty = parseWithZod(new FormData(), { schema: z.object({ choice: codedChoice(['1', '2'], '请选择') }) });
    expect(empty.status === 'error' && empty.error).toEqual({ choice: ['请选择'] });
  });
});

/** One coded field of one schema: a valid form to put it in, its codes as posted and as read, its message. */
interface CodedField {
  schema: z.ZodType;
  form: Record<string, unknown>;
  field: string;
  /** [as text, as a number, as the schema answers it]. */
  codes: [string, number, unknown][];
  error: string;
}

const image = (letter: string) => `202611-${letter.repeat(32)}.png`;

const companyStep = {
  socialCreditCode: '914403001922038216',
  corporation: '陈晨',
  idCardNumber: '11010519491231002X',
  idCardValidTimeStart: '2020-01-01',
  idCardValidTimeEnd: '2030-01-01',
  egisteredCapital: '100',
  establishmentDate: '2015-06-01',
  effectDateType: '1',
  businessTimeStart: '2015-06-01',
  businessTimeEnd: '2035-06-01',
  openName: '自建测试有限公司',
  openBank: '中国银行',
  openAccount: '6222 0202 0000 1234',
  taxpayerZg: '1',
  organizationRegImg: image('a'),
  openLicense: image('b'),
  taxpayerImg: image('c'),
};

const afterSale = {
  orderItemId: 5,
  afterSaleType: '1',
  goodsQuantity: 1,
  reason: 'quality',
  goodsStatus: '1',
  applyEvidence: '0',
  refundType: '1',
  refundTo: '6222020200001234',
  returnType: '2',
  pickupDate: '2026-11-30',
  addressId: 3,
};

const invoiceHeader = {
  invoiceType: '1',
  unitName: '自建测试有限公司',
  taxcode: '91330106MA2H3K4L5N',
  content: '商品明细',
  receive: '周八',
  mobile: '13712345678',
  email: 'orders@example.com',
};

const invoice = {
  invoiceType: '1',
  invoiceNo: '26330000000012345678',
  issueDate: '2026-11-20',
  amount: '100.00',
  taxRate: '13',
};

const contractDraft = {
  companyId: 1,
  contractName: '2027年度账期采购协议',
  mainCharge: '张三',
  subCharge: '王经理',
  contractType: '2',
  creditAmount: '150000',
  accountPeriod: '45',
  signDate: '2026-11-22',
  endDate: '2027-12-31',
};

const CODED_FIELDS: Record<string, CodedField> = {
  'certification effectDateType': {
    schema: certificationStepSchema(1, 'zh-CN', '2026-11-24'),
    form: { ...companyStep, businessTimeEnd: undefined, effectDateType: undefined },
    field: 'effectDateType',
    codes: [['2', 2, '2']],
    error: '请选择营业期限类型',
  },
  'certification taxpayerZg': {
    schema: certificationStepSchema(1, 'zh-CN', '2026-11-24'),
    form: companyStep,
    field: 'taxpayerZg',
    codes: [
      ['1', 1, '1'],
      ['0', 0, '0'],
    ],
    error: zh('choose', { field: 'certification.taxpayerZg' }),
  },
  'after-sale afterSaleType': {
    schema: afterSaleApplySchema('zh-CN', 5),
    form: afterSale,
    field: 'afterSaleType',
    codes: [
      ['1', 1, 1],
      ['3', 3, 3],
    ],
    error: zh('choose', { field: 'afterSale.type' }),
  },
  'after-sale goodsStatus': {
    schema: afterSaleApplySchema('zh-CN', 5),
    form: afterSale,
    field: 'goodsStatus',
    codes: [['3', 3, '3']],
    error: zh('choose', { field: 'afterSale.goodsStatus' }),
  },
  'after-sale applyEvidence': {
    schema: afterSaleApplySchema('zh-CN', 5),
    form: afterSale,
    field: 'applyEvidence',
    codes: [
      ['0', 0, '0'],
      ['2', 2, '2'],
    ],
    error: zh('choose', { field: 'afterSale.applyEvidence' }),
  },
  'after-sale refundType': {
    schema: afterSaleApplySchema('zh-CN', 5),
    form: afterSale,
    field: 'refundType',
    codes: [['2', 2, '2']],
    error: zh('choose', { field: 'afterSale.refundType' }),
  },
  'after-sale returnType': {
    schema: afterSaleApplySchema('zh-CN', 5),
    form: afterSale,
    field: 'returnType',
    codes: [
      ['1', 1, '1'],
      ['2', 2, '2'],
    ],
    error: zh('choose', { field: 'afterSale.returnType' }),
  },
  'login loginType': {
    schema: loginSchema('zh-CN'),
    form: { username: 'demo', password: 'Demo12345' },
    field: 'loginType',
    codes: [['1', 1, '1']],
    error: zh('choose', { field: 'field.loginType' }),
  },
  'sub-account accountType': {
    schema: addAccountSchema('zh-CN'),
    form: {
      username: 'buyer_two',
      password: 'Buyer12345',
      confirmPassword: 'Buyer12345',
      linkman: '周八',
      mobile: '13712345678',
      email: 'buyer@example.com',
    },
    field: 'accountType',
    codes: [
      ['1', 1, 1],
      ['2', 2, 2],
    ],
    error: zh('choose', { field: 'field.accountType' }),
  },
  'invoice header invoiceType': {
    schema: addInvoiceHeaderSchema('zh-CN'),
    form: invoiceHeader,
    field: 'invoiceType',
    codes: [['1', 1, 1]],
    error: zh('choose', { field: 'field.invoiceType' }),
  },
  'invoice invoiceType': {
    schema: invoiceIssueSchema('zh-CN'),
    form: invoice,
    field: 'invoiceType',
    codes: [
      ['1', 1, 1],
      ['2', 2, 2],
    ],
    error: zh('required', { field: 'invoice.invoiceType' }),
  },
  'invoice taxRate': {
    schema: invoiceIssueSchema('zh-CN'),
    form: invoice,
    field: 'taxRate',
    codes: [
      ['13', 13, 13],
      ['1', 1, 1],
      ['0', 0, 0],
    ],
    error: zh('taxRateInvalid'),
  },
  'contract contractType': {
    schema: contractDraftSchema('zh-CN'),
    form: contractDraft,
    field: 'contractType',
    codes: [
      ['1', 1, 1],
      ['3', 3, 3],
    ],
    error: zh('required', { field: 'contract.contractType' }),
  },
  'order payTypeId': {
    schema: orderChoicesSchema('zh-CN'),
    form: { consigneeId: 3, invoiceHeader: 4 },
    field: 'payTypeId',
    codes: [
      ['1', 1, 1],
      ['2', 2, 2],
    ],
    error: zh('choosePayMode'),
  },
};

describe.each(Object.entries(CODED_FIELDS))('%s', (_name, { schema, form, field, codes, error }) => {
  const parse = (value: unknown) => schema.safeParse({ ...form, [field]: value });

  it.each(codes)('reads %j and %j as %j', (text, number, read) => {
    for (const value of [text, number]) {
      const result = parse(value);
      expect(result.error && firstIssue(result.error), JSON.stringify(value)).toBeUndefined();
      expect((result.data as Record<string, unknown>)[field], JSON.stringify(value)).toBe(read);
    }
  });

  it('refuses what is not one of its codes with its own message', () => {
    for (const value of [...NOT_CODES, '7', 7, 'x']) {
      const result = parse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(firstIssue(result.error!), JSON.stringify(value)).toBe(error);
    }
  });
});

describe('the codes of a form that says a missing choice apart', () => {
  it('asks for the tax rate when it is left out, and refuses one it does not know', () => {
    const schema = invoiceIssueSchema('zh-CN');
    expect(firstIssue(schema.safeParse({ ...invoice, taxRate: undefined }).error!)).toBe(
      zh('required', { field: 'invoice.taxRate' }),
    );
    expect(firstIssue(schema.safeParse({ ...invoice, taxRate: '7' }).error!)).toBe(zh('taxRateInvalid'));
  });
});

describe('the browser forms, through Conform', () => {
  const formData = (fields: Record<string, unknown>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) data.set(key, String(value));
    return data;
  };

  it('still reads the certification step, the after-sale, the invoice header and the login as posted', () => {
    const cases: [z.ZodType, Record<string, unknown>, Record<string, unknown>][] = [
      [
        certificationStepSchema(1, 'zh-CN', '2026-11-24'),
        { ...companyStep, effectDateType: '2', taxpayerZg: '0' },
        { effectDateType: '2', taxpayerZg: '0', businessTimeEnd: '' },
      ],
      [afterSaleApplySchema('zh-CN', 5), afterSale, { afterSaleType: 1, refundType: '1', returnType: '2' }],
      [addInvoiceHeaderSchema('zh-CN'), { ...invoiceHeader }, { invoiceType: 1 }],
      [loginSchema('zh-CN'), { loginType: '1', username: 'demo', password: 'Demo12345' }, { loginType: '1' }],
      [contractDraftSchema('zh-CN'), contractDraft, { contractType: 2 }],
      [orderChoicesSchema('zh-CN'), { payTypeId: '2', consigneeId: '3', invoiceHeader: '4' }, { payTypeId: 2 }],
    ];
    for (const [schema, fields, read] of cases) {
      const submission = parseWithZod(formData(fields), { schema });
      expect(submission.status === 'success' ? null : submission.error).toBeNull();
      expect(submission.status === 'success' && submission.value).toMatchObject(read);
    }
  });

  it('shows the same message for a choice left empty', () => {
    const submission = parseWithZod(formData({ ...companyStep, effectDateType: '', businessTimeEnd: undefined }), {
      schema: certificationStepSchema(1, 'zh-CN', '2026-11-24'),
    });
    expect(submission.status === 'error' && submission.error?.effectDateType).toEqual(['请选择营业期限类型']);
  });
});
