import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleCompanyDetail } from '../../common/areas/account/console.ts';
import type { ConsoleOrderDetail } from '../../common/areas/orders/console.ts';
import type { Todo } from '../../common/areas/staff/console.ts';
import type { StaffInfo } from '../../common/areas/staff/staff.ts';
import type { SubmitResult } from '../../common/areas/orders/order-types.ts';
import { Code, type Page } from '../../common/envelope.ts';
import { hashPassword } from '../../backend/password.ts';
import { companyOf } from './company-of.ts';
import { deliveryFor, plentifulGoods } from './demo-buying.ts';
import { startBackend, type TestBackend } from './harness.ts';

/** The staff REST area: sessions, roles, the console services' actions, the audit trail. */
let t: TestBackend;
let demoCompany: number;
let goodsId: number;
let serial = 0;

const auditCount = () => t.count('audit_log');

/** A registration waiting to be vetted, written as registration writes it. */
async function pendingCompany(name = '待审核测试有限公司') {
  serial += 1;
  const tag = String(serial).padStart(6, '0');
  const now = t.clock.now();
  const { id } = await t.db
    .insertInto('company')
    .values({
      name: `${name}${tag}`,
      linkman: '孙七',
      mobile: `13688${tag}`,
      email: `p${tag}@example.com`,
      status: 'pending',
      created_at: now,
      vetted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const username = `pending_${tag}`;
  await t.db
    .insertInto('account')
    .values({
      company_id: id,
      username,
      password_hash: await hashPassword('Pending123'),
      account_type: 0,
      linkman: '孙七',
      mobile: `13688${tag}`,
      email: `p${tag}@example.com`,
      created_at: now,
    })
    .execute();
  return { id, username, mobile: `13688${tag}` };
}

/** An offline-paid order of the demo company, awaiting payment. */
async function offlineOrder(quantity = 1) {
  const buyer = await t.buyerToken('demo');
  const uuId = (await t.call<number>('POST', '/rest/order/buyGoods', { token: buyer, body: { goodsId, quantity } }))
    .data;
  const { address, header } = await deliveryFor(t, demoCompany);
  const placed = await t.call<SubmitResult>('POST', '/rest/order/submitOrder', {
    token: buyer,
    body: { uuId, payTypeId: 1, consigneeId: address, invoiceHeader: header },
  });
  expect(placed.code, placed.msg).toBe(0);
  const order = await t.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', placed.data.orderId)
    .executeTakeFirstOrThrow();
  return order;
}

const act = async <T>(path: string, role: string, body: Record<string, unknown> = {}) =>
  t.call<T>('POST', `/rest/staff${path}`, { token: await t.staffToken(role), body });

beforeAll(async () => {
  t = await startBackend();
  demoCompany = await companyOf(t, 'demo');
  goodsId = await plentifulGoods(t);
});
afterAll(() => t.close());

describe('staff sessions', () => {
  it('logs a staff member in and answers who they are, with roles', async () => {
    const info = await t.call<StaffInfo>('GET', '/rest/staff/info', { token: await t.staffToken('finance') });
    expect(info).toMatchObject({ code: 0, data: { username: 'staff_finance', roles: ['finance'] } });
  });

  it('refuses a wrong password as it refuses an unknown username', async () => {
    const wrong = await t.call('POST', '/rest/staff/login', {
      body: { username: 'staff_admin', password: 'nope12345' },
    });
    const unknown = await t.call('POST', '/rest/staff/login', {
      body: { username: 'nobody_here', password: 'nope12345' },
    });
    expect(wrong).toMatchObject({ code: Code.refused, msg: '用户名或密码错误' });
    expect(unknown).toMatchObject({ code: Code.refused, msg: '用户名或密码错误' });
  });

  it('keeps buyers and staff apart: neither token reaches the other side', async () => {
    const buyer = await t.buyerToken('demo');
    expect((await t.call('GET', '/rest/staff/info', { token: buyer })).code).toBe(Code.tokenInvalid);
    expect((await t.call('GET', '/rest/staff/companies', { token: buyer })).code).toBe(Code.tokenInvalid);
    expect((await t.call('GET', '/rest/customer/info', { token: await t.staffToken('admin') })).code).toBe(
      Code.tokenInvalid,
    );
  });

  it('ends a session idle for 30 minutes, and any session after 12 hours', async () => {
    const idle = await t.staffLogin('staff_viewer');
    t.clock.advance(31 * 60_000);
    expect((await t.call('GET', '/rest/staff/info', { token: idle })).code).toBe(Code.tokenExpired);

    const busy = await t.staffLogin('staff_viewer');
    for (let hour = 0; hour < 12; hour += 0.25) {
      t.clock.advance(15 * 60_000);
      const reply = await t.call('GET', '/rest/staff/info', { token: busy });
      if (hour < 11.5) expect(reply.code).toBe(0);
    }
    t.clock.advance(60_000);
    expect((await t.call('GET', '/rest/staff/info', { token: busy })).code).toBe(Code.tokenExpired);
  });

  it('logs out: the token stops working', async () => {
    const token = await t.staffLogin('staff_viewer');
    expect((await t.call('POST', '/rest/staff/logout', { token })).code).toBe(0);
    expect((await t.call('GET', '/rest/staff/info', { token })).code).toBe(Code.tokenInvalid);
  });
});

describe('registrations', () => {
  it('lets service approve a pending registration: SMS sent, audit row written, login works', async () => {
    const company = await pendingCompany();
    const before = await auditCount();
    const reply = await act<ConsoleCompanyDetail>(`/companies/${company.id}/approve`, 'service', { seen: 'pending' });
    expect(reply, reply.msg).toMatchObject({ code: 0, data: { status: 'approved', actions: ['block'] } });
    expect(reply.data.timeline[0]).toMatchObject({
      actor: 'staff_service',
      action: 'company.approve',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    expect(await auditCount()).toBe(before + 1);
    expect((await t.backend.services.sms.latestMessage(company.mobile))?.content).toContain('审核通过');
    await t.login(company.username, 'Pending123');
  });

  it('refuses roles without the right, and writes nothing', async () => {
    const company = await pendingCompany();
    const before = await auditCount();
    for (const role of ['finance', 'warehouse', 'viewer']) {
      expect((await act(`/companies/${company.id}/approve`, role)).code).toBe(Code.roleNotAllowed);
    }
    expect(await auditCount()).toBe(before);
    expect((await t.consoleGet<Page<unknown>>('/companies', 'viewer', { status: 'pending' })).code).toBe(0);
  });

  it('needs a reason to refuse, and tells the company by SMS', async () => {
    const company = await pendingCompany();
    expect((await act(`/companies/${company.id}/refuse`, 'service')).code).toBe(Code.invalid);
    const refused = await act<ConsoleCompanyDetail>(`/companies/${company.id}/refuse`, 'service', {
      reason: '营业执照不清晰',
    });
    expect(refused.data.status).toBe('refused');
    expect((await t.backend.services.sms.latestMessage(company.mobile))?.content).toContain('营业执照不清晰');
  });

  it('answers the second of two staff with 10060 and the fresh state, never a double effect', async () => {
    const company = await pendingCompany();
    const before = await auditCount();
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        act<ConsoleCompanyDetail>(`/companies/${company.id}/${i % 2 ? 'refuse' : 'approve'}`, 'admin', {
          seen: 'pending',
          reason: '重复',
        }),
      ),
    );
    expect(replies.filter((reply) => reply.code === 0)).toHaveLength(1);
    const losers = replies.filter((reply) => reply.code !== 0);
    for (const loser of losers) expect(loser).toMatchObject({ code: Code.conflict, msg: '已被他人处理' });
    expect(['approved', 'refused']).toContain(losers[0]!.data.status);
    expect(await auditCount()).toBe(before + 1);
  });

  it('blocks a company: every token of its accounts ends at once and login is refused; unblock restores it', async () => {
    const buyer = await t.login('demo_buyer');
    const blocked = await act<ConsoleCompanyDetail>(`/companies/${demoCompany}/block`, 'service', {
      reason: '逾期未付款',
      seen: 'approved',
    });
    expect(blocked.data).toMatchObject({ status: 'blocked', actions: ['unblock'] });
    expect((await t.call('GET', '/rest/customer/info', { token: buyer })).code).toBe(Code.tokenInvalid);
    const login = await t.call('POST', '/rest/customer/login', {
      body: { loginType: '1', username: 'demo', password: 'Demo12345' },
    });
    expect(login).toMatchObject({ code: Code.refused, msg: '企业账号已被停用，请联系客服' });
    const unblocked = await act<ConsoleCompanyDetail>(`/companies/${demoCompany}/unblock`, 'service', {
      seen: 'blocked',
    });
    expect(unblocked.data.status).toBe('approved');
    await t.login('demo');
  });

  it('refuses an action the state does not allow, writing nothing', async () => {
    const before = await auditCount();
    const reply = await act<ConsoleCompanyDetail>(`/companies/${demoCompany}/approve`, 'service');
    expect(reply).toMatchObject({ code: Code.conflict, data: { status: 'approved' } });
    expect(await auditCount()).toBe(before);
  });

  it('finds a company by name, username or mobile, and shows the 2-working-day deadline of pending ones', async () => {
    const company = await pendingCompany('可搜索有限公司');
    const found = await t.consoleGet<Page<{ id: number; deadline: string | null }>>('/companies', 'viewer', {
      q: company.username,
    });
    expect(found.data.list.map((row) => row.id)).toEqual([company.id]);
    expect(found.data.list[0]!.deadline).not.toBeNull();
    // A sub-account's username finds its company.
    const bySubAccount = await t.consoleGet<Page<{ id: number }>>('/companies', 'viewer', { q: 'demo_buyer' });
    expect(bySubAccount.data.list.map((row) => row.id)).toEqual([demoCompany]);
  });
});

describe('orders', () => {
  it('refuses a transfer that does not match the amount due, with the difference, changing nothing', async () => {
    const order = await offlineOrder();
    const due = Number(order.total_amount) / 10_000;
    const before = await auditCount();
    const short = await act(`/orders/${order.id}/confirmPayment`, 'finance', {
      amount: (due - 1).toFixed(2),
      date: '2026-11-22',
      serial: 'B123',
    });
    expect(short.code).toBe(Code.refused);
    expect(short.msg).toContain('相差1');
    expect(await auditCount()).toBe(before);
    expect(
      (await t.db.selectFrom('orders').select('order_status').where('id', '=', order.id).executeTakeFirstOrThrow())
        .order_status,
    ).toBe(0);
  });

  it('confirms a transfer once under concurrency, then ships; wrong roles are refused', async () => {
    const order = await offlineOrder();
    const amount = (Number(order.total_amount) / 10_000).toFixed(2);
    expect(
      (await act(`/orders/${order.id}/confirmPayment`, 'warehouse', { amount, date: '2026-11-22', serial: 'B1' })).code,
    ).toBe(Code.roleNotAllowed);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        act<ConsoleOrderDetail>(`/orders/${order.id}/confirmPayment`, 'finance', {
          amount,
          date: '2026-11-22',
          serial: 'B200',
          seen: '0',
        }),
      ),
    );
    expect(replies.filter((reply) => reply.code === 0)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.code !== 0))
      expect(reply).toMatchObject({ code: Code.conflict, data: { orderStatus: 1 } });
    const events = await t.db
      .selectFrom('order_event')
      .select('kind')
      .where('order_id', '=', order.id)
      .where('kind', '=', 'paid')
      .execute();
    expect(events).toHaveLength(1);

    expect((await act(`/orders/${order.id}/ship`, 'finance', { carrier: '顺丰速运', trackingNo: 'SF1' })).code).toBe(
      Code.roleNotAllowed,
    );
    const shipped = await act<ConsoleOrderDetail>(`/orders/${order.id}/ship`, 'warehouse', {
      carrier: '顺丰速运',
      trackingNo: 'SF123',
      seen: '1',
    });
    expect(shipped.data).toMatchObject({
      orderStatus: 2,
      carrier: '顺丰速运',
      trackingNo: 'SF123',
      paymentSerial: 'B200',
    });
    expect(shipped.data.timeline.map((entry) => entry.action)).toEqual(['order.ship', 'order.confirmPayment']);
  });

  it('cancels an unpaid order with a reason and gives its stock back; a paid one cannot be cancelled here', async () => {
    const stock = async () =>
      (await t.db.selectFrom('goods').select('inventory').where('id', '=', goodsId).executeTakeFirstOrThrow())
        .inventory;
    const before = await stock();
    const order = await offlineOrder(3);
    expect(await stock()).toBe(before - 3);
    expect((await act(`/orders/${order.id}/cancel`, 'service')).code).toBe(Code.invalid);
    const cancelled = await act<ConsoleOrderDetail>(`/orders/${order.id}/cancel`, 'service', {
      reason: '客户要求取消',
    });
    expect(cancelled.data).toMatchObject({ orderStatus: 4, cancelReason: '客户要求取消', actions: [] });
    expect(await stock()).toBe(before);
    const again = await act(`/orders/${order.id}/cancel`, 'service', { reason: '再次' });
    expect(again.code).toBe(Code.conflict);
  });

  it('lists and finds orders by number, with the pay mode and state', async () => {
    const order = await offlineOrder();
    const found = await t.consoleGet<Page<{ orderNo: string; orderStatus: number }>>('/orders', 'viewer', {
      q: order.order_no,
    });
    expect(found.data.list).toEqual([expect.objectContaining({ orderNo: order.order_no, orderStatus: 0 })]);
    const detail = await t.consoleGet<ConsoleOrderDetail>(`/orders/${order.id}`, 'viewer');
    expect(detail.data.actions).toEqual(['confirmPayment', 'staffCancel']);
  });
});

