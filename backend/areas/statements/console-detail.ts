import type {
  ConsoleRemittance,
  ConsoleStatement,
  ConsoleStatementDetail,
} from '../../../common/areas/statements/console.ts';
import { STAFF_STATEMENT_ACTIONS } from '../../../common/areas/statements/transitions.ts';
import { moneyToText, moneyToWire, type Money } from '../../../common/money.ts';
import { wireTime } from '../../../common/time.ts';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../errors.ts';
import { timelineOf } from '../../services/audit.ts';
import { blueInvoiced, statementInvoiceDueOf } from './statement-invoicing.ts';
import { remittanceFields, statementDetail, statementQuery, type StatementRow } from './statement-rows.ts';
import { statementStepAllowed } from './statement-transition.ts';

const yuan = (amount: number) => moneyToWire(Number(amount) as Money);

/** An amount as the audit trail and the texts write it, in yuan with two places. */
export const yuanText = (amount: number) => moneyToText(Number(amount) as Money, 2);

export const statementToConsole = (row: StatementRow): ConsoleStatement => ({
  id: row.id,
  companyId: row.company_id,
  company: row.company,
  balanceNum: row.balance_num,
  month: row.month,
  state: row.state,
  payStatus: row.pay_status,
  version: row.version,
  accountAmount: yuan(row.account_amount),
  recordedAmount: yuan(row.recorded_amount),
  paidAmount: yuan(row.paid_amount),
  dueDate: row.due_date,
  createDate: wireTime(row.created_at),
  seen: row.updated_at,
});

export const loadStatement = async (db: Db, id: number): Promise<StatementRow> => {
  const row = await statementQuery(db).where('statement.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
};

export const remittanceRows = (db: Db) =>
  db
    .selectFrom('remittance')
    .innerJoin('statement', 'statement.id', 'remittance.statement_id')
    .innerJoin('company', 'company.id', 'remittance.company_id')
    .selectAll('remittance')
    .select(['statement.balance_num', 'company.name as company']);

type RemittanceRow = Awaited<ReturnType<ReturnType<typeof remittanceRows>['execute']>>[number];

export const remittanceToWire = (row: RemittanceRow): ConsoleRemittance => ({
  ...remittanceFields(row),
  statementId: row.statement_id,
  balanceNum: row.balance_num,
  company: row.company,
});

/** Closing needs the statement invoiced (the invoice console's blue invoice), unless it owes nothing. */
export const invoicedOrNothingOwed = async (db: Db, row: StatementRow) =>
  row.account_amount <= 0 || (await blueInvoiced(db, row.id));

/**
 * What the console offers: the steps the statement allows, less a close before the invoice, and
 * 'invoice' only while the statement waits in the 待开票 queue (the invoice console issues it).
 */
const actionsOf = async (db: Db, row: StatementRow, invoiceDue: number | null) => {
  const closable = await invoicedOrNothingOwed(db, row);
  return STAFF_STATEMENT_ACTIONS.filter((action) => {
    if (!statementStepAllowed(row, action)) return false;
    if (action === 'invoice') return invoiceDue !== null;
    if (action === 'close') return closable;
    return true;
  });
};

/** A statement as the console shows it: its lines, its remittances, the steps it allows now and its timeline. */
export const statementConsoleDetail = async (db: Db, row: StatementRow): Promise<ConsoleStatementDetail> => {
  const invoiceDue = await statementInvoiceDueOf(db, row.id);
  return {
    ...statementToConsole(row),
    detail: await statementDetail(db, row, row.version, 1),
    remittances: (
      await remittanceRows(db).where('remittance.statement_id', '=', row.id).orderBy('remittance.id').execute()
    ).map(remittanceToWire),
    actions: await actionsOf(db, row, invoiceDue),
    invoiceDue: invoiceDue === null ? null : moneyToWire(invoiceDue as Money),
    timeline: await timelineOf(db, 'statement', row.id),
  };
};

/** The statement as it is now, read again after a step or a refusal. */
export const freshDetail = async (db: Db, id: number) => statementConsoleDetail(db, await loadStatement(db, id));
