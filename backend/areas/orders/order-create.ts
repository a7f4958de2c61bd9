import type { Transaction } from 'kysely';
import { reserveBudget } from '../budgets/index.ts';
import { useCredit } from '../credit/index.ts';
import { Code } from '../../../common/envelope.ts';
import { moneyToText } from '../../../common/money.ts';
import { PayType } from '../../../common/areas/orders/order.ts';
import { OrderStatus } from '../../../common/areas/orders/transitions.ts';
import { shanghaiDay } from '../../../common/time.ts';
import type { Database, Db } from '../../db/types.ts';
import { AppError, notFound, refused } from '../../errors.ts';
import { regionText } from '../../../common/areas/addresses/region-text.ts';
import { takeOrderedLines } from '../cart/index.ts';
import { reserveStock } from '../catalogue/index.ts';
import { moveOrder } from './order-transition.ts';
import { assertBuyable, totalOf, type PricedLine } from './priced-lines.ts';
import { queueWebhook } from '../webhooks/index.ts';

export interface OrderSource {
  purchaseId: number;
  companyId: number;
  accountId: number;
  payTypeId: number;
  consigneeId: number;
  invoiceHeaderId: number;
  /**
   * The settlement's lines as the caller priced them in this transaction, the ones its total was
   * checked against: the order is made at exactly those prices, never at a price a staff change
   * committed between two reads.
   */
  lines: PricedLine[];
}

/**
 * Turns a settlement into its one order, inside the caller's transaction: reserves stock (never
 * below zero, DESIGN.md decision 12), keeps a snapshot of address, invoice header and lines, and
 * reserves its total against the budgets that count it, and pays a credit-term order at once from
 * the company's credit ledger. Throws, rolling everything back, when stock, budget or quota is short.
 */
export async function createOrder(trx: Transaction<Database>, source: OrderSource, now: number): Promise<number> {
  const { lines } = source;
  assertBuyable(lines);
  const { address, header } = await loadChoices(trx, source.companyId, source.consigneeId, source.invoiceHeaderId);

  // Rows are locked in goods order, so two orders of the same goods cannot deadlock each other.
  for (const line of [...lines].sort((a, b) => a.goodsId - b.goodsId)) {
    const reserved = await reserveStock(trx, line.goodsId, line.quantity);
    if (!reserved.ok) throw new AppError(Code.conflict, 'stockShort', { name: line.goodsName, left: reserved.left });
  }

  const total = totalOf(lines);

  const inserted = await trx
    .insertInto('orders')
    .values({
      // The settlement is unique per order, so this placeholder is too until the number is known.
      order_no: `pending-${source.purchaseId}`,
      company_id: source.companyId,
      account_id: source.accountId,
      purchase_id: source.purchaseId,
      consignee: address.consignee,
      mobile: address.mobile,
      area_name: regionText(address.province_name, address.city_name, address.county_name),
      address: address.address,
      invoice_header_id: header.id,
      invoice_type: header.invoice_type,
      invoice_unit_name: header.unit_name,
      invoice_taxcode: header.taxcode,
      pay_type_id: source.payTypeId,
      total_amount: total,
      order_status: OrderStatus.awaitingPayment,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = {
    id: inserted.id,
    order_no: `CG${shanghaiDay(now)}${String(inserted.id).padStart(6, '0')}`,
    order_status: OrderStatus.awaitingPayment,
  };
  await trx.updateTable('orders').set({ order_no: order.order_no }).where('id', '=', order.id).execute();
  await trx
    .insertInto('order_item')
    .values(
      lines.map((line) => ({
        order_id: order.id,
        goods_id: line.goodsId,
        goods_name: line.goodsName,
        goods_image: line.goodsImage,
        goods_price: line.salePrice,
        goods_quantity: line.quantity,
        total_amount: line.total,
      })),
    )
    .execute();
  await trx.insertInto('order_event').values({ order_id: order.id, kind: 'placed', created_at: now }).execute();
  await queueWebhook(trx, {
    companyId: source.companyId,
    type: 'order.placed',
    data: { orderId: order.id, orderNo: order.order_no, orderStatus: order.order_status },
    now,
  });
  // The total is known: the budgets that count the order (the company's, and its purchaser's own:
  // an approved purchase's order is its purchaser's) reserve it before any credit is used, so a
  // refused order has charged nothing.
  const purchase = await trx
    .selectFrom('purchase')
    .select('needs_approval')
    .where('id', '=', source.purchaseId)
    .executeTakeFirstOrThrow();
  await reserveBudget(trx, {
    companyId: source.companyId,
    accountId: source.accountId,
    orderId: order.id,
    amount: total,
    now,
    approved: purchase.needs_approval === 1,
  });
  // A credit-term order is paid as it is placed: charged to the company's credit ledger.
  if (source.payTypeId === PayType.credit) {
    const charged = await useCredit(trx, source.companyId, order.id, total, now);
    if (!charged.ok)
      throw refused('quotaShort', { amount: moneyToText(total, 2), quota: moneyToText(charged.available, 2) });
    const set = { actual_pay_amount: total };
    await moveOrder(trx, { order, step: 'pay', actor: 'shop', now, set, note: 'credit' });
  }
  return order.id;
}

/** The chosen address and invoice header, which must be the company's own. */
export async function loadChoices(trx: Db, companyId: number, consigneeId: number, invoiceHeaderId: number) {
  const address = await trx
    .selectFrom('address')
    .selectAll()
    .where('id', '=', consigneeId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!address) throw refused('chooseAddress');
  const header = await trx
    .selectFrom('invoice_header')
    .selectAll()
    .where('id', '=', invoiceHeaderId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!header) throw refused('fillInvoice');
  return { address, header };
}

/** The settlement's cart lines are bought: they leave the cart, once (another submit that took one first wins). */
export async function takeCartLines(trx: Transaction<Database>, accountId: number, lines: PricedLine[]): Promise<void> {
  const ids = lines.map((line) => line.cartItemId).filter((id): id is number => id !== null);
  if (!(await takeOrderedLines(trx, accountId, ids))) throw new AppError(Code.conflict, 'cartChanged');
}

/** Looks a settlement up for its own account; anyone else is told it does not exist. */
export async function ownSettlement(db: Db, accountId: number, purchaseId: number) {
  const purchase = await db
    .selectFrom('purchase')
    .selectAll()
    .where('id', '=', purchaseId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!purchase) throw notFound();
  return purchase;
}