describe('goods', () => {
  it('takes goods off sale (out of search and carts greyed) and back, with the audit trail', async () => {
    const off = await act<{ onSale: boolean }>(`/goods/${goodsId}/sale`, 'warehouse', { onSale: '0', seen: '1' });
    expect(off.data.onSale).toBe(false);
    const buyer = await t.buyerToken('demo');
    expect((await t.call('POST', '/rest/car/add', { token: buyer, body: { goodsId, quantity: 1 } })).msg).toBe(
      '该商品已下架',
    );
    expect((await act(`/goods/${goodsId}/sale`, 'warehouse', { onSale: '0', seen: '1' })).code).toBe(Code.conflict);
    expect((await act(`/goods/${goodsId}/sale`, 'warehouse', { onSale: '1', seen: '0' })).code).toBe(0);
    const trail = await t.audits('goods', goodsId);
    expect(trail.map((row) => [row.action, row.before_json, row.after_json])).toEqual([
      ['goods.onSale', '{"onSale":true}', '{"onSale":false}'],
      ['goods.onSale', '{"onSale":false}', '{"onSale":true}'],
    ]);
  });

  it('changes stock (warehouse) and price (finance) and refuses the other way round', async () => {
    expect((await act(`/goods/${goodsId}/price`, 'warehouse', { price: '9.90' })).code).toBe(Code.roleNotAllowed);
    expect((await act(`/goods/${goodsId}/stock`, 'finance', { stock: '5' })).code).toBe(Code.roleNotAllowed);
    expect((await act(`/goods/${goodsId}/stock`, 'warehouse', { stock: '-1' })).code).toBe(Code.invalid);
    expect((await act<{ stock: number }>(`/goods/${goodsId}/stock`, 'warehouse', { stock: '5000' })).data.stock).toBe(
      5000,
    );
    expect((await act<{ price: number }>(`/goods/${goodsId}/price`, 'finance', { price: '12.5' })).data.price).toBe(
      12.5,
    );
  });
});

