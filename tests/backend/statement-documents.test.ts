import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditEntry } from '../../common/areas/contracts/contract.ts';
import type { BuyerStatementDetail } from '../../common/areas/statements/statement.ts';
import { StatementState } from '../../common/areas/statements/transitions.ts';
import { Code } from '../../common/envelope.ts';
import { moneyToWire, type Money } from '../../common/money.ts';
import { startBackend, type TestBackend } from './harness.ts';
import { statementSteps } from './statement-steps.ts';

/**
 * What a statement's buyer reads of the documents around it: the invoice issued for it on the
 * statement's detail (number, date, amount, where its file opens), and on 账期额度 the rows a
 * statement moves — each confirmed remittance (repay) and its settled difference (settle) — named
 * by the statement's number, with the statement to open for the main account only.
 */
let t: TestBackend;
let s: ReturnType<typeof statementSteps>;

const TEN_YUAN = 100_000;
const yuan = (amount: number) => moneyToWire(amount as Money);

beforeAll(async () => {
  t = await startBackend();
  s = statementSteps(t);
  await s.setUp();
});
afterAll(() => t.close());

async function detail(token: string, id: number) {
  const reply = await t.call<BuyerStatementDetail>('GET', `/rest/customer/bill/balanceInfo/${id}`, { token });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}

async function ledgerRows(token: string): Promise<CreditEntry[]> {
  return (await s.c.creditSummary(token, { limit: '100' })).entries.list;
}

describe('the invoice on a statement’s detail', () => {
  it('is none until issued, then its number, date, amount and the address of its file', async () => {
    const { id } = await s.statementFor('demo', '2026-10', { send: true });
    expect((await detail(s.buyers.demo, id)).invoices).toEqual([]);
    expect((await s.confirm(s.buyers.demo, { id })).code).toBe(0);
    await s.invoiced(id);

    const statement = await s.row(id);
    const issued = await t.db.selectFrom('invoice').selectAll().where('statement_id', '=', id).execute();
    expect(issued).toHaveLength(1);
    const invoice = issued[0]!;
    const { invoices, record } = await detail(s.buyers.demo, id);
    expect(record.state).toBe(StatementState.invoiced);
    expect(invoices).toEqual([
      expect.objectContaining({
        id: invoice.id,
        kind: 'blue',
        invoiceNo: invoice.invoice_no,
        issueDate: invoice.issue_date,
        amount: yuan(Number(statement.account_amount)),
        fileType: 'pdf',
        image: `/userCenter/invoice/file/${invoice.id}`,
        balanceNum: statement.balance_num,
      }),
    ]);

    // The file is the company's: its main account opens it at the buyer's invoice call.
    const file = await t.backend.app.fetch(
      new Request(`http://backend.test/rest/invoiceOrder/file/${invoice.id}?token=${s.buyers.demo}`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      }),
    );
    expect(file.headers.get('content-type')).toContain('application/pdf');
    // Another company neither reads the statement nor opens its invoice.
    const foreign = await t.call('GET', `/rest/customer/bill/balanceInfo/${id}`, { token: s.buyers.other });
    expect(foreign.code).toBe(Code.notFound);
  });
});

describe('the credit rows a statement moves', () => {
  it('name the statement by its number: the main account may open it, an approver reads the number only', async () => {
    const { id } = await s.statementFor('demo', '2026-09', { send: true });
    const disputed = await s.confirm(s.buyers.demo, { id, diversity: '10.00', diversityReson: '运费重复计算' });
    expect(disputed.code, disputed.msg).toBe(0);
    await s.stepped(id, 'acceptDispute');
    await s.invoiced(id);
    const { amount } = await s.money(id);
    const recorded = await s.remit(s.buyers.demo, id, await s.remittanceForm(amount));
    expect(recorded.code, recorded.msg).toBe(0);
    const [remittance] = await s.remittances(id);
    expect((await s.confirmRemittance(remittance!.id)).code).toBe(0);
    expect((await s.row(id)).state).toBe(StatementState.receiptConfirmed);

    const { balance_num: number } = await s.row(id);
    const mine = (rows: CreditEntry[]) => rows.filter((row) => row.reference === number);
    const main = mine(await ledgerRows(s.buyers.demo));
    expect(main.map((row) => [row.kind, row.usedChange, row.statementId])).toEqual([
      ['settle', yuan(-TEN_YUAN), id],
      ['repay', yuan(-amount), id],
    ]);
    const approver = mine(await ledgerRows(s.buyers.approver));
    expect(approver.map((row) => [row.kind, row.statementId])).toEqual([
      ['settle', null],
      ['repay', null],
    ]);
    // A purchaser reads only its own orders' rows: none of a statement's.
    expect(mine(await ledgerRows(s.buyers.buyer))).toEqual([]);
    // Rows of orders and contracts keep their own numbers and open no statement.
    for (const row of await ledgerRows(s.buyers.demo))
      if (row.kind !== 'repay' && row.kind !== 'settle') expect(row.statementId).toBeNull();
  });
});
