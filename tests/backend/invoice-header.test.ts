import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import { addInvoiceHeaderSchema, type InvoiceHeader } from '../../common/areas/invoice-headers/invoice-header.ts';
import { companyOf } from './company-of.ts';
import { freshCompany } from './fresh-company.ts';
import { startBackend, type TestBackend } from './harness.ts';

let t: TestBackend;
let demo: string;
let demoCompany: number;

beforeAll(async () => {
  t = await startBackend();
  demo = await t.buyerToken('demo');
  demoCompany = await companyOf(t, 'demo');
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const TAXCODE_SHAPE = '纳税人识别号应为18位统一社会信用代码，或15位、17位、20位的旧税号';
const TAXCODE_CHECK = '纳税人识别号（统一社会信用代码）的校验位不正确，请核对';

const ordinary = (overrides: Record<string, unknown> = {}) => ({
  invoiceType: '1',
  unitName: '杭州新建五金有限公司',
  taxcode: '91330106MA2H3K4L5N',
  content: '商品明细',
  receive: '王五',
  mobile: '13712345678',
  email: 'invoice@xinjian.example',
  ...overrides,
});

const vatSpecial = (overrides: Record<string, unknown> = {}) =>
  ordinary({
    invoiceType: '2',
    address: '杭州市西湖区文三路90号',
    phone: '0571-88886666',
    bank: '中国工商银行杭州西湖支行',
    account: '1202021109900123456',
    ...overrides,
  });

async function headersOf(companyId: number) {
  return t.db.selectFrom('invoice_header').selectAll().where('company_id', '=', companyId).execute();
}

async function mine(token: string) {
  const reply = await t.call<{ list: InvoiceHeader[]; total: number }>('GET', '/rest/invoiceHeader/my', { token });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}

async function add(token: string, body: Record<string, unknown>): Promise<number> {
  const reply = await t.call<number>('POST', '/rest/invoiceHeader/add', { token, body });
  expect(reply, reply.msg).toMatchObject({ code: 0, msg: '发票抬头添加成功' });
  return reply.data;
}

describe('tokens', () => {
  it('answers 10020 without a token or with an unknown one, 10021 once it expired, and writes nothing', async () => {
    const { companyId, token } = await freshCompany(t);
    const [seeded] = await headersOf(demoCompany);
    const calls = (caller: string | undefined) => [
      t.call('GET', '/rest/invoiceHeader/my', { token: caller }),
      t.call('GET', `/rest/invoiceHeader/info/${seeded!.id}`, { token: caller }),
      t.call('POST', '/rest/invoiceHeader/add', { token: caller, body: ordinary() }),
      t.call('POST', '/rest/invoiceHeader/update', { token: caller, body: ordinary({ id: seeded!.id }) }),
    ];
    for (const reply of await Promise.all(calls(undefined))) expect(reply.code).toBe(Code.tokenInvalid);
    for (const reply of await Promise.all(calls('not-a-token'))) expect(reply.code).toBe(Code.tokenInvalid);
    t.clock.advance(7 * DAY + 1);
    for (const reply of await Promise.all(calls(token))) expect(reply.code).toBe(Code.tokenExpired);
    expect(await headersOf(companyId)).toEqual([]);
    expect(await headersOf(demoCompany)).toEqual([seeded]);
    demo = await t.buyerToken('demo');
  });
});

describe('rest/invoiceHeader/my and info/{id}', () => {
  it("answers the demo company's seeded ordinary header in a list, in the wire shape", async () => {
    const { list, total } = await mine(demo);
    expect(total).toBe(1);
    expect(list).toEqual([
      {
        id: expect.any(Number),
        invoiceType: 1,
        unitName: '示例科技有限公司',
        taxcode: '91310115MA1H7XKQ2G',
        content: '商品明细',
        address: '',
        phone: '',
        bank: '',
        account: '',
        receive: '张三',
        mobile: '13800000000',
        email: 'demo@example.com',
        headerType: 1,
      },
    ]);
    const info = await t.call<InvoiceHeader>('GET', `/rest/invoiceHeader/info/${list[0]!.id}`, { token: demo });
    expect(info).toMatchObject({ code: 0, data: list[0] });
  });

  it("seeds headers the form itself would take, the demo company's with its certified credit code", async () => {
    const seeded = await t.db
      .selectFrom('invoice_header')
      .innerJoin('company', 'company.id', 'invoice_header.company_id')
      .select(['invoice_header.taxcode', 'company.id as companyId', 'company.name'])
      .execute();
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    for (const header of seeded) {
      const checked = addInvoiceHeaderSchema().safeParse(ordinary({ taxcode: header.taxcode }));
      expect(checked.success, `${header.name}: ${header.taxcode}`).toBe(true);
    }
    const certification = await t.db
      .selectFrom('certification')
      .select('fields_json')
      .where('company_id', '=', demoCompany)
      .where('cert_status', '=', 2)
      .executeTakeFirstOrThrow();
    const certified = (JSON.parse(certification.fields_json) as { socialCreditCode: string }).socialCreditCode;
    expect(seeded.find((header) => header.companyId === demoCompany)?.taxcode).toBe(certified);
  });

  it('answers an empty list for a company without one', async () => {
    const { token } = await freshCompany(t);
    expect(await mine(token)).toEqual({ list: [], total: 0 });
  });

  it("answers 10040 for another company's header, an unknown id and a non-number", async () => {
    const { token } = await freshCompany(t);
    const [seeded] = await headersOf(demoCompany);
    for (const id of [seeded!.id, 999_999, 'abc']) {
      expect(await t.call('GET', `/rest/invoiceHeader/info/${id}`, { token })).toMatchObject({
        code: Code.notFound,
        msg: '请求的数据不存在',
        data: null,
      });
    }
  });
});

describe('rest/invoiceHeader/add', () => {
  it('adds an ordinary header, dropping VAT-special details, upper-casing the tax code; a second is refused', async () => {
    const { companyId, token } = await freshCompany(t);
    const id = await add(token, ordinary({ taxcode: '91330106ma2h3k4l5n', bank: '某银行', account: '123456789' }));
    const { list } = await mine(token);
    expect(list).toEqual([
      {
        id,
        invoiceType: 1,
        unitName: '杭州新建五金有限公司',
        taxcode: '91330106MA2H3K4L5N',
        content: '商品明细',
        address: '',
        phone: '',
        bank: '',
        account: '',
        receive: '王五',
        mobile: '13712345678',
        email: 'invoice@xinjian.example',
        headerType: 1,
      },
    ]);
    const before = await headersOf(companyId);
    const again = await t.call('POST', '/rest/invoiceHeader/add', { token, body: vatSpecial() });
    expect(again).toMatchObject({ code: Code.refused, msg: '已有发票抬头，请修改现有的发票抬头', data: null });
    expect(await headersOf(companyId)).toEqual(before);
  });

  it('adds a VAT-special header with its registered address, phone, bank and account', async () => {
    const { token } = await freshCompany(t);
    await add(token, vatSpecial({ account: '1202 0211 0990 0123 456', phone: '13712345679' }));
    expect((await mine(token)).list[0]).toMatchObject({
      invoiceType: 2,
      address: '杭州市西湖区文三路90号',
      phone: '13712345679',
      bank: '中国工商银行杭州西湖支行',
      account: '1202021109900123456',
    });
  });

  it('takes an 18-character tax number only with its GB 32100 check character, and older numbers by their shapes', async () => {
    const { companyId, token } = await freshCompany(t);
    // One character typed wrong, and one that is not of the code's alphabet: refused for the check.
    for (const taxcode of ['91330106MA2H3K4L5P', '91330106MA2H3K4L6N', '91330106MA2H3K4L5I']) {
      expect(await t.call('POST', '/rest/invoiceHeader/add', { token, body: ordinary({ taxcode }) })).toMatchObject({
        code: Code.invalid,
        msg: TAXCODE_CHECK,
      });
    }
    // No tax number was ever issued with 16 or 19 characters, nor 15 without the organisation code's shape.
    for (const taxcode of ['3301061234567890', '3301061990010112345', '33010612345678Y', '3301061990010112A']) {
      expect(await t.call('POST', '/rest/invoiceHeader/add', { token, body: ordinary({ taxcode }) })).toMatchObject({
        code: Code.invalid,
        msg: TAXCODE_SHAPE,
      });
    }
    expect(await headersOf(companyId)).toEqual([]);
    // The older numbers: 15 (region and organisation code), 17 and 20 (an ID number and 2 digits).
    const id = await add(token, ordinary({ taxcode: '330106MA2H3K4L5' }));
    for (const taxcode of ['33010612345678X', '33010619900101123', '33010619900101123X01', '91330106MA2H3K4L5N']) {
      const reply = await t.call('POST', '/rest/invoiceHeader/update', { token, body: ordinary({ id, taxcode }) });
      expect(reply.code, reply.msg).toBe(0);
      expect((await mine(token)).list[0]?.taxcode).toBe(taxcode);
    }
  });

  it('lets only one of two adds arriving together through', async () => {
    const { companyId, token } = await freshCompany(t);
    const replies = await Promise.all([
      t.call('POST', '/rest/invoiceHeader/add', { token, body: ordinary() }),
      t.call('POST', '/rest/invoiceHeader/add', { token, body: vatSpecial() }),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([0, Code.refused]);
    expect(await headersOf(companyId)).toHaveLength(1);
  });

  it('requires the VAT-special fields for type 2 only, refusing with the first failing rule and writing nothing', async () => {
    const { companyId, token } = await freshCompany(t);
    const cases: [Record<string, unknown>, string][] = [
      [ordinary({ invoiceType: undefined }), '请选择发票类型'],
      [ordinary({ invoiceType: '3' }), '请选择发票类型'],
      [ordinary({ unitName: undefined }), '请填写发票抬头'],
      [ordinary({ unitName: '司'.repeat(51) }), '发票抬头最多50个字符'],
      [ordinary({ taxcode: undefined }), '请填写纳税人识别号'],
      [ordinary({ taxcode: '91330106MA2H3' }), TAXCODE_SHAPE],
      [ordinary({ taxcode: '91330106MA2H3K4L5N-' }), TAXCODE_SHAPE],
      [ordinary({ taxcode: '91330106MA2H3K4L5P' }), TAXCODE_CHECK],
      [ordinary({ content: undefined }), '请填写发票内容'],
      [ordinary({ receive: undefined }), '请填写收票人'],
      [ordinary({ mobile: undefined }), '请填写收票人手机'],
      [ordinary({ mobile: '1371234567' }), '请输入正确的手机号码'],
      [ordinary({ email: undefined }), '请填写收票人邮箱'],
      [ordinary({ email: 'invoice@' }), '请输入正确的电子邮箱'],
      [vatSpecial({ address: undefined }), '请填写注册地址'],
      [vatSpecial({ phone: undefined }), '请填写注册电话'],
      [vatSpecial({ phone: '88886666' }), '请输入正确的电话号码（含区号的固定电话或手机号码）'],
      [vatSpecial({ bank: undefined }), '请填写开户银行'],
      [vatSpecial({ account: undefined }), '请填写银行账号'],
      [vatSpecial({ account: '12345' }), '银行账号应为8到30位数字'],
      [vatSpecial({ account: '1202ABC109900123' }), '银行账号应为8到30位数字'],
      // The topmost failing field wins: the bank comes before the recipient on the form.
      [vatSpecial({ bank: undefined, receive: undefined }), '请填写开户银行'],
    ];
    for (const [body, msg] of cases) {
      expect(await t.call('POST', '/rest/invoiceHeader/add', { token, body })).toMatchObject({
        code: Code.invalid,
        msg,
        data: null,
      });
    }
    expect(await headersOf(companyId)).toEqual([]);
  });

  it('takes a JSON body with the type as a number, and answers in English when asked', async () => {
    const { token } = await freshCompany(t);
    const english = await t.call('POST', '/rest/invoiceHeader/add', {
      token,
      json: true,
      body: vatSpecial({ invoiceType: 2, bank: '' }),
      headers: { 'Accept-Language': 'en' },
    });
    expect(english).toMatchObject({ code: Code.invalid, msg: 'Please enter bank name' });
    const reply = await t.call('POST', '/rest/invoiceHeader/add', {
      token,
      json: true,
      body: vatSpecial({ invoiceType: 2 }),
    });
    expect(reply.code, reply.msg).toBe(0);
  });
});

describe('rest/invoiceHeader/update', () => {
  it('switches to VAT special and back, clearing the VAT-special details for an ordinary invoice', async () => {
    const { companyId, token } = await freshCompany(t);
    const id = await add(token, ordinary());
    const toVat = await t.call('POST', '/rest/invoiceHeader/update', {
      token,
      body: vatSpecial({ id, unitName: '杭州新建五金股份有限公司' }),
    });
    expect(toVat).toMatchObject({ code: 0, msg: '发票抬头修改成功', data: null });
    expect((await headersOf(companyId))[0]).toMatchObject({
      id,
      invoice_type: 2,
      unit_name: '杭州新建五金股份有限公司',
      bank: '中国工商银行杭州西湖支行',
      updated_at: t.clock.now(),
    });
    t.clock.advance(1000);
    await t.call('POST', '/rest/invoiceHeader/update', { token, body: ordinary({ id, bank: '仍然填写' }) });
    expect((await headersOf(companyId))[0]).toMatchObject({
      invoice_type: 1,
      address: '',
      phone: '',
      bank: '',
      account: '',
      updated_at: t.clock.now(),
    });
  });

  it("answers 10040 for another company's header and an unknown id, changing nothing", async () => {
    const { token } = await freshCompany(t);
    const before = await headersOf(demoCompany);
    for (const id of [before[0]!.id, 999_999]) {
      expect(await t.call('POST', '/rest/invoiceHeader/update', { token, body: vatSpecial({ id }) })).toMatchObject({
        code: Code.notFound,
        msg: '请求的数据不存在',
      });
    }
    expect(await headersOf(demoCompany)).toEqual(before);
  });

  it('refuses bad input and a missing id, changing nothing', async () => {
    const before = await headersOf(demoCompany);
    const id = before[0]!.id;
    const cases: [Record<string, unknown>, string][] = [
      [vatSpecial(), '请选择发票抬头'],
      [vatSpecial({ id, account: undefined }), '请填写银行账号'],
      [ordinary({ id, email: 'nope' }), '请输入正确的电子邮箱'],
    ];
    for (const [body, msg] of cases) {
      expect(await t.call('POST', '/rest/invoiceHeader/update', { token: demo, body })).toMatchObject({
        code: Code.invalid,
        msg,
      });
    }
    expect(await headersOf(demoCompany)).toEqual(before);
  });
});
