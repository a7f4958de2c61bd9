import type { Selectable } from 'kysely';
import type {
  Remittance,
  StatementDetail,
  StatementGroup,
  StatementLine,
  StatementRecord,
} from '../../../common/areas/statements/statement.ts';
import { buyerStatementActionsOf } from '../../../common/areas/statements/transitions.ts';
import { moneyToWire, type Money } from '../../../common/money.ts';
import { wireTime } from '../../../common/time.ts';
import type { Db } from '../../db/types.ts';
import type { RemittanceTable, StatementTable } from '../../db/tables/statements.ts';

export type StatementRow = Selectable<StatementTable> & { company: string };

const yuan = (amount: number | null) => moneyToWire(Number(amount ?? 0) as Money);

export function statementToWire(row: StatementRow): StatementRecord {
  const [year, month] = row.month.split('-').map(Number) as [number, number];
  return {
    id: row.id,
    companyName: row.company,
    balanceNum: row.balance_num,
    state: row.state,
    year,
    month,
    startDate: row.start_date,
    endDate: row.end_date,
    accountAmount: yuan(row.account_amount),
    payStatus: row.pay_status,
    createDate: wireTime(row.created_at),
    dueDate: row.due_date,
    version: row.version,
    openingBalance: yuan(row.opening_balance),
    closingBalance: yuan(Number(row.opening_balance) + Number(row.account_amount)),
    recordedAmount: yuan(row.recorded_amount),
    paidAmount: yuan(row.paid_amount),
    diversity: row.diversity === null ? null : yuan(row.diversity),
    diversityReson: row.diversity_reason,
    disputedLines: row.disputed_lines ? (JSON.parse(row.disputed_lines) as number[]) : [],
    actions: buyerStatementActionsOf(row.state),
  };
}

type LineRow = {
  id: number;
  kind: string;
  order_no: string;
  occurred_on: string;
  description: string;
  goods_json: string | null;
  amount: number;
};

function lineToWire(row: LineRow): StatementLine {
  const goods = row.goods_json
    ? (JSON.parse(row.goods_json) as { name: string; quantity: number; price: number; amount: number }[])
    : [];
  return {
    id: row.id,
    kind: row.kind,
    orderNo: row.order_no,
    occurredOn: row.occurred_on,
    description: row.description,
    goods: goods.map((item) => ({ ...item, price: yuan(item.price), amount: yuan(item.amount) })),
    amount: yuan(row.amount),
  };
}

/** A version's lines: by order (its charge and its refunds, with a subtotal), then the adjustments. */
export async function versionLines(db: Db, statementId: number, version: number) {
  const rows = await db
    .selectFrom('statement_line')
    .select(['id', 'kind', 'order_no', 'occurred_on', 'description', 'goods_json', 'amount'])
    .where('statement_id', '=', statementId)
    .where('version', '=', version)
    .orderBy('id')
    .execute();
  const groups = new Map<string, { lines: StatementLine[]; subtotal: number }>();
  const adjustments: StatementLine[] = [];
  for (const row of rows) {
    if (row.kind === 'adjust') {
      adjustments.push(lineToWire(row));
      continue;
    }
    const group = groups.get(row.order_no) ?? { lines: [], subtotal: 0 };
    group.lines.push(lineToWire(row));
    group.subtotal += Number(row.amount);
    groups.set(row.order_no, group);
  }
  return {
    groups: [...groups].map(([orderNo, group]): StatementGroup => ({
      orderNo,
      lines: group.lines,
      subtotal: yuan(group.subtotal),
    })),
    adjustments,
    ids: rows.map((row) => row.id),
    /** What the version totals (ten-thousandths). */
    total: rows.reduce((sum, row) => sum + Number(row.amount), 0),
  };
}

export async function remittancesOf(db: Db, statementId: number): Promise<Remittance[]> {
  const rows = await db
    .selectFrom('remittance')
    .selectAll()
    .where('statement_id', '=', statementId)
    .orderBy('id')
    .execute();
  return rows.map(remittanceFields);
}

/** A remittance row as the wire says it; the console adds its statement and company. */
export function remittanceFields(row: Selectable<RemittanceTable>): Remittance {
  return {
    id: row.id,
    amount: yuan(row.amount),
    remitDate: row.remit_date,
    payerName: row.payer_name,
    payerAccount: row.payer_account,
    serial: row.serial,
    voucher: row.voucher,
    state: row.state,
    rejectReason: row.reject_reason,
    createDate: wireTime(row.created_at),
  };
}

/** The versions the company has been sent (the staff's drafts before the first send are not among them). */
export const sentVersions = (row: StatementRow) => ({ from: row.first_sent_version ?? row.version, to: row.version });

/**
 * The statement with one version's lines, its remittances and its versions: for the buyer those
 * sent (`from` the first sent), for staff every one.
 */
export async function statementDetail(
  db: Db,
  row: StatementRow,
  version = row.version,
  from = sentVersions(row).from,
): Promise<StatementDetail> {
  const { groups, adjustments, total } = await versionLines(db, row.id, version);
  const record = statementToWire(row);
  // An earlier version says what it said when it was sent: its own total, not the newest one's.
  if (version !== row.version)
    Object.assign(record, {
      accountAmount: yuan(total),
      closingBalance: yuan(Number(row.opening_balance) + total),
    });
  return {
    record,
    groups,
    adjustments,
    remittances: await remittancesOf(db, row.id),
    versions: Array.from({ length: row.version - from + 1 }, (_, index) => from + index),
  };
}

/** The statement with its company's name (what every reader needs). */
export function statementQuery(db: Db) {
  return db
    .selectFrom('statement')
    .innerJoin('company', 'company.id', 'statement.company_id')
    .selectAll('statement')
    .select('company.name as company');
}
