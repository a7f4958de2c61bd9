import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../../backend/command-line/commands.ts';
import { Code } from '../../common/envelope.ts';
import { ID_MAX } from '../../common/schemas/ids.ts';
import { startBackend, type TestBackend } from './harness.ts';
import { plentifulGoods } from './demo-buying.ts';

/**
 * Input the database cannot hold or that means something else than it says
 *: ids beyond 32 bits, control characters, numbers that
 * are not decimal digits, and buyer text printed on a staff terminal. Every case
 * answers HTTP 200 with a refusal, never a fault, and writes nothing.
 */
let t: TestBackend;
let token: string;
let goodsId: number;

const cartCount = () => t.count('cart_item');

beforeAll(async () => {
  t = await startBackend();
  token = await t.buyerToken('demo');
  goodsId = await plentifulGoods(t);
});
afterAll(() => t.close());

describe('ids the database cannot hold', () => {
  it.each([String(ID_MAX + 1), '9007199254740993', '99999999999999999999', '1e3', '0x10'])(
    'answers /rest/goods/detail/%s as not found',
    async (id) => {
      expect(await t.call('GET', `/rest/goods/detail/${id}`)).toMatchObject({ code: Code.notFound });
    },
  );

  it('refuses ids beyond 32 bits in queries and bodies, logged in or not', async () => {
    const big = String(ID_MAX + 1);
    expect((await t.call('GET', '/rest/goodsall/page', { query: { categoryId: big } })).data).toMatchObject({
      total: 0,
    });
    expect((await t.call('GET', '/rest/goodscategory/twoList', { query: { id: big } })).code).toBe(Code.notFound);
    expect((await t.call('GET', `/rest/address/info/${big}`, { token })).code).toBe(Code.notFound);
    expect((await t.call('POST', '/rest/car/add', { token, body: { goodsId: big, quantity: 1 } })).code).toBe(
      Code.invalid,
    );
    expect((await t.call('POST', '/rest/order/cancel', { token, body: { orderId: big, reason: '不要了' } })).code).toBe(
      Code.invalid,
    );
    expect((await t.call('POST', '/rest/car/delete', { token, body: { ids: [big] }, json: true })).code).toBe(
      Code.invalid,
    );
  });
});

describe('control characters', () => {
  const nul = '\u0000';

  it('refuses NUL and other control characters in any field, with 10001, writing nothing', async () => {
    const before = await t.db.selectFrom('merchant_message').select('id').execute();
    for (const bad of [`公司${nul}`, '公司\u001b[31m', '公司\u0008', '公司\u007f']) {
      const reply = await t.call('POST', '/rest/merchantcenter/submit', {
        body: { content: '想了解批量采购', company: bad, linkman: '张三', phone: '13800000000' },
      });
      expect(reply).toMatchObject({ code: Code.invalid, msg: '输入内容含有不允许的控制字符，请删除后再试' });
    }
    expect(await t.db.selectFrom('merchant_message').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses them in queries, JSON bodies and keys, without a login', async () => {
    const refused = { code: Code.invalid };
    expect(await t.call('GET', '/rest/goodsall/page', { query: { keyword: `螺栓${nul}` } })).toMatchObject(refused);
    expect(
      await t.call('POST', '/rest/customer/login', {
        body: { loginType: '1', username: `demo${nul}`, password: 'Demo12345' },
        json: true,
      }),
    ).toMatchObject(refused);
    expect(
      await t.call('POST', '/rest/customer/login', {
        body: { loginType: '1', username: 'demo', password: 'Demo12345', [`x${nul}`]: '1' },
      }),
    ).toMatchObject(refused);
  });

  it('keeps line breaks and tabs in text areas and refuses them in single-line fields', async () => {
    const multiLine = await t.call('POST', '/rest/merchantcenter/submit', {
      body: { content: '第一行\r\n第二行\t备注', company: '示例公司', linkman: '张三', phone: '13800000000' },
    });
    expect(multiLine.code, multiLine.msg).toBe(0);
    const singleLine = await t.call('POST', '/rest/merchantcenter/submit', {
      body: { content: '你好', company: '示例\n公司', linkman: '张三', phone: '13800000000' },
    });
    expect(singleLine).toMatchObject({ code: Code.invalid, msg: '公司名称不能包含换行符或制表符' });
  });
});

describe('numbers are decimal digits', () => {
  it.each([
    ['true', true],
    ['[30]', [30]],
    ['"0x1F"', '0x1F'],
    ['"1e1"', '1e1'],
    ['" 7"', ' 7'],
  ])('refuses quantity %s, adding nothing to the cart', async (_label, quantity) => {
    const before = await cartCount();
    const reply = await t.call('POST', '/rest/car/add', { token, body: { goodsId, quantity }, json: true });
    expect(reply.code).toBe(Code.invalid);
    expect(await cartCount()).toBe(before);
  });

  it.each([
    ['true', true],
    ['[30]', [goodsId]],
    ['"0x1F"', '0x1F'],
  ])('refuses goodsId %s', async (_label, id) => {
    const reply = await t.call('POST', '/rest/car/add', { token, body: { goodsId: id, quantity: 1 }, json: true });
    expect(reply.code).toBe(Code.invalid);
  });

  it('still takes JSON numbers and digit strings', async () => {
    await t.db.deleteFrom('cart_item').execute();
    expect((await t.call('POST', '/rest/car/add', { token, body: { goodsId, quantity: 2 }, json: true })).code).toBe(0);
    expect(
      (await t.call('POST', '/rest/car/add', { token, body: { goodsId: String(goodsId), quantity: '3' } })).code,
    ).toBe(0);
  });
});

describe('the staff terminal', () => {
  it('prints what visitors typed with every control character escaped', async () => {
    // Written straight to the table: rows saved before the input check existed may hold anything.
    await t.db
      .insertInto('merchant_message')
      .values({
        content: '正常内容\n99\t2026-01-01\t伪造公司\u001b]0;owned\u0007\u001b[2J',
        company: '公司\u001b[31m红色',
        linkman: '李\u202e四',
        phone: '13800000000\r',
        created_at: t.clock.now(),
      })
      .execute();
    const printed = await commands.messages!(t.backend, ['1'], {});
    // eslint-disable-next-line no-control-regex -- looking for raw control characters is the point
    expect(printed.replace(/\n {2}/g, '').replace(/\t/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
    expect(printed).toContain('正常内容\\n99\\t2026-01-01\\t伪造公司\\x1b]0;owned\\x07\\x1b[2J');
    expect(printed).toContain('公司\\x1b[31m红色');
    expect(printed).toContain('李\\u202e四');
    expect(printed.split('\n')).toHaveLength(2);
  });
});

describe('request bodies', () => {
  it('answers a body over 4 MB with 413 in the envelope, not a fault', async () => {
    const response = await t.backend.app.fetch(
      new Request('http://backend.test/rest/merchantcenter/submit', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `content=${'a'.repeat(5 * 1024 * 1024)}`,
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: Code.invalid, msg: '提交的内容太大（不能超过4 MB）' });
  });
});
