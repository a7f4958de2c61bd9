import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementRecord } from '../../common/areas/statements/statement.ts';
import { Code, type Page } from '../../common/envelope.ts';
import { message, type MessageKey, type MessageParams } from '../../common/messages.ts';
import { moneyToText, moneyToWire, type Money } from '../../common/money.ts';
import { monthLines } from '../../backend/areas/statements/statement-make.ts';
import { freshCompany } from './fresh-company.ts';
import { startBackend, type TestBackend } from './harness.ts';
import { pdfText } from './pdf-text.ts';
import { COMPANY_NAMES, MOBILES, shanghaiAt, statementSteps, type PlacedOrder } from './statement-steps.ts';

/**
 * Monthly statements through the REST contract (making, freezing, the confirmation
 * flow, who sees what, the downloads); remittances, races and overdue statements are in
 * statements-money.test.ts. Statements are made from events: credit orders received in the month
 * (their goods as they were) and credit refunds made in it (negative), opening with what earlier
 * statements still owe, due at the month's end plus the contract's credit period; the buyer sees
 * a statement once finance sends it, confirms it or disputes it (a difference, its reason and
 * the lines), and finance accepts the difference or corrects and resends a new version, every
 * version staying readable and downloadable as it was.
 */
let t: TestBackend;
let s: ReturnType<typeof statementSteps>;

const say = (key: MessageKey, params: MessageParams = {}) => message('zh-CN', key, params);
const yuan = (amount: number) => moneyToWire(amount as Money);
const text = (amount: number) => moneyToText(amount as Money, 2);
const padded = (id: number) => String(id).padStart(6, '0');

/** What 'making' placed and made, for the tests after it. */
const made: {
  september: number;
  october: number;
  otherOctober: number;
  a: PlacedOrder;
  b: PlacedOrder;
  refund: { id: number; amount: number };
  /** A return of two units of b, applied for while b was fresh, refunded in 'frozen'. */
  pendingReturn: number;
  /** The other company's October statement, version 1, as CSV before it was corrected. */
  firstCsv: string;
} = {} as never;

/** The goods of an order as a statement line shows them (yuan), from its order_item rows now. */
async function goodsOf(orderId: number) {
  const rows = await t.db.selectFrom('order_item').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map((row) => ({
    name: row.goods_name,
    quantity: row.goods_quantity,
    price: yuan(Number(row.goods_price)),
    amount: yuan(Number(row.total_amount)),
  }));
}

beforeAll(async () => {
  t = await startBackend();
  s = statementSteps(t);
  await s.setUp();
});
afterAll(() => t.close());

