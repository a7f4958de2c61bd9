import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveContract, type ContractMove } from '../../backend/areas/contracts/contract-transition.ts';
import { moveRemittance } from '../../backend/areas/statements/remittance-transition.ts';
import { moveStatement, type StatementMove } from '../../backend/areas/statements/statement-transition.ts';
import { AppError } from '../../backend/errors.ts';
import { COMMAND_LINE } from '../../backend/services/staff-actor.ts';
import { draftForm } from './contract-steps.ts';
import { startBackend, type TestBackend } from './harness.ts';
import { COMPANY_NAMES, statementSteps } from './statement-steps.ts';

/**
 * A statement's, a remittance's and a contract's state each have one executor that every caller
 * goes through (the buyer's routes, the console, the command line, the invoices console, the jobs).
 * Called here directly, as those callers do, inside a transaction: a step the table does not allow
 * is refused, a row that moved since it was read is not written, and a staff step writes its audit
 * row while the company's own do not. The routes' behaviour is the statement and contract tests'.
 */
let t: TestBackend;
let s: ReturnType<typeof statementSteps>;

beforeAll(async () => {
  t = await startBackend();
  s = statementSteps(t);
  await s.setUp();
});
afterAll(() => t.close());

/** The refusal's message key, or null when the step went through. */
const refusal = (step: Promise<unknown>) =>
  step.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? error.key : String(error)),
  );

/** Audit rows as [action, actor, before, after]. */
const trail = async (entity: 'statement' | 'contract', id: number) =>
  (await t.audits(entity, id)).map((row) => [
    row.action,
    row.actor,
    JSON.parse(row.before_json ?? 'null') as unknown,
    JSON.parse(row.after_json ?? 'null') as unknown,
  ]);

describe("the statement's executor", () => {
  const move = (step: StatementMove) => t.db.transaction().execute((trx) => moveStatement(trx, step, t.clock.now()));
  const read = async (id: number) => ({ ...(await s.row(id)), company: COMPANY_NAMES.demo });

  it('moves only as the table says, from the state read, with a staff audit row and none for the buyer', async () => {
    const { id } = await s.statementFor('demo', '2026-09');
    const made = await read(id);
    const now = t.clock.now();

    expect(await refusal(move({ action: 'confirm', actor: 'buyer', from: made }))).toBe('actionNotAllowed');
    const sent = { sent_at: now, first_sent_version: made.version };
    expect(await move({ action: 'send', actor: COMMAND_LINE, from: made, set: sent })).toBe(true);
    expect(await s.row(id)).toMatchObject({ state: 1, ...sent, updated_at: now });
    // Finance made it (statement.make); the send is the executor's row.
    expect((await trail('statement', id)).slice(1)).toEqual([
      ['statement.send', 'command line', { state: 0 }, { state: 1 }],
    ]);

    // The same read again: the statement moved since, so nothing is written.
    expect(await move({ action: 'adjust', actor: COMMAND_LINE, from: made })).toBe(false);
    // A buyer who read an older version does not confirm the newer one.
    const waiting = await read(id);
    const older = { ...waiting, version: waiting.version - 1 };
    expect(await move({ action: 'confirm', actor: 'buyer', from: older, unchanged: 'version' })).toBe(false);
    expect(await s.row(id)).toMatchObject({ state: 1 });

    const confirmed = { confirmed_at: now };
    expect(await move({ action: 'confirm', actor: 'buyer', from: waiting, unchanged: 'version', set: confirmed })).toBe(
      true,
    );
    expect(await s.row(id)).toMatchObject({ state: 2, pay_status: 0, ...confirmed });
    expect(await t.audits('statement', id)).toHaveLength(2);
  });

  it('refuses to accept or correct a dispute at 9 unless one is open', async () => {
    const { id } = await s.statementFor('demo', '2026-08');
    const overdue = { ...(await read(id)), state: 9, diversity: null };
    expect(await refusal(move({ action: 'acceptDispute', actor: COMMAND_LINE, from: overdue }))).toBe(
      'actionNotAllowed',
    );
    expect(await refusal(move({ action: 'resend', actor: COMMAND_LINE, from: overdue }))).toBe('actionNotAllowed');
  });
});

describe("the remittance's executor", () => {
  it('confirms or returns a recorded remittance once', async () => {
    const { id } = await s.statementFor('demo', '2026-07', { send: true });
    expect((await s.confirm(s.buyers.demo, { id })).code).toBe(0);
    await s.invoiced(id);
    const { amount } = await s.money(id);
    expect((await s.remit(s.buyers.demo, id, await s.remittanceForm(amount))).code).toBe(0);
    const [recorded] = await s.remittances(id);
    const by = { actor: COMMAND_LINE, reason: null, now: t.clock.now() };
    const handle = (from: { id: number; state: string }, action: 'confirm' | 'reject') =>
      t.db.transaction().execute((trx) => moveRemittance(trx, from, action, by));

    expect(await handle(recorded!, 'confirm')).toBe(true);
    // The same read again: another hand handled it first.
    expect(await handle(recorded!, 'reject')).toBe(false);
    const [confirmed] = await s.remittances(id);
    expect(confirmed).toMatchObject({ state: 'confirmed', handled_by: null, handled_at: by.now });
    expect(await refusal(handle(confirmed!, 'reject'))).toBe('actionNotAllowed');
  });
});

describe("the contract's executor", () => {
  it('moves only as the table says, from the state and version read, with a staff audit row and none for the buyer', async () => {
    const finance = await t.staffToken('finance');
    const { id } = await s.c.sent(finance, draftForm(s.company.demo));
    const sent = await s.c.row(id);
    const now = t.clock.now();
    const move = (step: ContractMove) => t.db.transaction().execute((trx) => moveContract(trx, step, now));
    const audited = (await t.audits('contract', id)).length;

    // Signing starts with the code: the table has no sign from 1.
    expect(await refusal(move({ action: 'sign', actor: 'buyer', from: sent }))).toBe('actionNotAllowed');
    expect(await move({ action: 'startSigning', actor: 'buyer', from: sent, set: { signing_at: now } })).toBe(true);
    expect(await s.c.row(id)).toMatchObject({ status: 2, signing_at: now, updated_at: now });
    expect(await t.audits('contract', id)).toHaveLength(audited);

    // The status read is gone, and then the version a member saw.
    expect(await move({ action: 'recall', actor: COMMAND_LINE, from: sent })).toBe(false);
    const signing = await s.c.row(id);
    const seenBefore = { ...signing, updated_at: signing.updated_at - 1 };
    expect(await move({ action: 'recall', actor: COMMAND_LINE, from: seenBefore, unchanged: 'updated_at' })).toBe(
      false,
    );

    const recall = { document_path: null, document_sha256: null, sent_at: null, signing_at: null };
    expect(
      await move({ action: 'recall', actor: COMMAND_LINE, from: signing, unchanged: 'updated_at', set: recall }),
    ).toBe(true);
    expect(await s.c.row(id)).toMatchObject({ status: 0, ...recall });
    expect((await trail('contract', id)).at(-1)).toEqual([
      'contract.recall',
      'command line',
      { status: 2 },
      { status: 0 },
    ]);
    expect((await t.audits('contract', id)).at(-1)!.entity_label).toBe(`${signing.contract_no} ${COMPANY_NAMES.demo}`);
  });
});
