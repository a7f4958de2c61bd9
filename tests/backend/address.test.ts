import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import type { Address } from '../../common/areas/addresses/address.ts';
import { companyOf } from './company-of.ts';
import { freshCompany } from './fresh-company.ts';
import { startBackend, type TestBackend } from './harness.ts';

let t: TestBackend;
let demo: string;
let other: string;
let demoCompany: number;
let otherCompany: number;

beforeAll(async () => {
  t = await startBackend();
  demo = await t.buyerToken('demo');
  other = await t.buyerToken('other');
  demoCompany = await companyOf(t, 'demo');
  otherCompany = await companyOf(t, 'other');
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

/** 浙江省 杭州市 西湖区, a valid chain of the region table. */
const HANGZHOU = { province: '330000', city: '330100', county: '330106' };
/** 北京市 北京市 东城区. */
const BEIJING = { province: '110000', city: '110100', county: '110101' };

const form = (overrides: Record<string, unknown> = {}) => ({
  consignee: '王五',
  ...HANGZHOU,
  address: '文三路90号东部软件园1号楼',
  mobile: '13712345678',
  phone: '0571-88886666',
  ...overrides,
});

async function rowsOf(companyId: number) {
  return t.db.selectFrom('address').selectAll().where('company_id', '=', companyId).orderBy('id').execute();
}

async function list(token: string): Promise<Address[]> {
  const reply = await t.call<{ list: Address[]; total: number }>('GET', '/rest/address/my', { token });
  expect(reply.code, reply.msg).toBe(0);
  expect(reply.data.total).toBe(reply.data.list.length);
  return reply.data.list;
}

async function add(token: string, body: Record<string, unknown>): Promise<number> {
  const reply = await t.call<number>('POST', '/rest/address/add', { token, body });
  expect(reply, reply.msg).toMatchObject({ code: 0, msg: '收货地址添加成功' });
  return reply.data;
}

const defaults = (rows: { id: number; is_default: number }[]) => rows.filter((row) => row.is_default === 1);

describe('tokens', () => {
  const calls = (token: string | undefined, id: number) => [
    t.call('GET', '/rest/address/my', { token }),
    t.call('GET', `/rest/address/info/${id}`, { token }),
    t.call('POST', '/rest/address/add', { token, body: form() }),
    t.call('POST', '/rest/address/update', { token, body: form({ id }) }),
    t.call('POST', `/rest/address/delete/${id}`, { token }),
    t.call('POST', `/rest/address/setDefault/${id}`, { token }),
  ];

  it('answers 10020 without a token or with an unknown one, 10021 once it expired, and writes nothing', async () => {
    const before = await rowsOf(demoCompany);
    const id = before[0]!.id;
    for (const reply of await Promise.all(calls(undefined, id))) expect(reply.code).toBe(Code.tokenInvalid);
    for (const reply of await Promise.all(calls('not-a-token', id))) {
      expect(reply).toMatchObject({ code: Code.tokenInvalid, data: null });
    }
    const expiring = await t.login('demo');
    t.clock.advance(7 * DAY + 1);
    for (const reply of await Promise.all(calls(expiring, id))) expect(reply.code).toBe(Code.tokenExpired);
    expect(await rowsOf(demoCompany)).toEqual(before);
    // The other tests' tokens expired with it.
    demo = await t.buyerToken('demo');
    other = await t.buyerToken('other');
  });
});

describe('rest/address/my and info/{id}', () => {
  it("lists the demo company's seeded default address in the wire shape, and not the other company's", async () => {
    const rows = await list(demo);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      consignee: '张三',
      province: 310000,
      city: 310100,
      county: 310115,
      provinceName: '上海市',
      cityName: '上海市',
      countyName: '浦东新区',
      areaName: '上海市浦东新区',
      address: '张江高科技园区碧波路690号3号楼501室',
      mobile: '13800000000',
      phone: '021-50801234',
      isDefault: 1,
    });
    const theirs = await list(other);
    expect(theirs.map((row) => row.consignee)).toEqual(['李四']);
    expect(rows.map((row) => row.id)).not.toContain(theirs[0]!.id);
  });

  it('answers one address by id, and 10040 for another company’s id, an unknown id or a non-number', async () => {
    const [mine] = await list(demo);
    const info = await t.call<Address>('GET', `/rest/address/info/${mine!.id}`, { token: demo });
    expect(info).toMatchObject({ code: 0, data: mine });
    const [theirs] = await list(other);
    for (const id of [theirs!.id, 999_999, 'abc', '-1']) {
      expect(await t.call('GET', `/rest/address/info/${id}`, { token: demo })).toMatchObject({
        code: Code.notFound,
        msg: '请求的数据不存在',
        data: null,
      });
    }
  });
});

