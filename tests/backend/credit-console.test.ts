import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserCredit } from '../../common/areas/account/account.ts';
import type { ConsoleCredit } from '../../common/areas/credit/console.ts';
import { Code, type Page } from '../../common/envelope.ts';
import { companyOf } from './company-of.ts';
import { setQuota } from './credit.ts';
import { freshCompany } from './fresh-company.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * The console's credit list (/rest/staff/credit): each company the ledger has rows for, with the
 * same 授信额度, 已用额度 and 可用额度 its own people read; searched by name, filtered to those
 * owing or used up, sorted and paged like every console list; staff only.
 */
let t: TestBackend;
let demo: number;
let other: number;

const list = async (query: Record<string, string> = {}, role = 'finance') => {
  const reply = await t.consoleGet<Page<ConsoleCredit>>('/credit', role, query);
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
};
const rowOf = (page: Page<ConsoleCredit>, companyId: number) => page.list.find((row) => row.companyId === companyId);

beforeAll(async () => {
  t = await startBackend();
  demo = await companyOf(t, 'demo');
  other = await companyOf(t, 'other');
});
afterAll(() => t.close());

describe("the console's credit list", () => {
  it("shows each company's credit as the company's own header does, most used first", async () => {
    const page = await list();
    for (const [username, companyId] of [
      ['demo', demo],
      ['other', other],
    ] as const) {
      const info = await t.call<UserCredit>('GET', '/rest/customer/info', { token: await t.buyerToken(username) });
      expect(rowOf(page, companyId)).toMatchObject({
        creditLimit: info.data.creditLimit,
        usedQuota: info.data.usedQuota,
        quota: info.data.quota,
        overLimit: 0,
      });
    }
    const used = page.list.map((row) => row.usedQuota);
    expect(used).toEqual([...used].sort((a, b) => b - a));
    expect(page.total).toBe(page.list.length);
    expect(page.list[0]!.changeDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('leaves out a company without credit, finds one by its name, and filters those owing or used up', async () => {
    const { companyId: fresh } = await freshCompany(t);
    expect(rowOf(await list(), fresh)).toBeUndefined();

    const owing = await list({ status: 'inUse' });
    expect(rowOf(owing, demo)).toBeDefined();
    expect(owing.list.every((row) => row.usedQuota > 0)).toBe(true);

    // The demo company's quota brought to nothing: it is used up, with nothing over the limit.
    await setQuota(t.db, demo, 0);
    const usedUp = await list({ status: 'usedUp' });
    expect(usedUp.list.map((row) => row.companyId)).toEqual([demo]);
    expect(usedUp.list[0]).toMatchObject({ quota: 0, overLimit: 0 });

    const name = (await t.db.selectFrom('company').select('name').where('id', '=', other).executeTakeFirstOrThrow())
      .name;
    expect((await list({ q: name.slice(0, 4) })).list.map((row) => row.companyId)).toContain(other);
    expect((await list({ q: '没有这样的公司' })).total).toBe(0);
  });

  it('shows what is owed past the limit once a contract shrinks below what is in use', async () => {
    const before = rowOf(await list(), other)!;
    await t.db
      .insertInto('credit_entry')
      .values({ company_id: other, kind: 'use', ref_id: null, used_change: 50_000, created_at: t.clock.now() })
      .execute();
    await setQuota(t.db, other, 0);
    await t.db
      .insertInto('credit_entry')
      .values({ company_id: other, kind: 'expire', ref_id: null, limit_change: -20_000, created_at: t.clock.now() })
      .execute();
    const after = rowOf(await list(), other)!;
    expect(after).toMatchObject({ quota: 0, overLimit: 2, usedQuota: before.usedQuota + 5 });
  });

  it('sorts and pages like every console list, and falls back on a sort it does not know', async () => {
    const byName = await list({ sort: 'name', dir: 'asc' });
    const names = byName.list.map((row) => row.company);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const first = await list({ sort: 'limit', limit: '10', page: '1' });
    expect(first.list.length).toBeLessThanOrEqual(10);
    expect((await list({ sort: 'nonsense' })).list).toEqual((await list()).list);
  });

  it('is read by any staff role, and by no buyer', async () => {
    expect((await list({}, 'viewer')).total).toBeGreaterThan(0);
    const asBuyer = await t.call('GET', '/rest/staff/credit', { token: await t.buyerToken('demo') });
    expect(asBuyer.code).not.toBe(0);
    expect((await t.call('GET', '/rest/staff/credit')).code).toBe(Code.tokenInvalid);
  });
});
