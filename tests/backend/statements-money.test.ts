import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemittanceInfo } from '../../backend/areas/statements/statement.service.ts';
import { uniqueViolation } from '../../backend/db/unique-violation.ts';
import type { ConsoleRemittance } from '../../common/areas/statements/console.ts';
import { STATEMENT_OWED, StatementState } from '../../common/areas/statements/transitions.ts';
import { Code, type Envelope, type Page } from '../../common/envelope.ts';
import { message, type MessageKey, type MessageParams } from '../../common/messages.ts';
import { moneyToText, moneyToWire, type Money } from '../../common/money.ts';
import { shanghaiDate } from '../../common/time.ts';
import { startBackend, type TestBackend } from './harness.ts';
import { COMPANY_NAMES, MOBILES, shanghaiAt, statementSteps, type Who } from './statement-steps.ts';

/**
 * The money of monthly statements through the REST contract: the buyer records
 * remittances against an invoiced statement (never more than is left, each bank serial once, with
 * a voucher of its own), finance confirms each (the credit repaid once, by a 'repay' row per
 * remittance) or returns it, and closes the statement; parallel remittances, confirms, sends and
 * corrections (on PostgreSQL, TEST_DATABASE_URL, they really run in parallel); and the daily job
 * that makes unpaid statements overdue, which pauses credit orders until they are paid.
 */
let t: TestBackend;
let s: ReturnType<typeof statementSteps>;

const say = (key: MessageKey, params: MessageParams = {}) => message('zh-CN', key, params);
const yuan = (amount: number) => moneyToWire(amount as Money);
const text = (amount: number) => moneyToText(amount as Money, 2);
/** A share of an amount, in whole fen. */
const share = (amount: number, percent: number) => Math.floor((amount * percent) / 10_000) * 100;

const repays = async (who: Who) => (await s.c.ledger(s.company[who])).filter((row) => row.kind === 'repay');
const info = (token: string, id: number) =>
  t.call<RemittanceInfo>('GET', `/rest/customer/bill/remittance/${id}`, { token });
const reject = (remittanceId: number, body: Record<string, unknown>, role = 'finance') =>
  t.call('POST', `/rest/staff/remittances/${remittanceId}/reject`, { token: s.staff[role], body, json: true });
const staffRemittances = (state?: string) =>
  t.call<Page<ConsoleRemittance>>('GET', '/rest/staff/remittances', {
    token: s.staff.viewer,
    query: state ? { state } : undefined,
  });

/** A statement of its own for a month, sent, confirmed by the buyer (2) and, unless told, invoiced (4). */
async function confirmedStatement(who: Who, month: string, invoice = true) {
  const { id } = await s.statementFor(who, month, { send: true });
  const confirmed = await s.confirm(s.buyers[who], { id });
  expect(confirmed.code, confirmed.msg).toBe(0);
  if (invoice) await s.invoiced(id);
  return id;
}

beforeAll(async () => {
  t = await startBackend();
  s = statementSteps(t);
  await s.setUp();
});
afterAll(() => t.close());