describe('making a month (the monthly job, and finance by hand)', () => {
  it('makes one statement per company with credit activity: orders with their goods, refunds negative, exact to the fen', async () => {
    const [g0, g1, g2] = s.goods as [number, number, number];
    // September: one order, its statement made and sent — still owed when October is made.
    await s.received('demo', shanghaiAt('2026-09-20'), [{ goods: g2, quantity: 4 }]);
    expect(await t.backend.services.statementTerms.makeMonth('2026-09')).toBe(1);
    const september = (await s.statementOf('demo', '2026-09'))!;
    await s.stepped(september.id, 'send');

    // October: two credit orders received (the last a minute before the month ends), a credit
    // refund of one unit; besides, an offline order, and a credit order received on 1 November.
    // (Returns are applied for while the orders are fresh, then everything is dated into October.)
    const a = await s.received('demo', null, [
      { goods: g0, quantity: 3 },
      { goods: g1, quantity: 1 },
    ]);
    const refund = await s.refunded(await s.applyReturn('demo', a.lineIds[0]!, 1), shanghaiAt('2026-10-20'));
    await s.dateReceived(a.id, shanghaiAt('2026-10-03'));
    const b = await s.received('demo', null, [{ goods: g2, quantity: 7 }]);
    const pendingReturn = await s.applyReturn('demo', b.lineIds[0]!, 2);
    await s.dateReceived(b.id, shanghaiAt('2026-10-31', 23) + 59 * 60_000);
    await s.received('demo', shanghaiAt('2026-10-12'), [{ goods: g0, quantity: 1 }], 1);
    await s.received('demo', shanghaiAt('2026-11-01', 0), [{ goods: g0, quantity: 1 }]);
    const theirs = await s.received('other', shanghaiAt('2026-10-15'), [{ goods: g1, quantity: 2 }]);
    // A company approved but without credit activity gets none.
    const idle = await freshCompany(t);

    const before = await t.count('statement');
    const run = await t.backend.jobs.runJob('monthly-statements', { period: '2026-10' });
    expect(run).toMatchObject({ result: 'done', period: '2026-10', outcome: '2 made' });
    expect(await t.count('statement')).toBe(before + 2);
    const october = (await s.statementOf('demo', '2026-10'))!;
    const otherOctober = (await s.statementOf('other', '2026-10'))!;
    expect(await s.statementOf('demo', '2026-11')).toBeUndefined();
    expect(await t.db.selectFrom('statement').select('id').where('company_id', '=', idle.companyId).execute()).toEqual(
      [],
    );

    const amount = a.total + b.total - refund.amount;
    expect(refund.amount).toBeGreaterThan(0);
    expect(october).toMatchObject({
      balance_num: `DZ202610${padded(s.company.demo)}`,
      month: '2026-10',
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      // The demo contract's credit period is 30 days.
      due_date: '2026-11-30',
      account_period: 30,
      state: 0,
      pay_status: 0,
      version: 1,
      account_amount: amount,
      opening_balance: Number(september.account_amount),
      recorded_amount: 0,
      paid_amount: 0,
    });
    expect(Number(september.account_amount)).toBeGreaterThan(0);
    expect(await s.lines(october.id)).toMatchObject([
      { version: 1, kind: 'order', ref_id: a.id, order_no: a.orderNo, occurred_on: '2026-10-03', amount: a.total },
      { version: 1, kind: 'order', ref_id: b.id, order_no: b.orderNo, occurred_on: '2026-10-31', amount: b.total },
      {
        version: 1,
        kind: 'refund',
        ref_id: refund.id,
        order_no: a.orderNo,
        occurred_on: '2026-10-20',
        amount: -refund.amount,
      },
    ]);
    expect(otherOctober).toMatchObject({ account_amount: theirs.total, opening_balance: 0, due_date: '2026-11-30' });

    // As the console reads it: by order (the charge with its goods, its refund, the subtotal), to the fen.
    const detail = (await s.staffView(october.id, 'viewer')).data;
    expect(detail).toMatchObject({ state: 0, version: 1, accountAmount: yuan(amount), actions: ['adjust', 'send'] });
    expect(detail.detail.record).toMatchObject({
      companyName: COMPANY_NAMES.demo,
      year: 2026,
      month: 10,
      openingBalance: yuan(Number(september.account_amount)),
      closingBalance: yuan(Number(september.account_amount) + amount),
    });
    expect(detail.detail.groups).toMatchObject([
      {
        orderNo: a.orderNo,
        subtotal: yuan(a.total - refund.amount),
        lines: [
          { kind: 'order', amount: yuan(a.total), goods: await goodsOf(a.id) },
          { kind: 'refund', amount: -yuan(refund.amount), goods: [] },
        ],
      },
      { orderNo: b.orderNo, subtotal: yuan(b.total), lines: [{ kind: 'order', goods: await goodsOf(b.id) }] },
    ]);
    expect(detail.detail.groups[0]!.lines[0]!.goods).toHaveLength(2);
    expect(detail.detail.adjustments).toEqual([]);

    Object.assign(made, {
      september: september.id,
      october: october.id,
      otherOctober: otherOctober.id,
      a,
      b,
      refund,
      pendingReturn,
    });
  });

  it('makes nothing more when run again, and finance cannot make a month twice, nor one not ended', async () => {
    const before = await t.count('statement');
    const lines = await t.count('statement_line');
    expect(await t.backend.jobs.runJob('monthly-statements', { period: '2026-10' })).toMatchObject({
      result: 'already done',
    });
    expect(await t.backend.services.statementTerms.makeMonth('2026-10')).toBe(0);
    expect(await s.make(s.company.demo, '2026-10')).toMatchObject({
      code: Code.refused,
      msg: say('statementExists', { month: '2026-10' }),
    });
    // November has not ended (the clock says 22 November): the job's period is not due, finance is refused.
    await expect(t.backend.jobs.runJob('monthly-statements', { period: '2026-11' })).rejects.toThrow(/not due/);
    for (const month of ['2026-11', '2026-12'])
      expect(await s.make(s.company.demo, month)).toMatchObject({
        code: Code.refused,
        msg: say('statementMonthInvalid'),
      });
    for (const month of ['2026-13', '2026/10', ''])
      expect((await s.make(s.company.demo, month)).code).toBe(Code.invalid);
    // A month without credit activity has nothing to make; an unknown company is 10040.
    expect(await s.make(s.company.demo, '2026-03')).toMatchObject({
      code: Code.refused,
      msg: say('statementNothingToMake', { month: '2026-03' }),
    });
    expect((await s.make(2_000_000, '2026-10')).code).toBe(Code.notFound);
    // Making is finance's.
    for (const role of ['service', 'warehouse', 'viewer'])
      expect((await s.make(s.company.demo, '2026-09', role)).code).toBe(Code.roleNotAllowed);
    expect(await t.count('statement')).toBe(before);
    expect(await t.count('statement_line')).toBe(lines);
  });

  it('makes a month by hand as the job would, with an audit row; an order cancelled before it was received is not on it, nor its refund', async () => {
    const delivered = await s.received('demo', shanghaiAt('2026-07-08'), [{ goods: s.goods[0]!, quantity: 2 }]);
    // A credit order cancelled before shipment: its credit came back by a refund; it was never received.
    const cancelled = await s.placed('demo', [{ goods: s.goods[1]!, quantity: 1 }]);
    const asked = await t.call('POST', '/rest/order/cancel', {
      token: s.buyers.demo,
      body: { orderId: cancelled.id, reason: '项目取消' },
    });
    expect(asked.code, asked.msg).toBe(0);
    const request = await t.db
      .selectFrom('after_sale')
      .select('id')
      .where('order_id', '=', cancelled.id)
      .executeTakeFirstOrThrow();
    await s.refunded(request.id, shanghaiAt('2026-07-09'));
    await t.db
      .updateTable('orders')
      .set({ created_at: shanghaiAt('2026-07-05'), cancel_time: shanghaiAt('2026-07-06') })
      .where('id', '=', cancelled.id)
      .execute();

    const reply = await s.make(s.company.demo, '2026-07');
    expect(reply).toMatchObject({ code: 0, msg: say('statementMade'), data: { state: 0, month: '2026-07' } });
    expect(await s.lines(reply.data.id)).toMatchObject([{ kind: 'order', ref_id: delivered.id }]);
    expect(reply.data.accountAmount).toBe(yuan(delivered.total));
    expect((await s.audits(reply.data.id)).map((row) => [row.action, row.actor])).toEqual([
      ['statement.make', 'staff_finance'],
    ]);
  });
  it("puts a refund made before its order was received in the month of the receipt, with the order's charge", async () => {
    const order = await s.received('demo', null, [{ goods: s.goods[2]!, quantity: 2 }]);
    const refund = await s.refunded(await s.applyReturn('demo', order.lineIds[0]!, 1), shanghaiAt('2026-04-28'));
    await s.dateReceived(order.id, shanghaiAt('2026-05-03'));
    expect((await s.make(s.company.demo, '2026-04')).msg).toBe(say('statementNothingToMake', { month: '2026-04' }));
    const may = await s.make(s.company.demo, '2026-05');
    expect(may.code, may.msg).toBe(0);
    expect(await s.lines(may.data.id)).toMatchObject([
      { kind: 'order', ref_id: order.id, occurred_on: '2026-05-03', amount: order.total },
      { kind: 'refund', ref_id: refund.id, occurred_on: '2026-05-03', amount: -refund.amount },
    ]);
    expect(may.data.accountAmount).toBe(yuan(order.total - refund.amount));
  });
});

