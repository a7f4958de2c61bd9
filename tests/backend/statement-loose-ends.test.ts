import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleInvoiceStatement } from '../../common/areas/invoices/console.ts';
import { StatementState } from '../../common/areas/statements/transitions.ts';
import { Code, type Page } from '../../common/envelope.ts';
import { message, type MessageKey, type MessageParams } from '../../common/messages.ts';
import { moneyToText, moneyToWire, type Money } from '../../common/money.ts';
import { startBackend, type TestBackend } from './harness.ts';
import { statementSteps, type Who } from './statement-steps.ts';

/**
 * Where the money of a statement comes in an unusual order, so that none is left where
 * no one can move it: paid in full while overdue before it was invoiced (it is still invoiced, and
 * closed only then), overdue without ever being confirmed (never invoiced at an amount nobody
 * agreed), a dispute accepted once payments already cover the lower amount (received, and the
 * difference settled on the credit), a difference larger than the statement or below what was
 * already remitted (refused), and a month that owes nothing (received as soon as it is confirmed).
 */
let t: TestBackend;
let s: ReturnType<typeof statementSteps>;

const say = (key: MessageKey, params: MessageParams = {}) => message('zh-CN', key, params);
const yuan = (amount: number) => moneyToWire(amount as Money);
const text = (amount: number) => moneyToText(amount as Money, 2);
const TEN_YUAN = 100_000;

/** The statements made up front, before the due dates are passed: each test takes one. */
const made: Record<'paidLate' | 'neverConfirmed' | 'disputedPaid' | 'disputedOverpaid' | 'owesNothing', number> = {
  paidLate: 0,
  neverConfirmed: 0,
  disputedPaid: 0,
  disputedOverpaid: 0,
  owesNothing: 0,
};

const awaitingInvoice = async (id: number) =>
  (
    await t.call<Page<ConsoleInvoiceStatement>>('GET', '/rest/staff/invoices/queue/statements', {
      token: s.staff.finance!,
      query: { id: String(id) },
    })
  ).data.list;

async function disputed(who: Who, id: number, diversity: string) {
  const reply = await s.confirm(s.buyers[who], { id, diversity, diversityReson: '运费重复计算' });
  expect(reply.code, reply.msg).toBe(0);
}

/** Records a remittance and has finance confirm it. */
async function paid(who: Who, id: number, amount: number) {
  const recorded = await s.remit(s.buyers[who], id, await s.remittanceForm(amount, {}, s.buyers[who]));
  expect(recorded.code, recorded.msg).toBe(0);
  const waiting = (await s.remittances(id)).filter((each) => each.state === 'recorded');
  for (const remittance of waiting) expect((await s.confirmRemittance(remittance.id)).code).toBe(0);
}

beforeAll(async () => {
  t = await startBackend();
  s = statementSteps(t);
  await s.setUp();
  made.paidLate = (await s.statementFor('other', '2026-08', { send: true })).id;
  expect((await s.confirm(s.buyers.other, { id: made.paidLate })).code).toBe(0);
  made.neverConfirmed = (await s.statementFor('other', '2026-07', { send: true })).id;
  made.disputedPaid = (await s.statementFor('demo', '2026-08', { send: true })).id;
  await disputed('demo', made.disputedPaid, '10.00');
  made.disputedOverpaid = (await s.statementFor('demo', '2026-07', { send: true })).id;
  await disputed('demo', made.disputedOverpaid, '10.00');
  // A month that owes nothing: adjusted down to zero before it is sent.
  made.owesNothing = (await s.statementFor('other', '2026-06')).id;
  const { amount } = await s.money(made.owesNothing);
  await s.stepped(made.owesNothing, 'adjust', { amount: text(-amount), note: '整月退货' });
  await s.stepped(made.owesNothing, 'send');
});
afterAll(() => t.close());

describe('a difference the buyer claims', () => {
  it('is refused when larger than the statement, changing nothing', async () => {
    const { id } = await s.statementFor('demo', '2026-06', { send: true });
    const { amount } = await s.money(id);
    const before = await s.row(id);
    expect(
      await s.confirm(s.buyers.demo, { id, diversity: text(amount + 100), diversityReson: '全部不认' }),
    ).toMatchObject({ code: Code.refused, msg: say('statementDiversityTooHigh', { max: text(amount) }) });
    expect(await s.row(id)).toEqual(before);
  });
});

