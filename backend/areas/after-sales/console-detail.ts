import { RefundType } from '../../../common/areas/after-sales/after-sale.ts';
import type { ConsoleAfterSale, ConsoleAfterSaleDetail } from '../../../common/areas/after-sales/console.ts';
import { staffAfterSaleActionsOf } from '../../../common/areas/after-sales/transitions.ts';
import { PayType } from '../../../common/areas/orders/order.ts';
import { moneyToWire, type Money } from '../../../common/money.ts';
import { wireTime } from '../../../common/time.ts';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../errors.ts';
import { timelineOf } from '../../services/audit.ts';
import { AFTER_SALE_COLUMNS, loadRecord, refundable, type AfterSaleJoined } from './after-sale-rows.ts';

/** An after-sale as the console reads it: with its company and who applied. */
export type ConsoleAfterSaleRow = AfterSaleJoined & { company: string; applicant: string; applicant_mobile: string };

export const consoleAfterSales = (db: Db) =>
  db
    .selectFrom('after_sale')
    .innerJoin('orders', 'orders.id', 'after_sale.order_id')
    .innerJoin('order_item', 'order_item.id', 'after_sale.order_item_id')
    .innerJoin('company', 'company.id', 'after_sale.company_id')
    .innerJoin('account', 'account.id', 'after_sale.account_id');

export const CONSOLE_AFTER_SALE_NAMES = [
  'company.name as company',
  'account.username as applicant',
  'account.mobile as applicant_mobile',
] as const;

export const afterSaleToConsole = (row: ConsoleAfterSaleRow): ConsoleAfterSale => ({
  id: row.id,
  afterSaleNo: row.after_sale_no,
  orderNo: row.order_no,
  company: row.company,
  goodsName: row.goods_name,
  goodsQuantity: row.goods_quantity,
  afterSaleType: row.after_sale_type,
  status: row.status,
  applyDate: wireTime(row.created_at),
});

export async function loadConsoleAfterSale(db: Db, id: number): Promise<ConsoleAfterSaleRow> {
  const row = await consoleAfterSales(db)
    .selectAll('after_sale')
    .select(AFTER_SALE_COLUMNS)
    .select(CONSOLE_AFTER_SALE_NAMES)
    .where('after_sale.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * The most this after-sale may refund: what its units were worth when applied for (its
 * refund_amount), and never more than the line has left. A return of 1 of 10 units cannot
 * take the money of the other 9.
 */
export const refundCap = (row: ConsoleAfterSaleRow): Money => Math.min(refundable(row), row.refund_amount) as Money;

/** Where a refund goes: credit back to the quota, a transfer back to the payer, or the account given. */
export const routeOf = (row: ConsoleAfterSaleRow) =>
  row.refund_type === RefundType.account ? 'account' : row.pay_type_id === PayType.credit ? 'credit' : 'transfer';

export const afterSaleConsoleDetail = async (db: Db, row: ConsoleAfterSaleRow): Promise<ConsoleAfterSaleDetail> => ({
  ...afterSaleToConsole(row),
  companyId: row.company_id,
  orderId: row.order_id,
  payTypeId: row.pay_type_id,
  orderStatus: row.order_status,
  applicant: row.applicant,
  record: await loadRecord(db, row),
  refundableAmount: moneyToWire(refundCap(row)),
  actions: staffAfterSaleActionsOf(row.after_sale_type, row.status),
  audit: await timelineOf(db, 'afterSale', row.id),
});

/** The after-sale as it is now, read again after a step or a refusal. */
export const freshAfterSale = async (db: Db, id: number) =>
  afterSaleConsoleDetail(db, await loadConsoleAfterSale(db, id));