describe('rest/address/add', () => {
  it('makes the first address the default even unticked, stores the region names and answers the id', async () => {
    const { companyId, token } = await freshCompany(t);
    expect(await list(token)).toEqual([]);
    const id = await add(token, form({ phone: undefined }));
    const [row] = await list(token);
    expect(row).toEqual({
      id,
      consignee: '王五',
      province: 330000,
      city: 330100,
      county: 330106,
      provinceName: '浙江省',
      cityName: '杭州市',
      countyName: '西湖区',
      areaName: '浙江省杭州市西湖区',
      address: '文三路90号东部软件园1号楼',
      mobile: '13712345678',
      phone: '',
      isDefault: 1,
    });
    expect((await rowsOf(companyId))[0]).toMatchObject({ company_id: companyId, created_at: t.clock.now() });
  });

  it('moves the default to a new address ticked as default, and lists the default first, then newest first', async () => {
    const { companyId, token } = await freshCompany(t);
    const first = await add(token, form());
    t.clock.advance(1000);
    const second = await add(token, form({ consignee: '赵六', ...BEIJING }));
    t.clock.advance(1000);
    const third = await add(token, form({ consignee: '钱七', isDefault: 'on' }));
    t.clock.advance(1000);
    const fourth = await add(token, form({ consignee: '孙八', isDefault: undefined }));
    expect(defaults(await rowsOf(companyId)).map((row) => row.id)).toEqual([third]);
    expect((await list(token)).map((row) => [row.id, row.isDefault])).toEqual([
      [third, 1],
      [fourth, 0],
      [second, 0],
      [first, 0],
    ]);
  });

  it('takes a JSON body with isDefault true', async () => {
    const { companyId, token } = await freshCompany(t);
    await add(token, form());
    const reply = await t.call<number>('POST', '/rest/address/add', {
      token,
      json: true,
      body: { ...form(), province: 110000, city: 110100, county: 110101, isDefault: true },
    });
    expect(reply.code, reply.msg).toBe(0);
    expect(defaults(await rowsOf(companyId)).map((row) => row.id)).toEqual([reply.data]);
  });

  it('refuses bad input with the first failing rule and writes nothing', async () => {
    const before = await rowsOf(demoCompany);
    const cases: [Record<string, unknown>, string][] = [
      [form({ consignee: undefined }), '请填写收货人'],
      [form({ consignee: '   ' }), '请填写收货人'],
      [form({ consignee: '王'.repeat(31) }), '收货人最多30个字符'],
      [form({ province: undefined }), '请输入省市区'],
      [form({ city: undefined }), '请输入省市区'],
      [form({ county: undefined }), '请输入省市区'],
      [form({ county: 'x' }), '请输入省市区'],
      [form({ address: undefined }), '请填写详细地址'],
      [form({ address: '路'.repeat(101) }), '详细地址最多100个字符'],
      [form({ mobile: undefined }), '请填写手机号码'],
      [form({ mobile: '1371234567' }), '请输入正确的手机号码'],
      [form({ mobile: '12712345678' }), '请输入正确的手机号码'],
      [form({ phone: '88886666' }), '请输入正确的固定电话（含区号）'],
      [form({ phone: '0571-888' }), '请输入正确的固定电话（含区号）'],
      // The first failing field is the topmost one.
      [form({ consignee: undefined, mobile: 'x' }), '请填写收货人'],
    ];
    for (const [body, msg] of cases) {
      expect(await t.call('POST', '/rest/address/add', { token: demo, body })).toMatchObject({
        code: Code.invalid,
        msg,
        data: null,
      });
    }
    expect(await rowsOf(demoCompany)).toEqual(before);
  });

  it('refuses a region that is not one chain of the region table with 请输入省市区, writing nothing', async () => {
    const before = await rowsOf(demoCompany);
    const cases = [
      { ...HANGZHOU, city: '110100' }, // a city of another province
      { ...HANGZHOU, county: '110101' }, // a county of another city
      { ...HANGZHOU, province: '110000' }, // the province of neither
      { province: '330100', city: '330106', county: '330106' }, // levels shifted
      { ...HANGZHOU, county: '999999' }, // no such region
    ];
    for (const region of cases) {
      expect(await t.call('POST', '/rest/address/add', { token: demo, body: form(region) })).toMatchObject({
        code: Code.refused,
        msg: '请输入省市区',
      });
    }
    expect(await rowsOf(demoCompany)).toEqual(before);
  });

  it('answers in English when asked', async () => {
    const reply = await t.call('POST', '/rest/address/add', {
      token: demo,
      body: form({ county: undefined }),
      headers: { 'Accept-Language': 'en' },
    });
    expect(reply.msg).toBe('Please choose province, city and county');
  });

  it('refuses the address over the cap with a clear message, writing nothing', async () => {
    const { companyId, token } = await freshCompany(t);
    await add(token, form());
    const rows = Array.from({ length: 49 }, (_, i) => ({
      company_id: companyId,
      consignee: `收货人${i}`,
      province: 330000,
      city: 330100,
      county: 330106,
      province_name: '浙江省',
      city_name: '杭州市',
      county_name: '西湖区',
      address: `文三路${i}号`,
      mobile: '13712345678',
      created_at: t.clock.now(),
    }));
    await t.db.insertInto('address').values(rows).execute();
    const reply = await t.call('POST', '/rest/address/add', { token, body: form({ isDefault: 'on' }) });
    expect(reply).toMatchObject({ code: Code.refused, msg: '最多只能保存50个收货地址，请先删除不再使用的地址' });
    const after = await rowsOf(companyId);
    expect(after).toHaveLength(50);
    expect(defaults(after)).toHaveLength(1);
  });

  it('keeps one default when several adds arrive at once', async () => {
    const { companyId, token } = await freshCompany(t);
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.call('POST', '/rest/address/add', { token, body: form({ consignee: `同时${i}`, isDefault: 'on' }) }),
      ),
    );
    for (const reply of replies) expect(reply.code, reply.msg).toBe(0);
    expect(await rowsOf(companyId)).toHaveLength(6);
    expect(defaults(await rowsOf(companyId))).toHaveLength(1);
  });
});

