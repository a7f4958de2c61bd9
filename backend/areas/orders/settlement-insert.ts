import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import { shanghaiDay } from '../../../common/time.ts';
import type { Caller } from '../../caller.ts';
import type { Database } from '../../db/types.ts';

/**
 * A settlement (a purchase row and its lines) of the given goods for the caller, not yet priced:
 * what the cart's 去结算, 立即购买, a quick order, a purchase list and a procurement system's
 * OrderRequest all start from. Its batch number is the Shanghai day and nine random digits.
 */
export async function insertSettlement(
  trx: Transaction<Database>,
  caller: Pick<Caller, 'companyId' | 'accountId'>,
  settlement: {
    isBuy: boolean;
    needsApproval: boolean;
    lines: readonly { goodsId: number; quantity: number; cartItemId: number | null }[];
    now: number;
  },
): Promise<number> {
  const { lines, now } = settlement;
  const purchase = await trx
    .insertInto('purchase')
    .values({
      company_id: caller.companyId,
      account_id: caller.accountId,
      batch: `P${shanghaiDay(now)}${String(randomInt(0, 1e9)).padStart(9, '0')}`,
      is_buy: settlement.isBuy ? 1 : 0,
      needs_approval: settlement.needsApproval ? 1 : 0,
      quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      total_amount: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('purchase_item')
    .values(
      lines.map((line) => ({
        purchase_id: purchase.id,
        goods_id: line.goodsId,
        cart_item_id: line.cartItemId,
        quantity: line.quantity,
      })),
    )
    .execute();
  return purchase.id;
}