describe('a made statement is frozen', () => {
  it('keeps its lines and amount when the orders change afterwards', async () => {
    const detail = async () => (await s.staffView(made.october)).data.detail;
    const before = { row: await s.row(made.october), lines: await s.lines(made.october), detail: await detail() };

    // Another refund (today, in November), and the order's goods and totals edited in place.
    const later = await s.refunded(made.pendingReturn, t.clock.now());
    await t.db
      .updateTable('order_item')
      .set({ goods_name: '改过名字的商品', goods_price: 1, total_amount: 3 })
      .where('order_id', '=', made.a.id)
      .execute();
    await t.db.updateTable('orders').set({ total_amount: 3 }).where('id', '=', made.a.id).execute();
    expect(await t.backend.services.statementTerms.makeMonth('2026-10')).toBe(0);

    expect(await s.row(made.october)).toEqual(before.row);
    expect(await s.lines(made.october)).toEqual(before.lines);
    expect(await detail()).toEqual(before.detail);
    expect(JSON.stringify(before.detail)).not.toContain('改过名字的商品');
    // The later refund belongs to November, the month it was made in.
    expect((await monthLines(t.db, s.company.demo, '2026-11')).filter((line) => line.kind === 'refund')).toMatchObject([
      { refId: later.id, amount: -later.amount },
    ]);
  });
});