describe('rest/address/update', () => {
  it('changes the fields and the region names', async () => {
    const { companyId, token } = await freshCompany(t);
    const id = await add(token, form());
    const reply = await t.call('POST', '/rest/address/update', {
      token,
      body: form({ id, consignee: '王五五', ...BEIJING, address: '东长安街1号', phone: undefined }),
    });
    expect(reply).toMatchObject({ code: 0, msg: '收货地址修改成功', data: null });
    expect((await rowsOf(companyId))[0]).toMatchObject({
      consignee: '王五五',
      province: 110000,
      city: 110100,
      county: 110101,
      province_name: '北京市',
      city_name: '北京市',
      county_name: '东城区',
      address: '东长安街1号',
      phone: '',
      is_default: 1,
    });
  });

  it('moves the default when ticked, and keeps the default when unticked on it', async () => {
    const { companyId, token } = await freshCompany(t);
    const first = await add(token, form());
    const second = await add(token, form({ consignee: '赵六' }));
    await t.call('POST', '/rest/address/update', { token, body: form({ id: first }) });
    expect(defaults(await rowsOf(companyId)).map((row) => row.id)).toEqual([first]);
    await t.call('POST', '/rest/address/update', { token, body: form({ id: second, isDefault: 'on' }) });
    expect(defaults(await rowsOf(companyId)).map((row) => row.id)).toEqual([second]);
  });

  it("answers 10040 for another company's address and an unknown id, changing nothing", async () => {
    const before = await rowsOf(otherCompany);
    for (const id of [before[0]!.id, 999_999]) {
      const reply = await t.call('POST', '/rest/address/update', { token: demo, body: form({ id, isDefault: 'on' }) });
      expect(reply).toMatchObject({ code: Code.notFound, msg: '请求的数据不存在' });
    }
    expect(await rowsOf(otherCompany)).toEqual(before);
  });

  it('refuses bad input and a missing id, changing nothing', async () => {
    const before = await rowsOf(demoCompany);
    const id = before[0]!.id;
    const cases: [Record<string, unknown>, number, string][] = [
      [form(), Code.invalid, '请选择收货地址'],
      [form({ id, mobile: '123' }), Code.invalid, '请输入正确的手机号码'],
      [form({ id, city: undefined }), Code.invalid, '请输入省市区'],
      [form({ id, ...HANGZHOU, county: '310115' }), Code.refused, '请输入省市区'],
    ];
    for (const [body, code, msg] of cases) {
      expect(await t.call('POST', '/rest/address/update', { token: demo, body })).toMatchObject({ code, msg });
    }
    expect(await rowsOf(demoCompany)).toEqual(before);
  });
});

