import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, TABLE_PAGE_SIZES } from '../../common/constants.ts';
import type { ConsoleRemittance } from '../../common/areas/statements/console.ts';
import { Code, type Page } from '../../common/envelope.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * The remittances queue (GET rest/staff/remittances) pages as the console's lists do: 20 a page
 * unless told, newest first, page 2 holding what page 1 could not, the whole state's total on
 * every page, and a page or size out of bounds clamped rather than refused. The rows are written
 * straight to the database, all at one moment (so only the id orders them): paging reads them
 * whatever recorded them, and recording is statements-money.test.ts's subject.
 */
let t: TestBackend;
let viewer: string;
/** The ids of each state's rows, newest first, as the queue should list them. */
const ids: Record<'recorded' | 'confirmed' | 'rejected', number[]> = { recorded: [], confirmed: [], rejected: [] };
const COUNTS = { recorded: 25, confirmed: 3, rejected: MAX_PAGE_SIZE + 5 };

const remittances = async (query: Record<string, string> = {}, token = viewer) => {
  const reply = await t.call<Page<ConsoleRemittance>>('GET', '/rest/staff/remittances', { token, query });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
};
const idsOf = (page: Page<ConsoleRemittance>) => page.list.map((row) => row.id);

beforeAll(async () => {
  t = await startBackend();
  viewer = await t.staffToken('viewer');
  const statement = await t.db
    .selectFrom('statement')
    .innerJoin('account', 'account.company_id', 'statement.company_id')
    .innerJoin('company', 'company.id', 'statement.company_id')
    .select(['statement.id', 'statement.company_id', 'account.id as account_id', 'company.name'])
    .where('account.username', '=', 'demo')
    .executeTakeFirstOrThrow();
  let serial = 0;
  for (const state of ['recorded', 'confirmed', 'rejected'] as const) {
    const rows = Array.from({ length: COUNTS[state] }, () => ({
      statement_id: statement.id,
      company_id: statement.company_id,
      amount: 1_000_000,
      remit_date: '2026-11-20',
      payer_name: statement.name,
      payer_account: '6222020000000000',
      serial: `PAGING${String(++serial).padStart(4, '0')}`,
      voucher: 'voucher.png',
      state,
      account_id: statement.account_id,
      reject_reason: state === 'rejected' ? '未到账' : null,
      created_at: t.clock.now(),
    }));
    const inserted = await t.db.insertInto('remittance').values(rows).returning('id').execute();
    ids[state] = inserted.map((row) => row.id).sort((a, b) => b - a);
  }
});
afterAll(() => t.close());

describe('the remittances queue, a page at a time (GET rest/staff/remittances)', () => {
  it('lists 20 recorded remittances a page, newest first, and page 2 holds the rest', async () => {
    const first = await remittances();
    expect(first.total).toBe(COUNTS.recorded);
    expect(first.list).toHaveLength(TABLE_PAGE_SIZES[1]);
    expect(first.list.every((row) => row.state === 'recorded')).toBe(true);
    const second = await remittances({ page: '2' });
    expect(second.total).toBe(COUNTS.recorded);
    expect(second.list).toHaveLength(COUNTS.recorded - TABLE_PAGE_SIZES[1]);
    // Every row on exactly one page, in the queue's order (the id breaks the moment's tie).
    expect([...idsOf(first), ...idsOf(second)]).toEqual(ids.recorded);
    // Past the end: no rows, the same total.
    expect(await remittances({ page: '3' })).toEqual({ list: [], total: COUNTS.recorded });
  });

  it('pages in the size asked for, and each state on its own', async () => {
    const pages = await Promise.all(['1', '2', '3', '4'].map((page) => remittances({ page, limit: '7' })));
    expect(pages.map((page) => page.list.length)).toEqual([7, 7, 7, 4]);
    expect(pages.flatMap(idsOf)).toEqual(ids.recorded);
    expect(await remittances({ state: 'confirmed' })).toMatchObject({ total: COUNTS.confirmed });
    expect(idsOf(await remittances({ state: 'confirmed' }))).toEqual(ids.confirmed);
    const rejected = await remittances({ state: 'rejected', page: '2' });
    expect(rejected.total).toBe(COUNTS.rejected);
    expect(idsOf(rejected)).toEqual(ids.rejected.slice(20, 40));
    // An unknown state is the queue finance works: the recorded ones.
    expect(await remittances({ state: 'all' })).toEqual(await remittances());
  });

  it('clamps a page or size out of bounds, and reads nonsense as page 1 of 20, as the console lists do', async () => {
    const biggest = await remittances({ state: 'rejected', limit: '1000' });
    expect(biggest.total).toBe(COUNTS.rejected);
    expect(idsOf(biggest)).toEqual(ids.rejected.slice(0, MAX_PAGE_SIZE));
    for (const limit of ['0', '-3'])
      expect(idsOf(await remittances({ limit })), limit).toEqual(ids.recorded.slice(0, 1));
    const first = idsOf(await remittances());
    for (const page of ['0', '-1', 'abc', '1e3', ''])
      expect(idsOf(await remittances({ page })), `page ${page}`).toEqual(first);
    for (const limit of ['abc', '1e3', ''])
      expect(idsOf(await remittances({ limit })), `limit ${limit}`).toEqual(first);
    // A page beyond the last that may be asked for is clamped too: no rows, the total kept.
    expect(await remittances({ page: '99999999' })).toEqual({ list: [], total: COUNTS.recorded });
    // The statements list, paged by the same rule, reads the same nonsense the same way.
    const statements = await t.call<Page<unknown>>('GET', '/rest/staff/statements', {
      token: viewer,
      query: { page: '0', limit: '0' },
    });
    expect(statements.data.list).toHaveLength(1);
  });

  it('is read by staff only', async () => {
    const buyer = await t.buyerToken('demo');
    expect((await t.call('GET', '/rest/staff/remittances', { token: buyer })).code).toBe(Code.tokenInvalid);
    expect((await t.call('GET', '/rest/staff/remittances')).code).toBe(Code.tokenInvalid);
  });
});