describe('sending and confirming', () => {
  it('shows the buyer nothing before it is sent; sending (finance) texts the main account and makes it 1', async () => {
    const id = made.october;
    const page = () =>
      t.call<Page<StatementRecord>>('GET', '/rest/customer/bill/balancePage', { token: s.buyers.demo });
    expect((await s.info(s.buyers.demo, id)).code).toBe(Code.notFound);
    expect((await s.confirm(s.buyers.demo, { id })).code).toBe(Code.notFound);
    expect((await page()).data.list.map((record) => record.id)).toEqual([made.september]);

    expect((await s.step(id, 'send', {}, 'service')).code).toBe(Code.roleNotAllowed);
    const seen = (await s.staffView(id)).data.seen;
    t.clock.advance(1000);
    // What the console showed before another change is stale.
    await s.stepped(id, 'adjust', { amount: '0.01', note: '试算' });
    const stale = await t.call('POST', `/rest/staff/statements/${id}/send`, {
      token: s.staff.finance,
      body: { seen },
      json: true,
    });
    expect(stale).toMatchObject({ code: Code.conflict, msg: say('handledByOther') });
    expect((await s.row(id)).state).toBe(0);
    // (The trial adjustment, version 2, stays: it is what is sent.)
    const amount = Number((await s.row(id)).account_amount);
    expect(amount).toBe(made.a.total + made.b.total - made.refund.amount + 100);

    const texts = (await s.sms(MOBILES.demo)).length;
    const sent = await s.step(id, 'send');
    expect(sent).toMatchObject({ code: 0, msg: say('statementSent'), data: { state: 1, version: 2 } });
    expect((await s.sms(MOBILES.demo)).slice(texts)).toEqual([
      say('smsStatementSentText', {
        company: COMPANY_NAMES.demo,
        month: '2026-10',
        no: `DZ202610${padded(s.company.demo)}`,
        amount: text(amount),
      }),
    ]);
    expect((await s.step(id, 'send')).code).toBe(Code.conflict);
    expect((await page()).data.list.map((record) => [record.id, record.state])).toEqual([
      [id, 1],
      [made.september, 1],
    ]);
    const shown = await s.info(s.buyers.demo, id);
    expect(shown.data.record).toMatchObject({ state: 1, accountAmount: yuan(amount), actions: ['confirm'] });
    expect(shown.data.adjustments).toMatchObject([{ kind: 'adjust', amount: 0.01, description: '试算' }]);
    expect((await s.audits(id)).map((row) => row.action)).toEqual(['statement.adjust', 'statement.send']);
  });

  it('serves the buyer only versions it was sent, never the draft before an adjustment made ahead of sending', async () => {
    // October's version 1 was adjusted into version 2 before it was sent: only version 2 was ever
    // sent, and the buyer's calls serve only sent versions (StatementDetail.versions).
    const id = made.october;
    expect((await s.audits(id)).map((row) => row.action)).toEqual(['statement.adjust', 'statement.send']);
    expect((await s.info(s.buyers.demo, id)).data.versions).toEqual([2]);
    expect((await s.info(s.buyers.demo, id, 1)).code).toBe(Code.notFound);
  });

  it('is confirmed by the main account without a difference (1 → 2), once', async () => {
    const id = made.october;
    const reply = await s.confirm(s.buyers.demo, { id, diversity: '', diversityReson: '' });
    expect(reply).toMatchObject({
      code: 0,
      msg: say('statementConfirmed'),
      data: { record: { state: 2, diversity: null, actions: [] } },
    });
    expect((await s.row(id)).confirmed_at).toBe(t.clock.now());
    expect(await s.confirm(s.buyers.demo, { id })).toMatchObject({
      code: Code.conflict,
      msg: say('actionNotAllowed'),
    });
    expect((await s.row(id)).state).toBe(2);
  });

  it('is disputed with a difference, its reason and lines of its own (1 → 3); finance accepts it as a new version (→ 2)', async () => {
    const id = made.september;
    const [line] = await s.lines(id);
    const [foreign] = await s.lines(made.october);
    const before = await s.row(id);
    expect(await s.confirm(s.buyers.demo, { id, diversity: '12.34' })).toMatchObject({
      code: Code.invalid,
      msg: say('statementReasonMissing'),
    });
    for (const diversity of ['12.345', 'abc'])
      expect((await s.confirm(s.buyers.demo, { id, diversity, diversityReson: '单价不符' })).code).toBe(Code.invalid);
    for (const disputedLines of [[foreign!.id], [line!.id, 2_000_000]])
      expect(
        await s.confirm(s.buyers.demo, { id, diversity: '12.34', diversityReson: '单价不符', disputedLines }),
      ).toMatchObject({ code: Code.refused, msg: say('statementLinesUnknown') });
    expect(await s.row(id)).toEqual(before);

    const disputed = await s.confirm(s.buyers.demo, {
      id,
      diversity: '12.34',
      diversityReson: '单价与合同价不符',
      disputedLines: [line!.id],
      version: 1,
    });
    expect(disputed).toMatchObject({
      code: 0,
      msg: say('statementDisputed'),
      data: {
        record: { state: 3, diversity: 12.34, diversityReson: '单价与合同价不符', disputedLines: [line!.id] },
      },
    });
    expect((await s.staffView(id)).data.actions).toEqual(['acceptDispute', 'resend']);
    expect((await s.step(id, 'acceptDispute', {}, 'service')).code).toBe(Code.roleNotAllowed);

    const accepted = await s.step(id, 'acceptDispute');
    const amount = Number(before.account_amount) - 123_400;
    expect(accepted).toMatchObject({
      code: 0,
      msg: say('statementDisputeAccepted'),
      data: { state: 2, version: 2, accountAmount: yuan(amount) },
    });
    expect(await s.lines(id, 2)).toMatchObject([
      { kind: 'order', amount: Number(before.account_amount) },
      { kind: 'adjust', amount: -123_400, description: '单价与合同价不符' },
    ]);
    const current = (await s.info(s.buyers.demo, id)).data;
    expect(current.record).toMatchObject({ state: 2, version: 2, accountAmount: yuan(amount) });
    expect(current.versions).toEqual([1, 2]);
    expect(current.adjustments).toMatchObject([{ amount: -12.34 }]);
    expect((await s.info(s.buyers.demo, id, 1)).data.adjustments).toEqual([]);
    const audit = (await s.audits(id)).at(-1)!;
    expect(audit).toMatchObject({
      action: 'statement.acceptDispute',
      actor: 'staff_finance',
      reason: '单价与合同价不符',
    });
    expect(JSON.parse(audit.after_json!)).toMatchObject({ state: 2, version: 2, amount: text(amount) });
  });

  it('is corrected and resent as a new version (3 → 1), the difference cleared; every version stays readable as it was', async () => {
    const id = made.otherOctober;
    const other = s.buyers.other;
    await s.stepped(id, 'send');
    const original = Number((await s.row(id)).account_amount);
    const csv = async (version: number) =>
      new TextDecoder().decode((await s.download(`/rest/customer/bill/download/${id}/csv`, other, version)).bytes);
    const firstCsv = await csv(1);
    expect(firstCsv).toContain(`对账金额,${yuan(original)}`);
    made.firstCsv = firstCsv;

    expect(
      (await s.confirm(other, { id, diversity: '-5', diversityReson: '少算了运费', disputedLines: [] })).data.record,
    ).toMatchObject({ state: 3, diversity: -5 });
    // A resend needs its note; the amount may be left out, but never 0.
    expect((await s.step(id, 'resend', { amount: '-20.00' })).code).toBe(Code.invalid);
    expect((await s.step(id, 'resend', { amount: '0', note: '更正' })).code).toBe(Code.invalid);
    const texts = (await s.sms(MOBILES.other)).length;
    const resent = await s.step(id, 'resend', { amount: '-20.00', note: '运费更正' });
    const amount = original - 200_000;
    expect(resent).toMatchObject({
      code: 0,
      msg: say('statementResent'),
      data: { state: 1, version: 2, accountAmount: yuan(amount) },
    });
    expect((await s.sms(MOBILES.other)).slice(texts)).toEqual([
      say('smsStatementSentText', {
        company: COMPANY_NAMES.other,
        month: '2026-10',
        no: `DZ202610${padded(s.company.other)}`,
        amount: text(amount),
      }),
    ]);

    const v2 = (await s.info(other, id)).data;
    expect(v2.record).toMatchObject({
      state: 1,
      version: 2,
      accountAmount: yuan(amount),
      diversity: null,
      diversityReson: null,
      disputedLines: [],
    });
    expect(v2.adjustments).toMatchObject([{ kind: 'adjust', amount: -20, description: '运费更正' }]);
    const v1 = (await s.info(other, id, 1)).data;
    expect(v1.adjustments).toEqual([]);
    expect(v1.groups.flatMap((group) => group.lines.map((line) => line.amount))).toEqual([yuan(original)]);
    expect((await s.info(other, id, 3)).code).toBe(Code.notFound);
    expect((await s.info(other, id, 0)).code).toBe(Code.notFound);

    for (const version of [1, 2]) {
      const pdf = await s.download(`/rest/customer/bill/download/${id}/pdf`, other, version);
      expect(pdf.type).toBe('application/pdf');
      expect(pdf.disposition).toContain(`DZ202610${padded(s.company.other)}-v${version}.pdf`);
      expect(pdfText(pdf.bytes)).toContain(`版本：${version}`);
    }
    expect((await s.download(`/rest/customer/bill/download/${id}/pdf`, other, 3)).envelope?.code).toBe(Code.notFound);

    // Confirming what it read before the correction is refused; the current version is confirmed.
    expect(await s.confirm(other, { id, version: 1 })).toMatchObject({
      code: Code.conflict,
      msg: say('handledByOther'),
      data: { state: 1, version: 2 },
    });
    expect((await s.confirm(other, { id, version: 2 })).data.record).toMatchObject({ state: 2, version: 2 });
  });

  it('downloads an earlier version the same after a newer one is made: its own lines and its own total', async () => {
    const id = made.otherOctober;
    const original = Number((await s.lines(id, 1))[0]!.amount);
    expect((await s.row(id)).version).toBe(2);
    const v1 = (await s.info(s.buyers.other, id, 1)).data;
    expect(v1.record).toMatchObject({ accountAmount: yuan(original), closingBalance: yuan(original) });
    const csv = await s.download(`/rest/customer/bill/download/${id}/csv`, s.buyers.other, 1);
    expect(new TextDecoder().decode(csv.bytes)).toBe(made.firstCsv);
    expect(made.firstCsv).toContain(`对账金额,${yuan(original)}`);
  });
});