describe('a month that owes nothing', () => {
  it('is received as soon as it is confirmed, is never invoiced, and closes without an invoice', async () => {
    const id = made.owesNothing;
    expect(await s.money(id)).toMatchObject({ amount: 0 });
    const confirmed = await s.confirm(s.buyers.other, { id });
    expect(confirmed.code, confirmed.msg).toBe(0);
    expect(await s.row(id)).toMatchObject({ state: StatementState.receiptConfirmed, pay_status: 1 });
    expect(await awaitingInvoice(id)).toEqual([]);
    expect((await s.stepped(id, 'close')).state).toBe(StatementState.complete);
  });
});

describe('past the due date', () => {
  beforeAll(async () => {
    await t.backend.services.statementTerms.markOverdue();
    for (const id of [made.paidLate, made.neverConfirmed, made.disputedPaid, made.disputedOverpaid])
      expect((await s.row(id)).state).toBe(StatementState.overdue);
  });

  it('a confirmed statement paid in full before it was invoiced is still invoiced, and closed only once it is', async () => {
    const id = made.paidLate;
    expect((await awaitingInvoice(id)).map((row) => row.id)).toEqual([id]);
    const { amount } = await s.money(id);
    await paid('other', id, amount);
    expect(await s.row(id)).toMatchObject({ state: StatementState.receiptConfirmed, pay_status: 1 });

    // Not invoiced yet: the console offers the invoice, not the close, and a close sent anyway is refused.
    expect((await s.staffView(id)).data.actions).toEqual(['invoice']);
    expect(await s.step(id, 'close')).toMatchObject({ code: Code.refused, msg: say('statementNotInvoiced') });
    expect((await awaitingInvoice(id)).map((row) => row.id)).toEqual([id]);

    await s.invoiced(id);
    expect((await s.row(id)).state).toBe(StatementState.receiptConfirmed);
    expect(await awaitingInvoice(id)).toEqual([]);
    expect((await s.staffView(id)).data.actions).toEqual(['close']);
    expect((await s.stepped(id, 'close')).state).toBe(StatementState.complete);
  });

  it('a statement never confirmed is not invoiced at an amount nobody agreed', async () => {
    const id = made.neverConfirmed;
    expect(await awaitingInvoice(id)).toEqual([]);
    await expect(s.invoiced(id)).rejects.toMatchObject({ code: Code.refused, key: 'invoiceNotIssuable' });
    expect(await t.db.selectFrom('invoice').select('id').where('statement_id', '=', id).execute()).toEqual([]);
  });

  it('accepting a dispute that payments already cover receives it (7) and settles the difference on the credit', async () => {
    const id = made.disputedPaid;
    const { amount } = await s.money(id);
    await paid('demo', id, amount - TEN_YUAN);
    expect(await s.row(id)).toMatchObject({ state: StatementState.overdue, pay_status: 0 });
    const free = await s.available('demo');

    const accepted = await s.stepped(id, 'acceptDispute');
    expect(accepted).toMatchObject({ state: StatementState.receiptConfirmed, version: 2 });
    expect(await s.row(id)).toMatchObject({ pay_status: 1, account_amount: amount - TEN_YUAN });
    const settled = (await s.c.ledger(s.company.demo)).filter((row) => row.kind === 'settle' && row.ref_id === id);
    expect(settled.map((row) => Number(row.used_change))).toEqual([-TEN_YUAN]);
    expect(await s.available('demo')).toBe(free + TEN_YUAN);
  });

  it('accepting a dispute below what was already remitted is refused, changing nothing', async () => {
    const id = made.disputedOverpaid;
    const { amount } = await s.money(id);
    const recorded = await s.remit(s.buyers.demo, id, await s.remittanceForm(amount, {}, s.buyers.demo));
    expect(recorded.code, recorded.msg).toBe(0);
    const before = await s.row(id);
    expect(await s.step(id, 'acceptDispute')).toMatchObject({
      code: Code.refused,
      msg: say('statementRecordedAbove', { recorded: text(amount), amount: text(amount - TEN_YUAN) }),
    });
    expect(await s.row(id)).toMatchObject({ version: before.version, account_amount: amount, state: before.state });
    expect(yuan(Number((await s.row(id)).recorded_amount))).toBe(yuan(amount));
  });
});