describe('merchant messages, SMS outbox, audit trail', () => {
  it('marks a message handled once', async () => {
    await t.call('POST', '/rest/merchantcenter/submit', {
      body: { content: '请联系我', company: '丙公司', linkman: '钱八', phone: '13712345678' },
    });
    const { data } = await t.consoleGet<Page<{ id: number }>>('/messages', 'viewer', { status: 'open' });
    const id = data.list[0]!.id;
    const handled = await act<{ handledBy: string; note: string }>(`/messages/${id}/handle`, 'service', {
      note: '已电话回复',
    });
    expect(handled.data).toMatchObject({ handledBy: 'staff_service', note: '已电话回复' });
    expect((await act(`/messages/${id}/handle`, 'service', { note: '再次' })).code).toBe(Code.conflict);
  });

  it('shows the SMS outbox with states', async () => {
    const sms = await t.consoleGet<Page<{ state: string; content: string }>>('/sms', 'viewer');
    expect(sms.data.total).toBeGreaterThan(0);
    expect(sms.data.list[0]!.state).toBe('stored');
  });

  it('lists the audit trail, which the database refuses to change or delete', async () => {
    const trail = await t.consoleGet<Page<{ entity: string }>>('/audit', 'viewer', { entity: 'company' });
    expect(trail.data.total).toBeGreaterThan(0);
    expect(trail.data.list.every((row) => row.entity === 'company')).toBe(true);
    await expect(sql`update audit_log set actor = 'x'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
  });
});

describe('the to-do home', () => {
  it('counts each queue with the age of its oldest item and flags a late registration', async () => {
    await pendingCompany('逾期审核有限公司');
    t.clock.advance(5 * 24 * 60 * 60_000);
    const { data } = await t.consoleGet<Todo>('/todo', 'viewer');
    const queues = Object.fromEntries(data.queues.map((queue) => [queue.key, queue]));
    expect(Object.keys(queues)).toEqual([
      'registrations',
      'certifications',
      'afterSaleVetting',
      'afterSaleGoods',
      'afterSaleRefund',
      'payments',
      'shipments',
      'purchasesWaiting',
      'messages',
      'outOfStock',
      'contractsToSend',
      'contractsExpiring',
      'statementsToMake',
      'statementsToSend',
      'statementDisputes',
      'remittancesToConfirm',
      'overdueStatements',
      'invoicesToIssue',
      'invoiceReversals',
    ]);
    expect(queues.registrations).toMatchObject({ overdue: true });
    expect(queues.registrations!.count).toBeGreaterThan(0);
    expect(queues.payments!.count).toBeGreaterThan(0);
  });
});

describe('staff accounts', () => {
  it('lets every member edit their own profile and password; other sessions end', async () => {
    const other = await t.staffLogin('staff_warehouse');
    const profile = await act<StaffInfo>('/profile', 'warehouse', { name: '仓库老张', mobile: '13900000099' });
    expect(profile.data).toMatchObject({ name: '仓库老张', mobile: '13900000099' });
    expect(
      (
        await act('/password', 'warehouse', {
          oldPassword: 'wrong-one',
          newPassword: 'Staff54321',
          confirmPassword: 'Staff54321',
        })
      ).msg,
    ).toBe('当前密码不正确');
    expect(
      (
        await act('/password', 'warehouse', {
          oldPassword: 'Staff12345',
          newPassword: 'Staff54321',
          confirmPassword: 'Staff54321',
        })
      ).code,
    ).toBe(0);
    expect((await t.call('GET', '/rest/staff/info', { token: other })).code).toBe(Code.tokenInvalid);
    expect((await t.call('GET', '/rest/staff/info', { token: await t.staffToken('warehouse') })).code).toBe(0);
  });

  it('lets only an admin open accounts and deactivate them, which ends their sessions at once', async () => {
    const form = {
      username: 'staff_new',
      name: '新同事',
      mobile: '13900000100',
      password: 'Newbie1234',
      roles: ['service', 'viewer'],
    };
    expect((await act('/staff/add', 'service', form)).code).toBe(Code.roleNotAllowed);
    const created = await act<StaffInfo>('/staff/add', 'admin', form);
    expect(created.data.roles).toEqual(['service', 'viewer']);
    expect((await act('/staff/add', 'admin', form)).msg).toBe('用户名已被使用');
    const token = await t.staffLogin('staff_new', 'Newbie1234');
    const off = await act(`/staff/${created.data.id}/access`, 'admin', { roles: ['service'], reason: '离职' });
    expect(off.code, off.msg).toBe(0);
    expect((await t.call('GET', '/rest/staff/info', { token })).code).toBe(Code.tokenInvalid);
    expect(
      (await t.call('POST', '/rest/staff/login', { body: { username: 'staff_new', password: 'Newbie1234' } })).msg,
    ).toBe('该员工账号已停用');
  });

  it('refuses a second admin’s stale change of the same member with 10060 and the fresh member', async () => {
    const member = await act<StaffInfo & { version: number }>('/staff/add', 'admin', {
      username: 'staff_twice',
      name: '双改',
      mobile: '13900000101',
      password: 'Twice12345',
      roles: ['viewer'],
    });
    const { data: listed } = await t.consoleGet<Page<{ username: string; version: number }>>('/staff', 'admin', {
      q: 'staff_twice',
    });
    const seen = listed.list[0]!.version;
    const first = await act(`/staff/${member.data.id}/access`, 'admin', { roles: ['service'], active: 'on', seen });
    expect(first.code, first.msg).toBe(0);
    const second = await act<{ roles: string[] }>(`/staff/${member.data.id}/access`, 'admin', {
      roles: ['finance'],
      active: 'on',
      seen,
    });
    expect(second).toMatchObject({ code: Code.conflict, msg: '已被他人处理', data: { roles: ['service'] } });
  });

  it('keeps at least one active admin', async () => {
    const admin = await t.db
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'staff_admin')
      .executeTakeFirstOrThrow();
    const reply = await act(`/staff/${admin.id}/access`, 'admin', { roles: ['viewer'], active: 'on' });
    expect(reply.msg).toBe('至少要保留一个在职的管理员');
  });
});