describe('who sees a statement', () => {
  it("answers another company 10040 on every call about the demo company's statement, and lists it only its own", async () => {
    const id = made.october;
    const other = s.buyers.other;
    const before = await s.row(id);
    expect((await s.info(other, id)).code).toBe(Code.notFound);
    expect((await s.info(other, id, 1)).code).toBe(Code.notFound);
    expect((await s.confirm(other, { id })).code).toBe(Code.notFound);
    expect((await s.confirm(other, { id, diversity: '1', diversityReson: '不对' })).code).toBe(Code.notFound);
    expect((await t.call('GET', `/rest/customer/bill/remittance/${id}`, { token: other })).code).toBe(Code.notFound);
    const form = await s.remittanceForm(100, {}, other);
    expect((await s.remit(other, id, form)).code).toBe(Code.notFound);
    for (const format of ['pdf', 'xlsx', 'csv'])
      expect((await s.download(`/rest/customer/bill/download/${id}/${format}`, other)).envelope?.code).toBe(
        Code.notFound,
      );
    const page = await t.call<Page<StatementRecord>>('GET', '/rest/customer/bill/balancePage', { token: other });
    expect(page.data.list.map((record) => record.id)).toEqual([made.otherOctober]);
    expect(await s.row(id)).toEqual(before);
    expect(await s.remittances(id)).toEqual([]);
  });

  it('answers the approver and the purchaser 10030 on every call, and no session 10020', async () => {
    const id = made.october;
    for (const token of [s.buyers.approver, s.buyers.buyer, undefined]) {
      const code = token ? Code.roleNotAllowed : Code.tokenInvalid;
      expect((await t.call('GET', '/rest/customer/bill/balancePage', { token })).code).toBe(code);
      expect((await t.call('GET', `/rest/customer/bill/balanceInfo/${id}`, { token })).code).toBe(code);
      expect((await t.call('POST', '/rest/customer/bill/confirm', { token, body: { id } })).code).toBe(code);
      expect((await t.call('GET', `/rest/customer/bill/remittance/${id}`, { token })).code).toBe(code);
      expect((await t.call('POST', `/rest/customer/bill/remittance/${id}`, { token, body: {} })).code).toBe(code);
      if (token)
        for (const format of ['pdf', 'xlsx', 'csv'])
          expect((await s.download(`/rest/customer/bill/download/${id}/${format}`, token)).envelope?.code).toBe(code);
    }
    // Nor may a sub-account upload a voucher (the main account settles statements).
    const formId = await s.formIdOf(s.buyers.buyer);
    expect((await s.upload(s.buyers.buyer, formId)).code).toBe(Code.roleNotAllowed);
  });
});