describe('remittances', () => {
  it('refuses a remittance without a voucher of its own, dated ahead, or malformed, writing nothing', async () => {
    const id = await confirmedStatement('demo', '2026-10');
    const { amount } = await s.money(id);
    const shown = await info(s.buyers.demo, id);
    expect(shown.data).toMatchObject({ left: yuan(amount), record: { state: 4, payStatus: 0, actions: ['remit'] } });
    expect(shown.data.payee.accountNo).not.toBe('');

    const before = await s.money(id);
    const theirs = await s.voucher(s.buyers.other);
    const mine = await s.voucher();
    const evidence = await s.voucher(s.buyers.demo, 'evidence');
    const refusals: [Record<string, unknown>, number, string?][] = [
      [{ formId: undefined, voucher: undefined }, Code.invalid, say('voucherMissing')],
      [{ voucher: '' }, Code.invalid, say('voucherMissing')],
      [theirs, Code.refused, say('voucherMissing')],
      [{ formId: mine.formId, voucher: theirs.voucher }, Code.refused, say('voucherMissing')],
      [evidence, Code.refused, say('voucherMissing')],
      [{ remitDate: shanghaiDate(t.clock.now() + 86_400_000) }, Code.refused, say('remitDateFuture')],
      [{ remitDate: '2026-02-30' }, Code.invalid],
      [{ amount: '0' }, Code.invalid],
      [{ amount: '1.001' }, Code.invalid],
      [{ payerAccount: '6222-abc' }, Code.invalid],
      [{ serial: 'HX 001' }, Code.invalid],
      [{ payerName: '' }, Code.invalid],
    ];
    for (const [change, code, msg] of refusals) {
      const reply = await s.remit(s.buyers.demo, id, await s.remittanceForm(100, change));
      expect(reply.code, JSON.stringify(change)).toBe(code);
      if (msg) expect(reply.msg, JSON.stringify(change)).toBe(msg);
    }
    expect(await s.remittances(id)).toEqual([]);
    expect(await s.money(id)).toEqual(before);
  });

  it('takes part (→ 5) and then the rest (→ 6, payStatus 1); never more than is left, nor a serial twice', async () => {
    const id = (await s.statementOf('demo', '2026-10'))!.id;
    const { amount } = await s.money(id);
    const part = share(amount, 40);
    const first = await s.remittanceForm(part);
    const reply = await s.remit(s.buyers.demo, id, first);
    expect(reply).toMatchObject({
      code: 0,
      msg: say('remittanceRecorded'),
      data: { record: { state: 5, payStatus: 0, recordedAmount: yuan(part), paidAmount: 0 } },
    });
    expect(reply.data.remittances).toMatchObject([
      { amount: yuan(part), serial: first.serial, voucher: first.voucher, state: 'recorded', rejectReason: null },
    ]);
    expect(await s.remit(s.buyers.demo, id, await s.remittanceForm(100, { serial: first.serial }))).toMatchObject({
      code: Code.refused,
      msg: say('statementSerialUsed'),
    });
    const left = amount - part;
    expect(await s.remit(s.buyers.demo, id, await s.remittanceForm(left + 100))).toMatchObject({
      code: Code.refused,
      msg: say('statementRemitTooMuch', { left: text(left) }),
    });
    expect((await info(s.buyers.demo, id)).data.left).toBe(yuan(left));

    const rest = await s.remit(s.buyers.demo, id, await s.remittanceForm(left));
    expect(rest.data.record).toMatchObject({ state: 6, payStatus: 1, recordedAmount: yuan(amount), paidAmount: 0 });
    expect(await s.remit(s.buyers.demo, id, await s.remittanceForm(100))).toMatchObject({
      code: Code.refused,
      msg: say('statementRemitTooMuch', { left: '0.00' }),
    });
    expect((await info(s.buyers.demo, id)).data.left).toBe(0);
    expect(await s.remittances(id)).toHaveLength(2);
    expect(await s.money(id)).toMatchObject({ state: 6, payStatus: 1, recorded: amount, paid: 0 });
  });

  it('is confirmed by finance one remittance at a time: paid grows, the credit is repaid by exactly each; then 7, and closed 8', async () => {
    const id = (await s.statementOf('demo', '2026-10'))!.id;
    const { amount } = await s.money(id);
    const [r1, r2] = await s.remittances(id);
    const waiting = (await staffRemittances()).data.list.map((each) => each.id);
    expect(waiting).toEqual(expect.arrayContaining([r1!.id, r2!.id]));

    for (const role of ['service', 'warehouse', 'viewer'])
      expect((await s.confirmRemittance(r1!.id, role)).code).toBe(Code.roleNotAllowed);
    const free = await s.available('demo');
    const first = await s.confirmRemittance(r1!.id);
    expect(first).toMatchObject({
      code: 0,
      msg: say('remittanceConfirmed'),
      data: { state: 6, payStatus: 1, paidAmount: yuan(Number(r1!.amount)) },
    });
    expect(await repays('demo')).toMatchObject([
      { kind: 'repay', ref_id: r1!.id, used_change: -Number(r1!.amount), limit_change: 0 },
    ]);
    expect(await s.available('demo')).toBe(free + Number(r1!.amount));
    expect(await s.confirmRemittance(r1!.id)).toMatchObject({ code: Code.conflict, msg: say('handledByOther') });
    expect(await repays('demo')).toHaveLength(1);

    const second = await s.confirmRemittance(r2!.id);
    expect(second.data).toMatchObject({ state: 7, payStatus: 1, paidAmount: yuan(amount), actions: ['close'] });
    expect((await repays('demo')).map((row) => [row.ref_id, row.used_change])).toEqual([
      [r1!.id, -Number(r1!.amount)],
      [r2!.id, -Number(r2!.amount)],
    ]);
    expect(await s.available('demo')).toBe(free + amount);
    expect((await s.remittances(id)).map((each) => [each.state, each.handled_at])).toEqual([
      ['confirmed', t.clock.now()],
      ['confirmed', t.clock.now()],
    ]);
    // The buyer's credit page shows the repayments.
    const credit = await s.c.creditSummary(s.buyers.demo);
    expect(credit.entries.list.slice(0, 2).map((entry) => entry.kind)).toEqual(['repay', 'repay']);

    expect((await s.step(id, 'close', {}, 'service')).code).toBe(Code.roleNotAllowed);
    const closed = await s.step(id, 'close');
    expect(closed).toMatchObject({ code: 0, msg: say('statementClosed'), data: { state: 8, actions: [] } });
    expect((await s.info(s.buyers.demo, id)).data.record).toMatchObject({ state: 8, actions: [] });
    expect((await s.remit(s.buyers.demo, id, await s.remittanceForm(100))).code).toBe(Code.conflict);
    expect((await s.audits(id)).map((row) => [row.action, row.actor]).slice(-3)).toEqual([
      ['remittance.confirm', 'staff_finance'],
      ['remittance.confirm', 'staff_finance'],
      ['statement.close', 'staff_finance'],
    ]);
  });

  it('is returned by finance with a reason: what is recorded drops and the state follows (6 → 5 → 4); nothing is repaid', async () => {
    const id = await confirmedStatement('demo', '2026-09');
    const { amount } = await s.money(id);
    const part = share(amount, 30);
    expect((await s.remit(s.buyers.demo, id, await s.remittanceForm(part))).code).toBe(0);
    expect((await s.remit(s.buyers.demo, id, await s.remittanceForm(amount - part))).code).toBe(0);
    const [r1, r2] = await s.remittances(id);
    expect(await s.money(id)).toMatchObject({ state: 6, payStatus: 1, recorded: amount });
    const repaid = (await repays('demo')).length;
    const free = await s.available('demo');

    expect((await reject(r2!.id, {})).code).toBe(Code.invalid);
    expect((await reject(r2!.id, { reason: '未到账' }, 'service')).code).toBe(Code.roleNotAllowed);
    const returned = await reject(r2!.id, { reason: '银行未查到该笔汇款' });
    expect(returned).toMatchObject({ code: 0, msg: say('remittanceRejected'), data: { state: 5, payStatus: 0 } });
    expect(await s.money(id)).toMatchObject({ state: 5, payStatus: 0, recorded: part, paid: 0 });
    expect((await s.info(s.buyers.demo, id)).data.remittances).toMatchObject([
      { id: r1!.id, state: 'recorded' },
      { id: r2!.id, state: 'rejected', rejectReason: '银行未查到该笔汇款' },
    ]);
    expect((await staffRemittances('rejected')).data.list.map((each) => each.id)).toContain(r2!.id);
    expect((await s.confirmRemittance(r2!.id)).code).toBe(Code.conflict);
    expect((await info(s.buyers.demo, id)).data.left).toBe(yuan(amount - part));

    expect((await reject(r1!.id, { reason: '金额不符' })).data).toMatchObject({ state: 4, payStatus: 0 });
    expect(await s.money(id)).toMatchObject({ state: 4, recorded: 0, paid: 0 });
    expect(await repays('demo')).toHaveLength(repaid);
    expect(await s.available('demo')).toBe(free);

    // Recorded again, whole, and confirmed: 7.
    expect((await s.remit(s.buyers.demo, id, await s.remittanceForm(amount))).data.record.state).toBe(6);
    const [, , r3] = await s.remittances(id);
    expect((await s.confirmRemittance(r3!.id)).data).toMatchObject({ state: 7, paidAmount: yuan(amount) });
    expect(await s.available('demo')).toBe(free + amount);
  });
});

