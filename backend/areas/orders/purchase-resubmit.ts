import type { ResubmitPurchaseForm } from '../../../common/areas/orders/order.ts';
import type { Caller } from '../../caller.ts';
import { notFound, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { loadChoices } from './order-create.ts';
import { assertBuyable, assertInStock, pricedLines, totalOf } from './priced-lines.ts';
import { lockPurchase } from './purchase-lock.ts';
import { movePurchase, textReviewers } from './purchase-transition.ts';
import { ApprovalLevel } from '../../../common/areas/approval-rules/index.ts';
import { approvalNeeded } from '../approval-rules/index.ts';
import { DEFAULT_UNIT } from '../../../common/constants.ts';

/**
 * A rejected purchase changed by its own purchaser and sent for approval again:
 * the quantities of its lines, the pay mode, the delivery address and the invoice header, as the
 * confirm-order screen allows. Only what the shared purchase transitions allow: a rejected
 * purchase. Anyone but its purchaser — a colleague, another company — is told it does not exist.
 * Its level is decided again from the rule and the new total, and whoever may decide it is texted;
 * a purchase rejected once always goes back to a reviewer, even if the rule would now let it
 * through (level 1 at least): the rejection was a reviewer's, so is the answer to the change.
 */
export async function resubmitPurchase(
  { db, dialect, clock, sms }: Deps,
  caller: Caller,
  purchaseId: number,
  form: ResubmitPurchaseForm,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockPurchase(trx, dialect, purchaseId);
    const purchase = await trx
      .selectFrom('purchase')
      .selectAll()
      .where('id', '=', purchaseId)
      .where('account_id', '=', caller.accountId)
      .where('company_id', '=', caller.companyId)
      .where('needs_approval', '=', 1)
      .executeTakeFirst();
    if (!purchase) throw notFound();
    // Moved first, so a purchase that is not rejected is refused before its form is read; what is
    // refused below rolls the move back with the rest.
    await movePurchase(trx, {
      purchase,
      step: 'resubmit',
      actor: caller,
      now: clock.now(),
      set: { pay_type_id: form.payTypeId, consignee_id: form.consigneeId, invoice_header_id: form.invoiceHeader },
    });
    const items = await trx
      .selectFrom('purchase_item')
      .innerJoin('goods', 'goods.id', 'purchase_item.goods_id')
      .select(['purchase_item.id', 'purchase_item.goods_id', 'goods.quantity as minimum', 'goods.unit'])
      .where('purchase_item.purchase_id', '=', purchase.id)
      .execute();
    // Every line of the purchase once, and nothing else: lines are changed here, not added or dropped.
    const wanted = new Map(form.goodsId.map((goodsId, index) => [goodsId, form.quantity[index]!]));
    if (wanted.size !== form.goodsId.length || wanted.size !== items.length) throw notFound();
    for (const item of items) {
      const quantity = wanted.get(item.goods_id);
      if (quantity === undefined) throw notFound();
      if (quantity < item.minimum)
        throw refused('belowMinimum', { min: item.minimum, unit: item.unit || DEFAULT_UNIT });
    }
    await loadChoices(trx, caller.companyId, form.consigneeId, form.invoiceHeader);
    for (const item of items) {
      await trx
        .updateTable('purchase_item')
        .set({ quantity: wanted.get(item.goods_id)! })
        .where('id', '=', item.id)
        .execute();
    }
    const lines = await pricedLines(trx, purchase.id, clock.now());
    assertBuyable(lines);
    assertInStock(lines);
    const total = totalOf(lines);
    const needed = await approvalNeeded(trx, caller.companyId, { total, goodsIds: lines.map((line) => line.goodsId) });
    const level = needed === ApprovalLevel.none ? ApprovalLevel.reviewer : needed;
    await trx
      .updateTable('purchase')
      .set({
        quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
        total_amount: total,
        approval_level: level,
      })
      .where('id', '=', purchase.id)
      .execute();
    await textReviewers(trx, sms, {
      companyId: caller.companyId,
      batch: purchase.batch,
      total,
      purchaser: caller.username,
      level,
    });
  });
}