describe('downloads', () => {
  it('draws the PDF with the company, the number and the total; the XLSX with its total cell and the goods; the CSV with a BOM', async () => {
    const id = made.october;
    const row = await s.row(id);
    const amount = yuan(Number(row.account_amount));
    const goods = (await s.lines(id, row.version)).find((line) => line.kind === 'order')!;
    const goodsName = (JSON.parse(goods.goods_json!) as { name: string }[])[0]!.name;
    const base = `/rest/customer/bill/download/${id}`;

    const pdf = await s.download(`${base}/pdf`, s.buyers.demo);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toContain(`${row.balance_num}-v${row.version}.pdf`);
    const words = pdfText(pdf.bytes);
    expect(words).toContain(`企业名称：${COMPANY_NAMES.demo}`);
    expect(words).toContain(`对账单号：${row.balance_num}`);
    expect(words).toContain(`对账金额：${amount.toFixed(2)}`);
    expect(words).toContain(goodsName);

    const xlsx = await s.download(`${base}/xlsx`, s.buyers.demo);
    expect(xlsx.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(xlsx.bytes) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const cells: { row: number; col: number; value: unknown }[] = [];
    sheet.eachRow((each, rowNumber) =>
      each.eachCell((cell, col) => cells.push({ row: rowNumber, col, value: cell.value })),
    );
    const totalFact = cells.find((cell) => cell.col === 1 && cell.value === '对账金额');
    expect(sheet.getCell(totalFact!.row, 2).value).toBe(amount);
    // The last row is the total, a number in the amount column.
    expect(sheet.getCell(sheet.rowCount, 4).value).toBe('对账金额');
    expect(sheet.getCell(sheet.rowCount, 7).value).toBe(amount);
    expect(cells.some((cell) => typeof cell.value === 'string' && cell.value.trim() === goodsName)).toBe(true);
    expect(cells.some((cell) => cell.value === COMPANY_NAMES.demo)).toBe(true);

    const csv = await s.download(`${base}/csv`, s.buyers.demo);
    expect(csv.type).toBe('text/csv; charset=utf-8');
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csvText = new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv.bytes);
    expect(csvText.startsWith('\uFEFF')).toBe(true);
    expect(csvText).toContain(`对账单号,${row.balance_num}`);
    expect(csvText).toContain(`对账金额,${amount}`);
    expect(csvText).toContain(goodsName);

    // Staff download the same file; an unknown format is 10040.
    const staffCsv = await s.download(`/rest/staff/statements/${id}/download/csv`, s.staff.viewer!);
    expect(staffCsv.bytes).toEqual(csv.bytes);
    expect((await s.download(`${base}/docx`, s.buyers.demo)).envelope?.code).toBe(Code.notFound);
    expect((await s.download(`${base}/pdf`, s.buyers.demo, 9)).envelope?.code).toBe(Code.notFound);
  });
});