describe('at the same moment', () => {
  it('records parallel remittances worth more than the amount only as far as the amount goes', async () => {
    const id = await confirmedStatement('demo', '2026-08');
    const { amount } = await s.money(id);
    const part = share(amount, 19);
    const fits = Math.floor(amount / part);
    expect(fits).toBe(5);
    const forms = [];
    for (let i = 0; i < 8; i += 1) forms.push(await s.remittanceForm(part));
    const replies = await Promise.all(forms.map((form) => s.remit(s.buyers.demo, id, form)));
    expect(replies.filter((reply) => reply.code === 0)).toHaveLength(fits);
    for (const lost of replies.filter((reply) => reply.code !== 0))
      expect(lost).toMatchObject({ code: Code.refused, msg: expect.stringMatching(/^汇款金额超过未付金额/) });
    const money = await s.money(id);
    expect(money).toMatchObject({ state: 5, recorded: fits * part, paid: 0 });
    expect(money.recorded).toBeLessThanOrEqual(amount);
    expect((await s.remittances(id)).reduce((sum, each) => sum + Number(each.amount), 0)).toBe(money.recorded);
  });

  it('records one of parallel remittances with the same bank serial', async () => {
    const id = await confirmedStatement('demo', '2026-07');
    const serial = s.serial();
    const forms = [];
    for (let i = 0; i < 4; i += 1) forms.push(await s.remittanceForm(10_000, { serial }));
    const replies = await Promise.all(forms.map((form) => s.remit(s.buyers.demo, id, form)));
    expect(replies.map((reply) => reply.code).sort()).toEqual([0, 1, 1, 1]);
    for (const lost of replies.filter((reply) => reply.code !== 0)) expect(lost.msg).toBe(say('statementSerialUsed'));
    expect(await s.remittances(id)).toMatchObject([{ serial, amount: 10_000 }]);
    expect(await s.money(id)).toMatchObject({ state: 5, recorded: 10_000 });
  });

  it('confirms one remittance once when six confirms come at once: one repay row, paid counted once', async () => {
    const id = (await s.statementOf('demo', '2026-07'))!.id;
    const [remittance] = await s.remittances(id);
    const free = await s.available('demo');
    const replies = await Promise.all(Array.from({ length: 6 }, () => s.confirmRemittance(remittance!.id)));
    expect(replies.map((reply) => reply.code).sort()).toEqual([0, ...Array(5).fill(Code.conflict)]);
    expect((await repays('demo')).filter((row) => row.ref_id === remittance!.id)).toHaveLength(1);
    expect(await s.money(id)).toMatchObject({ state: 5, recorded: 10_000, paid: 10_000 });
    expect(await s.available('demo')).toBe(free + 10_000);
    expect((await s.audits(id)).filter((row) => row.action === 'remittance.confirm')).toHaveLength(1);
  });

  it('lets one of a confirm and a return of the same remittance win', async () => {
    const id = (await s.statementOf('demo', '2026-07'))!.id;
    expect((await s.remit(s.buyers.demo, id, await s.remittanceForm(20_000))).code).toBe(0);
    const remittance = (await s.remittances(id)).at(-1)!;
    const before = await s.money(id);
    const repaid = (await repays('demo')).length;
    const replies: Envelope[] = await Promise.all([
      s.confirmRemittance(remittance.id),
      reject(remittance.id, { reason: '重复登记' }),
      s.confirmRemittance(remittance.id),
      reject(remittance.id, { reason: '重复登记' }),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([0, ...Array(3).fill(Code.conflict)]);
    const handled = (await s.remittances(id)).at(-1)!;
    const after = await s.money(id);
    if (handled.state === 'confirmed') {
      expect(after).toMatchObject({ recorded: before.recorded, paid: before.paid + 20_000 });
      expect(await repays('demo')).toHaveLength(repaid + 1);
    } else {
      expect(handled.state).toBe('rejected');
      expect(after).toMatchObject({ recorded: before.recorded - 20_000, paid: before.paid });
      expect(await repays('demo')).toHaveLength(repaid);
    }
  });

  it('sends a statement once when six sends come with the same seen: one text, one audit row', async () => {
    const { id } = await s.statementFor('demo', '2026-06');
    const seen = (await s.staffView(id)).data.seen;
    t.clock.advance(1000);
    const texts = (await s.sms(MOBILES.demo)).length;
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call('POST', `/rest/staff/statements/${id}/send`, { token: s.staff.finance, body: { seen }, json: true }),
      ),
    );
    expect(replies.map((reply) => reply.code).sort()).toEqual([0, ...Array(5).fill(Code.conflict)]);
    expect((await s.row(id)).state).toBe(1);
    expect(await s.sms(MOBILES.demo)).toHaveLength(texts + 1);
    expect((await s.audits(id)).filter((row) => row.action === 'statement.send')).toHaveLength(1);
  });

  it('makes one new version when six adjustments come with the same seen; the others are 10060', async () => {
    const { id } = await s.statementFor('demo', '2026-05');
    const before = await s.row(id);
    const seen = (await s.staffView(id)).data.seen;
    t.clock.advance(1000);
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.call('POST', `/rest/staff/statements/${id}/adjust`, {
          token: s.staff.finance,
          body: { seen, amount: `-${i + 1}.00`, note: `折让${i + 1}` },
          json: true,
        }),
      ),
    );
    expect(replies.map((reply) => reply.code).sort()).toEqual([0, ...Array(5).fill(Code.conflict)]);
    const after = await s.row(id);
    expect(after.version).toBe(2);
    const adjustments = (await s.lines(id, 2)).filter((line) => line.kind === 'adjust');
    expect(adjustments).toHaveLength(1);
    expect(Number(after.account_amount)).toBe(Number(before.account_amount) + Number(adjustments[0]!.amount));
    expect(await s.lines(id, 3)).toEqual([]);
    expect((await s.audits(id)).filter((row) => row.action === 'statement.adjust')).toHaveLength(1);
  });

  it('makes a month once when the monthly job and finance make it at the same moment', async () => {
    const order = await s.received('other', shanghaiAt('2026-09-12'), [{ goods: s.goods[2]!, quantity: 1 }]);
    const [job, ...staffAnswers] = await Promise.all([
      t.backend.services.statementTerms.makeMonth('2026-09'),
      ...Array.from({ length: 5 }, () => s.make(s.company.other, '2026-09')),
    ]);
    const won = staffAnswers.filter((reply) => reply.code === 0);
    for (const lost of staffAnswers.filter((reply) => reply.code !== 0))
      expect(lost).toMatchObject({ code: Code.refused, msg: say('statementExists', { month: '2026-09' }) });
    expect(job + won.length).toBe(1);
    const made = await t.db
      .selectFrom('statement')
      .select('id')
      .where('company_id', '=', s.company.other)
      .where('month', '=', '2026-09')
      .execute();
    expect(made).toHaveLength(1);
    expect(await s.lines(made[0]!.id)).toMatchObject([{ version: 1, kind: 'order', ref_id: order.id }]);
    // The loser of such a race on PostgreSQL meets the key of two columns, which is recognised as one.
    const detail = `Key (company_id, month)=(${s.company.other}, 2026-09) already exists.`;
    expect(uniqueViolation({ code: '23505', detail })).toBe('company_id');
  });

  it('takes one of a confirm and disputes the buyer sends at once', async () => {
    const { id } = await s.statementFor('demo', '2026-04', { send: true });
    const replies = await Promise.all([
      s.confirm(s.buyers.demo, { id }),
      s.confirm(s.buyers.demo, { id, diversity: '3', diversityReson: '数量不符' }),
      s.confirm(s.buyers.demo, { id }),
      s.confirm(s.buyers.demo, { id, diversity: '4', diversityReson: '单价不符' }),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([0, ...Array(3).fill(Code.conflict)]);
    const row = await s.row(id);
    expect([StatementState.confirmed, StatementState.rejected]).toContain(row.state);
    expect(row.diversity === null).toBe(row.state === StatementState.confirmed);
  });
});

