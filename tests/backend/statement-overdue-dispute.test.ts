import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_LINE } from '../../backend/services/staff-actor.ts';
import { Code } from '../../common/envelope.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * A dispute still open when the due date passes: the statement becomes overdue like any
 * unpaid one, and finance can still accept the difference (a new version, still overdue until
 * paid) — it is never stuck between a dispute nobody may answer and a debt nobody agreed.
 */
let t: TestBackend;
let demo: string;
let statementId: number;

beforeAll(async () => {
  t = await startBackend();
  demo = await t.buyerToken('demo');
  const seeded = await t.db
    .selectFrom('statement')
    .innerJoin('account', 'account.company_id', 'statement.company_id')
    .select(['statement.id', 'statement.due_date'])
    .where('account.username', '=', 'demo')
    .executeTakeFirstOrThrow();
  statementId = seeded.id;
});

afterAll(async () => {
  await t?.close();
});

describe('a dispute open past the due date', () => {
  it('goes overdue, and finance still accepts the difference as a new version that stays overdue until paid', async () => {
    const disputed = await t.call('POST', '/rest/customer/bill/confirm', {
      token: demo,
      body: { id: statementId, diversity: '10.00', diversityReson: '运费重复计算' },
    });
    expect(disputed.code, disputed.msg).toBe(0);
    const before = await t.db
      .selectFrom('statement')
      .selectAll()
      .where('id', '=', statementId)
      .executeTakeFirstOrThrow();
    expect(before.state).toBe(3);

    // Past the due date: the daily job makes it overdue, with its dispute still open.
    while ((await t.backend.services.statementTerms.markOverdue()) === 0) t.clock.advance(24 * 3_600_000);
    const overdue = await t.backend.services.statementConsole.detail(COMMAND_LINE, statementId);
    expect(overdue).toMatchObject({ state: 9 });
    expect(overdue.actions).toEqual(expect.arrayContaining(['acceptDispute', 'resend']));

    const accepted = await t.backend.services.statementConsole.acceptDispute(
      COMMAND_LINE,
      statementId,
      String(overdue.seen),
    );
    expect(accepted).toMatchObject({ state: 9, version: 2 });
    const after = await t.db
      .selectFrom('statement')
      .selectAll()
      .where('id', '=', statementId)
      .executeTakeFirstOrThrow();
    expect(Number(after.account_amount)).toBe(Number(before.account_amount) - 100_000);
    // Accepted once: a second hand finds nothing left to accept.
    const again = await t.backend.services.statementConsole
      .acceptDispute(COMMAND_LINE, statementId, String(accepted.seen))
      .then(
        () => 0,
        (error: { code?: number }) => error.code,
      );
    expect(again).toBe(Code.conflict);
  });
});