describe('rest/address/setDefault/{id}', () => {
  it('makes the address the only default', async () => {
    const { companyId, token } = await freshCompany(t);
    const first = await add(token, form());
    const second = await add(token, form({ consignee: '赵六' }));
    const reply = await t.call('POST', `/rest/address/setDefault/${second}`, { token });
    expect(reply).toMatchObject({ code: 0, msg: '已设为默认收货地址' });
    expect(defaults(await rowsOf(companyId)).map((row) => row.id)).toEqual([second]);
    expect((await list(token)).map((row) => row.id)).toEqual([second, first]);
    // Setting the default again changes nothing.
    await t.call('POST', `/rest/address/setDefault/${second}`, { token });
    expect(defaults(await rowsOf(companyId)).map((row) => row.id)).toEqual([second]);
  });

  it("answers 10040 for another company's address, leaving both companies' defaults alone", async () => {
    const mine = await rowsOf(demoCompany);
    const theirs = await rowsOf(otherCompany);
    for (const id of [theirs[0]!.id, 999_999, 'x']) {
      expect((await t.call('POST', `/rest/address/setDefault/${id}`, { token: demo })).code).toBe(Code.notFound);
    }
    expect(await rowsOf(demoCompany)).toEqual(mine);
    expect(await rowsOf(otherCompany)).toEqual(theirs);
  });
});

describe('rest/address/delete/{id}', () => {
  it('deletes an address; deleting the default passes it to the newest one left', async () => {
    const { companyId, token } = await freshCompany(t);
    const first = await add(token, form());
    t.clock.advance(1000);
    const second = await add(token, form({ consignee: '赵六' }));
    t.clock.advance(1000);
    const third = await add(token, form({ consignee: '钱七' }));

    const reply = await t.call('POST', `/rest/address/delete/${third}`, { token });
    expect(reply).toMatchObject({ code: 0, msg: '收货地址删除成功', data: null });
    expect(defaults(await rowsOf(companyId)).map((row) => row.id)).toEqual([first]);

    await t.call('POST', `/rest/address/delete/${first}`, { token });
    expect((await rowsOf(companyId)).map((row) => [row.id, row.is_default])).toEqual([[second, 1]]);

    await t.call('POST', `/rest/address/delete/${second}`, { token });
    expect(await list(token)).toEqual([]);
    // The next address is the default again.
    const next = await add(token, form());
    expect(defaults(await rowsOf(companyId)).map((row) => row.id)).toEqual([next]);
  });

  it("answers 10040 for another company's address and for one already deleted, deleting nothing", async () => {
    const theirs = await rowsOf(otherCompany);
    expect(await t.call('POST', `/rest/address/delete/${theirs[0]!.id}`, { token: demo })).toMatchObject({
      code: Code.notFound,
      msg: '请求的数据不存在',
    });
    expect(await rowsOf(otherCompany)).toEqual(theirs);
    const { token } = await freshCompany(t);
    const id = await add(token, form());
    await t.call('POST', `/rest/address/delete/${id}`, { token });
    expect((await t.call('POST', `/rest/address/delete/${id}`, { token })).code).toBe(Code.notFound);
  });
});

describe('an address a purchase awaiting approval is to be delivered to', () => {
  it('cannot be deleted until the approval is done, but can be edited', async () => {
    const buyer = await t.buyerToken('demo_buyer');
    const id = await add(buyer, form({ consignee: '审核中' }));
    const goods = await t.db
      .selectFrom('goods')
      .select(['id', 'quantity'])
      .where('on_sale', '=', 1)
      .where('inventory', '>=', 100)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const uuId = (
      await t.call<number>('POST', '/rest/order/buyGoods', {
        token: buyer,
        body: { goodsId: goods.id, quantity: goods.quantity },
      })
    ).data;
    const [header] = await t.db
      .selectFrom('invoice_header')
      .select('id')
      .where('company_id', '=', demoCompany)
      .execute();
    const submitted = await t.call('POST', '/rest/order/submitOrderBuy', {
      token: buyer,
      body: { uuId, payTypeId: 1, consigneeId: id, invoiceHeader: header!.id },
    });
    expect(submitted, submitted.msg).toMatchObject({ code: 0, msg: '采购单已提交审核' });

    const refused = await t.call('POST', `/rest/address/delete/${id}`, { token: demo });
    expect(refused).toMatchObject({ code: Code.refused, msg: '该地址是审核中采购单的收货地址，审核完成后才能删除' });
    expect((await list(demo)).map((row) => row.id)).toContain(id);
    const edited = await t.call('POST', '/rest/address/update', {
      token: buyer,
      body: form({ id, consignee: '审核中二' }),
    });
    expect(edited.code, edited.msg).toBe(0);

    const rejected = await t.call('POST', '/rest/order/checkUnPass', {
      token: demo,
      body: { purchaseId: uuId, reason: '换个地址' },
    });
    expect(rejected.code, rejected.msg).toBe(0);
    expect(await t.call('POST', `/rest/address/delete/${id}`, { token: demo })).toMatchObject({ code: 0 });
  });
});
