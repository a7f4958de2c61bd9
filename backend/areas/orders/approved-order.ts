import type { Transaction } from 'kysely';
import { ApprovalLevel } from '../../../common/areas/approval-rules/index.ts';
import { CheckStatus } from '../../../common/areas/orders/transitions.ts';
import type { Money } from '../../../common/money.ts';
import type { Caller } from '../../caller.ts';
import type { Database } from '../../db/types.ts';
import { createOrder } from './order-create.ts';
import { assertBuyable, pricedLines, totalOf, type PricedLine } from './priced-lines.ts';
import { movePurchase } from './purchase-transition.ts';
import { insertSettlement } from './settlement-insert.ts';

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
  const purchaseId = await insertSettlement(trx, actor, {
    isBuy: false,
    needsApproval: false,
    lines: input.lines.map((line) => ({ ...line, cartItemId: null })),
    now,
  });
  const lines = await pricedLines(trx, purchaseId, now);
  assertBuyable(lines);
  input.check?.(lines);
  const total = totalOf(lines);
  await movePurchase(trx, {
    purchase: { id: purchaseId, check_status: CheckStatus.notApplied },
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
      purchaseId,
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
