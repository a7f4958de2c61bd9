import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import { ApprovalLevel } from '../../../common/areas/approval-rules/index.ts';
import { CheckStatus } from '../../../common/areas/orders/transitions.ts';
import type { Money } from '../../../common/money.ts';
import { shanghaiDay } from '../../../common/time.ts';
import type { Caller } from '../../caller.ts';
import type { Database } from '../../db/types.ts';
import { createOrder } from './order-create.ts';
import { assertBuyable, pricedLines, totalOf, type PricedLine } from './priced-lines.ts';
import { movePurchase } from './purchase-transition.ts';

export interface ApprovedOrderInput {
  /** The account the order is for, as it would submit it itself. */
  actor: Caller;
  payTypeId: number;
  consigneeId: number;
  invoiceHeaderId: number;
  lines: readonly { goodsId: number; quantity: number }[];
  now: number;
  /** Checks the lines as priced now, before anything is reserved (a caller's own price check); throws to refuse. */
  check?: (lines: PricedLine[]) => void;
}

/**
 * An order another system already approved (a procurement system's OrderRequest), made inside the
 * caller's transaction through the very steps a submitted settlement takes: a settlement of the
 * lines, priced now with the company's prices and catalogue, moved straight to 'order' (the
 * approval was the other system's, so no purchase waits in the shop), then createOrder (stock,
 * budgets, credit, the order.placed webhook). Throws, rolling everything back, when any is refused.
 */
export async function placeApprovedOrder(
  trx: Transaction<Database>,
  input: ApprovedOrderInput,
): Promise<{ orderId: number; orderNo: string; total: Money; lines: PricedLine[] }> {
  const { actor, now } = input;
  const purchase = await trx
    .insertInto('purchase')
    .values({
      company_id: actor.companyId,
      account_id: actor.accountId,
      batch: `P${shanghaiDay(now)}${String(randomInt(0, 1e9)).padStart(9, '0')}`,
      is_buy: 0,
      needs_approval: 0,
      quantity: input.lines.reduce((sum, line) => sum + line.quantity, 0),
      total_amount: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('purchase_item')
    .values(
      input.lines.map((line) => ({
        purchase_id: purchase.id,
        goods_id: line.goodsId,
        cart_item_id: null,
        quantity: line.quantity,
      })),
    )
    .execute();
  const lines = await pricedLines(trx, purchase.id, now);
  assertBuyable(lines);
  input.check?.(lines);
  const total = totalOf(lines);
  await movePurchase(trx, {
    purchase: { id: purchase.id, check_status: CheckStatus.notApplied },
    step: 'order',
    actor,
    now,
    set: {
      pay_type_id: input.payTypeId,
      consignee_id: input.consigneeId,
      invoice_header_id: input.invoiceHeaderId,
      total_amount: total,
      needs_approval: 0,
      approval_level: ApprovalLevel.none,
    },
  });
  const orderId = await createOrder(
    trx,
    {
      purchaseId: purchase.id,
      companyId: actor.companyId,
      accountId: actor.accountId,
      payTypeId: input.payTypeId,
      consigneeId: input.consigneeId,
      invoiceHeaderId: input.invoiceHeaderId,
      lines,
    },
    now,
  );
  const order = await trx.selectFrom('orders').select('order_no').where('id', '=', orderId).executeTakeFirstOrThrow();
  return { orderId, orderNo: order.order_no, total, lines };
}