describe('overdue statements', () => {
  it('are not overdue on their due date; the day after, the daily job makes every unpaid one 9, texts and audits it', async () => {
    const id = await confirmedStatement('other', '2026-10', false);
    expect(await s.row(id)).toMatchObject({ state: 2, due_date: '2026-11-30' });

    await s.moveTo(shanghaiAt('2026-11-30', 12));
    await t.backend.services.statementTerms.markOverdue();
    expect((await s.row(id)).state).toBe(2);

    await s.moveTo(shanghaiAt('2026-12-01', 0) + 30 * 60_000);
    const today = shanghaiDate(t.clock.now());
    const owed = STATEMENT_OWED.filter((state) => state !== StatementState.overdue);
    const all = await t.db.selectFrom('statement').selectAll().orderBy('id').execute();
    const late = all.filter(
      (row) => owed.includes(row.state) && row.due_date < today && Number(row.paid_amount) < Number(row.account_amount),
    );
    expect(late.map((row) => row.id)).toContain(id);
    const untouched = all.filter((row) => !late.includes(row));
    expect(untouched.some((row) => row.state === 0 && row.due_date < today)).toBe(true);
    const texts = { demo: (await s.sms(MOBILES.demo)).length, other: (await s.sms(MOBILES.other)).length };

    const run = await t.backend.jobs.runJob('overdue-statements');
    // The same run's reminders are for other statements: these were just texted as overdue.
    expect(run).toMatchObject({
      result: 'done',
      period: today,
      outcome: expect.stringMatching(new RegExp(`^${late.length} overdue, \\d+ reminded$`)),
    });
    for (const before of late) {
      expect(await s.row(before.id)).toMatchObject({ state: 9, overdue_at: t.clock.now() });
      const [audit] = (await s.audits(before.id)).filter((row) => row.action === 'statement.overdue');
      expect(audit).toMatchObject({ actor: 'scheduled job', staff_id: null, created_at: t.clock.now() });
      expect(JSON.parse(audit!.before_json!)).toEqual({ state: before.state });
      expect(JSON.parse(audit!.after_json!)).toEqual({ state: 9 });
    }
    for (const before of untouched) expect(await s.row(before.id)).toEqual(before);
    const statement = await s.row(id);
    expect((await s.sms(MOBILES.other)).slice(texts.other)).toEqual([
      say('smsStatementOverdueText', { company: COMPANY_NAMES.other, no: statement.balance_num, date: '2026-11-30' }),
    ]);
    expect((await s.sms(MOBILES.demo)).length - texts.demo).toBe(
      late.filter((row) => row.company_id === s.company.demo).length,
    );

    // Run again (or the same day's run again): nothing more.
    expect(await t.backend.services.statementTerms.markOverdue()).toBe(0);
    expect(await t.backend.jobs.runJob('overdue-statements')).toMatchObject({ result: 'already done' });
    expect((await s.sms(MOBILES.other)).length).toBe(texts.other + 1);
  });

  it('pause credit orders until paid: remitting from 9 works, and once the whole amount is confirmed (→ 7) credit orders work again', async () => {
    const id = (await s.statementOf('other', '2026-10'))!.id;
    const statement = await s.row(id);
    expect(statement.state).toBe(9);
    const orders = await t.count('orders');
    const ledger = (await s.c.ledger(s.company.other)).length;
    const uuId = await t.call<number>('POST', '/rest/order/buyGoods', {
      token: s.buyers.other,
      body: { goodsId: s.goods[0], quantity: 1 },
    });
    const submit = () =>
      t.call('POST', '/rest/order/submitOrder', {
        token: s.buyers.other,
        body: {
          uuId: uuId.data,
          payTypeId: 2,
          consigneeId: s.delivery.other.address,
          invoiceHeader: s.delivery.other.header,
        },
      });
    expect(await submit()).toMatchObject({
      code: Code.refused,
      msg: say('creditOverdue', { no: statement.balance_num }),
    });
    expect(await t.count('orders')).toBe(orders);
    expect(await s.c.ledger(s.company.other)).toHaveLength(ledger);

    const amount = Number(statement.account_amount);
    const half = share(amount, 50);
    expect((await info(s.buyers.other, id)).data.record.actions).toEqual(['remit']);
    const free = await s.available('other');
    expect(
      (await s.remit(s.buyers.other, id, await s.remittanceForm(half, {}, s.buyers.other))).data.record,
    ).toMatchObject({ state: 9, payStatus: 0 });
    expect(
      (await s.remit(s.buyers.other, id, await s.remittanceForm(amount - half, {}, s.buyers.other))).data.record,
    ).toMatchObject({ state: 9, payStatus: 1, recordedAmount: yuan(amount) });
    const [r1, r2] = await s.remittances(id);
    expect((await s.confirmRemittance(r1!.id)).data).toMatchObject({ state: 9, paidAmount: yuan(half) });
    expect(await submit()).toMatchObject({
      code: Code.refused,
      msg: say('creditOverdue', { no: statement.balance_num }),
    });
    expect((await s.confirmRemittance(r2!.id)).data).toMatchObject({ state: 7, paidAmount: yuan(amount) });
    expect(await s.available('other')).toBe(free + amount);

    const placed = await submit();
    expect(placed.code, placed.msg).toBe(0);
    expect(await t.count('orders')).toBe(orders + 1);
    expect((await s.c.ledger(s.company.other)).at(-1)).toMatchObject({ kind: 'use' });
  });

  it('remind the company to pay 3 days before the due date, and weekly while overdue; never twice for one day', async () => {
    const id = await confirmedStatement('other', '2026-11', false);
    const statement = await s.row(id);
    expect(statement).toMatchObject({ state: 2, due_date: '2026-12-30', reminded_on: null });
    const owed = text(Number(statement.account_amount));
    const about = () => t.texts(MOBILES.other, statement.balance_num);
    const terms = t.backend.services.statementTerms;
    const remind = async (date: string) => {
      await s.moveTo(shanghaiAt(date, 0) + 20 * 60_000);
      await terms.markOverdue();
      await terms.remindUnpaid();
    };
    const dueSoon = say('smsStatementDueSoonText', {
      company: COMPANY_NAMES.other,
      no: statement.balance_num,
      date: '2026-12-30',
      amount: owed,
    });
    const overdue = say('smsStatementOverdueText', {
      company: COMPANY_NAMES.other,
      no: statement.balance_num,
      date: '2026-12-30',
    });
    const stillOverdue = say('smsStatementStillOverdueText', {
      company: COMPANY_NAMES.other,
      no: statement.balance_num,
      date: '2026-12-30',
      amount: owed,
    });

    await remind('2026-12-26');
    expect(await about()).toEqual([
      say('smsStatementSentText', {
        company: COMPANY_NAMES.other,
        month: '2026-11',
        no: statement.balance_num,
        amount: owed,
      }),
    ]);
    await remind('2026-12-27');
    expect((await about()).slice(1)).toEqual([dueSoon]);
    expect((await s.row(id)).reminded_on).toBe('2026-12-27');
    // The same day again, and the days up to the due date: nothing more.
    expect(await terms.remindUnpaid()).toBe(0);
    await remind('2026-12-30');
    expect((await about()).slice(1)).toEqual([dueSoon]);

    // Overdue the day after: one text says so, and it is that day's reminder.
    await remind('2026-12-31');
    expect(await s.row(id)).toMatchObject({ state: 9, reminded_on: '2026-12-31' });
    expect((await about()).slice(1)).toEqual([dueSoon, overdue]);
    await remind('2027-01-06');
    expect((await about()).slice(1)).toEqual([dueSoon, overdue]);
    await remind('2027-01-07');
    expect((await about()).slice(1)).toEqual([dueSoon, overdue, stillOverdue]);

    // Six reminder runs at once on the next week's day: one text.
    await s.moveTo(shanghaiAt('2027-01-14', 0) + 20 * 60_000);
    const sent = await Promise.all(Array.from({ length: 6 }, () => terms.remindUnpaid()));
    expect((await about()).slice(1)).toEqual([dueSoon, overdue, stillOverdue, stillOverdue]);
    expect(sent.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);

    // Paid in full: no more reminders.
    const amount = Number(statement.account_amount);
    expect((await s.remit(s.buyers.other, id, await s.remittanceForm(amount, {}, s.buyers.other))).code).toBe(0);
    const [remittance] = await s.remittances(id);
    expect((await s.confirmRemittance(remittance!.id)).data).toMatchObject({ state: 7 });
    await remind('2027-01-21');
    expect((await about()).slice(1)).toEqual([dueSoon, overdue, stillOverdue, stillOverdue]);
  });
});
