import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueViolation } from '../../backend/db/unique-violation.ts';
import { Code } from '../../common/envelope.ts';
import type { SubAccount } from '../../common/areas/sub-accounts/sub-account.ts';
import { startBackend, type TestBackend } from './harness.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startBackend();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const LIST = '/rest/customer/accountList';
const ADD = '/rest/customer/addAccount';
const UPDATE = '/rest/customer/updateAccount';
const DELETE = '/rest/customer/deleteAccount';

let serial = 0;
/** A valid add form with a username and mobile no other test uses. */
function newForm(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    username: `sub_${serial}`,
    password: 'Sub12345',
    confirmPassword: 'Sub12345',
    accountType: '2',
    linkman: '赵六',
    mobile: `1310000${String(serial).padStart(4, '0')}`,
    email: `sub${serial}@example.com`,
    ...overrides,
  };
}

async function idOf(username: string): Promise<number> {
  const row = await t.db.selectFrom('account').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

async function accountRow(id: number) {
  return t.db.selectFrom('account').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function list(token: string, query: Record<string, string> = {}) {
  const reply = await t.call<{ list: SubAccount[]; total: number }>('GET', LIST, { token, query });
  expect(reply.code).toBe(0);
  return reply.data;
}

async function add(token: string, form: Record<string, unknown>): Promise<number> {
  const reply = await t.call<number>('POST', ADD, { token, body: form });
  expect(reply).toMatchObject({ code: 0, msg: '子账号添加成功' });
  return reply.data;
}

describe('who may manage sub-accounts', () => {
  it('refuses approvers and purchasers with 10030 on all four calls, and writes nothing', async () => {
    const main = await t.login('demo');
    const target = await add(main, newForm());
    const before = await accountRow(target);
    const accounts = await t.count('account');
    for (const username of ['demo_approver', 'demo_buyer']) {
      const token = await t.login(username);
      const calls = [
        await t.call('GET', LIST, { token }),
        await t.call('POST', ADD, { token, body: newForm() }),
        await t.call('POST', UPDATE, { token, body: { ...newForm(), id: target, password: undefined } }),
        await t.call('POST', `${DELETE}/${target}`, { token }),
      ];
      for (const reply of calls) {
        expect(reply).toMatchObject({ code: Code.roleNotAllowed, msg: '当前账号无权进行此操作', data: null });
      }
    }
    expect(await t.count('account')).toBe(accounts);
    expect(await accountRow(target)).toEqual(before);
  });

  it('refuses bad input from a purchaser with 10030 too, not with its validation message', async () => {
    const token = await t.login('demo_buyer');
    expect((await t.call('POST', ADD, { token, body: {} })).code).toBe(Code.roleNotAllowed);
    expect((await t.call('POST', `${DELETE}/nope`, { token })).code).toBe(Code.roleNotAllowed);
  });

  it('answers 10020 without a token or with an unknown one, and 10021 once it expired', async () => {
    const target = await idOf('demo_buyer');
    const calls = (token?: string) => [
      t.call('GET', LIST, { token }),
      t.call('POST', ADD, { token, body: newForm() }),
      t.call('POST', UPDATE, { token, body: { ...newForm(), id: target } }),
      t.call('POST', `${DELETE}/${target}`, { token }),
    ];
    const accounts = await t.count('account');
    for (const reply of await Promise.all(calls())) expect(reply.code).toBe(Code.tokenInvalid);
    for (const reply of await Promise.all(calls('not-a-token'))) expect(reply.code).toBe(Code.tokenInvalid);
    const expiring = await t.login('demo');
    t.clock.advance(7 * DAY + 1);
    for (const reply of await Promise.all(calls(expiring))) expect(reply.code).toBe(Code.tokenExpired);
    expect(await t.count('account')).toBe(accounts);
    expect((await accountRow(target)).deleted_at).toBeNull();
  });
});

describe('rest/customer/accountList', () => {
  it("lists the company's sub-accounts, newest first, without the main account or other companies'", async () => {
    const token = await t.login('demo');
    const other = await t.login('other', 'Other12345');
    await add(other, newForm({ username: 'other_sub_listed' }));
    const { list: rows, total } = await list(token, { limit: '100' });
    const names = rows.map((row) => row.username);
    expect(names).toEqual(expect.arrayContaining(['demo_approver', 'demo_buyer']));
    expect(names).not.toContain('demo');
    expect(names).not.toContain('other_sub_listed');
    expect(total).toBe(rows.length);
    const buyer = rows.find((row) => row.username === 'demo_buyer');
    expect(buyer).toEqual({
      id: await idOf('demo_buyer'),
      username: 'demo_buyer',
      accountType: 2,
      linkman: '王强',
      mobile: '13800000002',
      email: 'buyer@example.com',
      createDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(rows.find((row) => row.username === 'demo_approver')?.accountType).toBe(1);
    // Newest first: the seed made the approver before the buyer.
    expect(names.indexOf('demo_buyer')).toBeLessThan(names.indexOf('demo_approver'));
    expect(JSON.stringify(rows)).not.toMatch(/password/i);
  });

  it('pages with page and limit, and copes with nonsense paging', async () => {
    const token = await t.login('demo');
    const all = await list(token, { limit: '100' });
    const second = await list(token, { page: '2', limit: '1' });
    expect(second.total).toBe(all.total);
    expect(second.list).toEqual([all.list[1]]);
    const odd = await list(token, { page: 'x', limit: '-5' });
    expect(odd.list[0]).toEqual(all.list[0]);
    expect((await list(token)).list.length).toBe(Math.min(10, all.total));
  });

  it('writes dates in Asia/Shanghai', async () => {
    const token = await t.login('demo');
    const id = await add(token, newForm());
    const row = (await list(token, { limit: '100' })).list.find((item) => item.id === id);
    // Read back as a time in UTC+8, it is the moment the account was added (to the second).
    const read = Date.parse(`${row?.createDate.replace(' ', 'T')}+08:00`);
    expect(read).toBe(Math.floor(t.clock.now() / 1000) * 1000);
  });
});

describe('rest/customer/addAccount', () => {
  it('adds a purchaser who can then log in by password and by SMS code', async () => {
    const token = await t.login('demo');
    const form = newForm({ username: 'new_purchaser' });
    const id = await add(token, form);
    expect(id).toBeGreaterThan(0);
    expect((await list(token, { limit: '100' })).list.find((row) => row.id === id)).toMatchObject({
      username: 'new_purchaser',
      accountType: 2,
      linkman: form.linkman,
      mobile: form.mobile,
      email: form.email,
    });

    const own = await t.login('new_purchaser', 'Sub12345');
    const info = await t.call('GET', '/rest/customer/info', { token: own });
    expect(info.data).toMatchObject({ customerAccountType: 2, companyName: '示例科技有限公司' });

    await t.call('POST', '/api/sms/code', { body: { mobile: form.mobile } });
    const code = await t.latestCode(form.mobile);
    const byCode = await t.call('POST', '/rest/customer/login', {
      body: { loginType: '2', mobile: form.mobile, code },
    });
    expect(byCode.code).toBe(0);
  });

  it('adds an approver from a JSON body with a numeric type', async () => {
    const token = await t.login('demo');
    const reply = await t.call<number>('POST', ADD, { token, body: newForm({ accountType: 1 }), json: true });
    expect(reply.code).toBe(0);
    expect((await accountRow(reply.data)).account_type).toBe(1);
  });

  it('refuses bad input with the first failing rule and writes nothing', async () => {
    const token = await t.login('demo');
    const before = await t.count('account');
    const cases: [Record<string, unknown>, string][] = [
      [{ username: undefined }, '请填写用户名'],
      [{ username: '   ' }, '请填写用户名'],
      ...['a|b', 'a&b', 'a#b', 'a[b', 'a]b'].map((username): [Record<string, unknown>, string] => [
        { username },
        '用户名不能包含特殊字符 | & # [ ]',
      ]),
      [{ username: 'u'.repeat(21) }, '用户名最多20个字符'],
      [{ password: undefined, confirmPassword: undefined }, '请填写密码'],
      [{ confirmPassword: undefined }, '请填写确认密码'],
      [{ password: 'Short1', confirmPassword: 'Short1' }, '密码长度必须在8到20位之间'],
      [{ password: 'p'.repeat(21), confirmPassword: 'p'.repeat(21) }, '密码长度必须在8到20位之间'],
      [{ confirmPassword: 'Other12345' }, '两次输入的密码不一致'],
      [{ accountType: undefined }, '请选择账号类型'],
      [{ accountType: '0' }, '请选择账号类型'],
      [{ accountType: '3' }, '请选择账号类型'],
      [{ linkman: undefined }, '请填写联系人'],
      [{ linkman: '联'.repeat(31) }, '联系人最多30个字符'],
      [{ mobile: undefined }, '请填写手机号码'],
      [{ mobile: '12345678901' }, '请输入正确的手机号码'],
      [{ email: undefined }, '请填写电子邮箱'],
      [{ email: 'not-an-email' }, '请输入正确的电子邮箱'],
    ];
    for (const [overrides, msg] of cases) {
      const reply = await t.call('POST', ADD, { token, body: newForm(overrides) });
      expect({ overrides, reply }).toMatchObject({ overrides, reply: { code: Code.invalid, msg, data: null } });
    }
    expect(await t.count('account')).toBe(before);
  });

  it('refuses a username or mobile any account of the shop already has, writing nothing', async () => {
    const token = await t.login('demo');
    const before = await t.count('account');
    expect(await t.call('POST', ADD, { token, body: newForm({ username: 'demo_buyer' }) })).toMatchObject({
      code: Code.refused,
      msg: '用户名已被使用',
    });
    // Another company's username is taken too: usernames are unique across the shop.
    expect((await t.call('POST', ADD, { token, body: newForm({ username: 'other' }) })).msg).toBe('用户名已被使用');
    expect(await t.call('POST', ADD, { token, body: newForm({ mobile: '13800000001' }) })).toMatchObject({
      code: Code.refused,
      msg: '该手机号码已被其他账号使用',
    });
    expect((await t.call('POST', ADD, { token, body: newForm({ mobile: '13900000000' }) })).msg).toBe(
      '该手机号码已被其他账号使用',
    );
    expect(await t.count('account')).toBe(before);
  });

  it('answers in English when asked', async () => {
    const token = await t.login('demo');
    const reply = await t.call('POST', ADD, {
      token,
      body: newForm({ mobile: '13800000001' }),
      headers: { 'Accept-Language': 'en' },
    });
    expect(reply.msg).toBe('This mobile number is already used by another account');
  });
});

describe('rest/customer/updateAccount', () => {
  it('changes the fields and keeps the password when none is given', async () => {
    const token = await t.login('demo');
    const form = newForm();
    const id = await add(token, form);
    const session = await t.login(form.username, 'Sub12345');
    const changed = { ...newForm(), id, password: undefined, confirmPassword: undefined, accountType: '1' };
    expect(await t.call('POST', UPDATE, { token, body: changed })).toMatchObject({ code: 0, msg: '子账号修改成功' });
    expect(await accountRow(id)).toMatchObject({
      username: changed.username,
      account_type: 1,
      linkman: changed.linkman,
      mobile: changed.mobile,
      email: changed.email,
    });
    await t.login(changed.username, 'Sub12345');
    // The new type counts from the next request on, for a session already open too.
    const info = await t.call('GET', '/rest/customer/info', { token: session });
    expect(info.data).toMatchObject({ username: changed.username, customerAccountType: 1 });
  });

  it('keeps its own username and mobile, and refuses another account’s', async () => {
    const token = await t.login('demo');
    const form = newForm();
    const id = await add(token, form);
    const same = { ...form, id, password: undefined, confirmPassword: undefined, linkman: '孙七' };
    expect((await t.call('POST', UPDATE, { token, body: same })).code).toBe(0);
    const before = await accountRow(id);
    expect(await t.call('POST', UPDATE, { token, body: { ...same, username: 'demo_approver' } })).toMatchObject({
      code: Code.refused,
      msg: '用户名已被使用',
    });
    expect(await t.call('POST', UPDATE, { token, body: { ...same, mobile: '13800000000' } })).toMatchObject({
      code: Code.refused,
      msg: '该手机号码已被其他账号使用',
    });
    expect(await accountRow(id)).toEqual(before);
  });

  it('sets a new password given twice, ends the old sessions, and refuses a bad one', async () => {
    const token = await t.login('demo');
    const form = newForm();
    const id = await add(token, form);
    const session = await t.login(form.username, 'Sub12345');
    const before = await accountRow(id);
    const base = { ...form, id };
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'New12345', confirmPassword: undefined }, '请填写确认密码'],
      [{ password: undefined, confirmPassword: 'New12345' }, '请填写密码'],
      [{ password: 'New1', confirmPassword: 'New1' }, '密码长度必须在8到20位之间'],
      [{ password: 'New12345', confirmPassword: 'New123456' }, '两次输入的密码不一致'],
      [{ id: undefined }, '请选择子账号'],
      [{ id: 'abc' }, '请选择子账号'],
      [{ username: 'a[b' }, '用户名不能包含特殊字符 | & # [ ]'],
      [{ email: 'x@' }, '请输入正确的电子邮箱'],
    ];
    for (const [overrides, msg] of cases) {
      const reply = await t.call('POST', UPDATE, { token, body: { ...base, ...overrides } });
      expect({ overrides, reply }).toMatchObject({ overrides, reply: { code: Code.invalid, msg } });
    }
    expect(await accountRow(id)).toEqual(before);
    expect((await t.call('GET', '/rest/customer/info', { token: session })).code).toBe(0);

    const reply = await t.call('POST', UPDATE, {
      token,
      body: { ...base, password: 'New12345', confirmPassword: 'New12345' },
    });
    expect(reply.code).toBe(0);
    expect((await t.call('GET', '/rest/customer/info', { token: session })).code).toBe(Code.tokenInvalid);
    const old = await t.call('POST', '/rest/customer/login', {
      body: { loginType: '1', username: form.username, password: 'Sub12345' },
    });
    expect(old.msg).toBe('用户名或密码错误');
    await t.login(form.username, 'New12345');
  });

  it("answers 10040 for another company's sub-account, the main account and unknown ids, changing nothing", async () => {
    const token = await t.login('demo');
    const other = await t.login('other', 'Other12345');
    const foreign = await add(other, newForm());
    const foreignBefore = await accountRow(foreign);
    const mainId = await idOf('demo');
    const mainBefore = await accountRow(mainId);
    for (const id of [foreign, mainId, await idOf('other'), 999_999]) {
      const reply = await t.call('POST', UPDATE, { token, body: { ...newForm(), id } });
      expect(reply).toMatchObject({ code: Code.notFound, msg: '请求的数据不存在' });
    }
    expect(await accountRow(foreign)).toEqual(foreignBefore);
    expect(await accountRow(mainId)).toEqual(mainBefore);
  });
});

describe('rest/customer/deleteAccount/{id}', () => {
  it("answers 10040 for another company's sub-account, the main account and ids that are not ids", async () => {
    const token = await t.login('demo');
    const other = await t.login('other', 'Other12345');
    const foreign = await add(other, newForm());
    for (const id of [String(foreign), String(await idOf('demo')), '999999', 'abc', '0', '-1', '1.5']) {
      expect(await t.call('POST', `${DELETE}/${id}`, { token })).toMatchObject({ code: Code.notFound });
    }
    expect((await accountRow(foreign)).deleted_at).toBeNull();
    expect((await list(other, { limit: '100' })).list.map((row) => row.id)).toContain(foreign);
    expect((await accountRow(await idOf('demo'))).deleted_at).toBeNull();
  });

  it('keeps the row, ends its sessions and logins, and frees its username and mobile', async () => {
    const token = await t.login('demo');
    const form = newForm({ username: 'leaving_buyer' });
    const id = await add(token, form);
    const session = await t.login(form.username, form.password);
    const accounts = await t.count('account');

    expect(await t.call('POST', `${DELETE}/${id}`, { token })).toMatchObject({ code: 0, msg: '子账号删除成功' });

    // Soft: the row stays for the orders and purchases that point at it.
    expect(await t.count('account')).toBe(accounts);
    const row = await accountRow(id);
    expect(row.deleted_at).toBe(t.clock.now());
    expect(row.username).toBe(`leaving_buyer#${id}`);
    expect(row.mobile).toBe(`${form.mobile}#${id}`);
    const open = await t.db
      .selectFrom('session')
      .select('id')
      .where('account_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(open).toEqual([]);

    expect((await list(token, { limit: '100' })).list.map((item) => item.id)).not.toContain(id);
    expect((await t.call('GET', '/rest/customer/info', { token: session })).code).toBe(Code.tokenInvalid);

    // Login answers exactly as for an unknown account, by password (even with the tombstoned name) and by code.
    const unknown = await t.call('POST', '/rest/customer/login', {
      body: { loginType: '1', username: 'nobody_here', password: form.password },
    });
    for (const username of [form.username, row.username]) {
      const reply = await t.call('POST', '/rest/customer/login', {
        body: { loginType: '1', username, password: form.password },
      });
      expect(reply).toEqual(unknown);
    }
    // By code, even the right one sent to its mobile finds no account.
    t.clock.advance(61_000);
    await t.call('POST', '/api/sms/code', { body: { mobile: form.mobile } });
    const byCode = await t.call('POST', '/rest/customer/login', {
      body: { loginType: '2', mobile: form.mobile, code: await t.latestCode(form.mobile) },
    });
    expect(byCode).toMatchObject({ code: Code.refused, msg: '该手机号码未注册' });

    // Gone for every call: a second delete, an update.
    expect((await t.call('POST', `${DELETE}/${id}`, { token })).code).toBe(Code.notFound);
    expect((await t.call('POST', UPDATE, { token, body: { ...newForm(), id } })).code).toBe(Code.notFound);

    // Its username and mobile can be given to a new account.
    const again = await add(token, { ...form });
    expect(again).not.toBe(id);
    await t.login(form.username, form.password);
  });

  it('a token of the deleted account stays refused even if its session row were never revoked', async () => {
    const token = await t.login('demo');
    const form = newForm();
    const id = await add(token, form);
    const session = await t.login(form.username, form.password);
    await t.call('POST', `${DELETE}/${id}`, { token });
    await t.db.updateTable('session').set({ revoked_at: null }).where('account_id', '=', id).execute();
    expect((await t.call('GET', '/rest/customer/info', { token: session })).code).toBe(Code.tokenInvalid);
  });
});

describe('a username or mobile taken between the check and the write', () => {
  it('is recognised from the database error on either dialect, so it becomes the same refusal', async () => {
    const buyer = await accountRow(await idOf('demo_buyer'));
    const write = (values: Partial<typeof buyer>) =>
      t.db
        .insertInto('account')
        .values({ ...buyer, id: undefined, username: 'race_x', mobile: '13199999999', ...values })
        .execute()
        .then(
          () => null,
          (error: unknown) => error,
        );
    expect(uniqueViolation(await write({ username: 'demo_buyer' }))).toBe('username');
    expect(uniqueViolation(await write({ mobile: buyer.mobile }))).toBe('mobile');
    expect(uniqueViolation(new Error('something else'))).toBeNull();
  });
});
