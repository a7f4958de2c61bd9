import { SETTLEMENT_TTL_HOURS } from '../../../common/constants.ts';
import { Code } from '../../../common/envelope.ts';
import { formatMoney, moneyToWire } from '../../../common/money.ts';
import { ApprovalLevel } from '../../../common/areas/approval-rules/index.ts';
import { approvalNeeded } from '../approval-rules/index.ts';
import type { FillOrder, PayMode, SettlementLine, SubmitResult } from '../../../common/areas/orders/order-types.ts';
import { PaymentResult, PayType, type OrderChoices } from '../../../common/areas/orders/order.ts';
import { CheckStatus } from '../../../common/areas/orders/transitions.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/types.ts';
import { AppError, notFound, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { createOrder, loadChoices, ownSettlement, takeCartLines } from './order-create.ts';
import { assertBuyable, assertInStock, pricedLines, totalOf, type PricedLine } from './priced-lines.ts';
import { lockPurchase } from './purchase-lock.ts';
import { movePurchase, textReviewers } from './purchase-transition.ts';
import { insertSettlement } from './settlement-insert.ts';

export const PAY_MODES: PayMode[] = [
  { id: PayType.offline, name: '线下支付' },
  { id: PayType.credit, name: '账期支付' },
];

/**
 * Settlements (SPEC §7 settle / buyGoods / fillOrder / submitOrder): what a cart
 * selection or a Buy Now is about to become. A purchaser's settlement becomes a
 * purchase awaiting approval when the company's approval rule says so (at submit, from the total
 * priced then); anyone else's, and a purchaser's the rule lets through, becomes its one order at once.
 */
export function settlementService({ db, dialect, clock, sms }: Deps) {
  /** Row-locks the settlement on PostgreSQL so two submits of it queue; SQLite runs one write transaction at a time. */
  const lock = async (trx: Db, caller: Caller, purchaseId: number) => {
    await lockPurchase(trx, dialect, purchaseId);
    return ownSettlement(trx, caller.accountId, purchaseId);
  };

  const ttlMs = SETTLEMENT_TTL_HOURS * 60 * 60 * 1000;
  const expired = (purchase: { submitted_at: number | null; created_at: number }, now: number) =>
    purchase.submitted_at === null && purchase.created_at <= now - ttlMs;
  const expiredError = () => new AppError(Code.conflict, 'settlementExpired', { hours: SETTLEMENT_TTL_HOURS });

  /** Removes every settlement left unsubmitted past its time (and its lines, by cascade). */
  const sweep = (trx: Db, now: number) =>
    trx
      .deleteFrom('purchase')
      .where('submitted_at', 'is', null)
      .where('created_at', '<=', now - ttlMs)
      .execute();

  /** The submitted settlement that already bought one of these cart lines, if any. */
  const boughtFrom = async (caller: Caller, carIds: number[]) =>
    (
      await db
        .selectFrom('purchase_item')
        .innerJoin('purchase', 'purchase.id', 'purchase_item.purchase_id')
        .select('purchase.id')
        .where('purchase.account_id', '=', caller.accountId)
        .where('purchase.submitted_at', 'is not', null)
        .where('purchase_item.cart_item_id', 'in', carIds)
        .executeTakeFirst()
    )?.id;

  /** What a settlement already became: the answer to a repeated submit. */
  const outcome = async (trx: Db, purchase: { id: number; needs_approval: number }): Promise<SubmitResult> => {
    if (purchase.needs_approval === 1) return { paymentType: PaymentResult.toApproval, orderId: purchase.id, isPay: 0 };
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'is_pay'])
      .where('purchase_id', '=', purchase.id)
      .executeTakeFirst();
    if (!order) throw refused('settlementUsed');
    return { paymentType: PaymentResult.toPay, orderId: order.id, isPay: order.is_pay };
  };

  const start = async (
    caller: Caller,
    isBuy: boolean,
    lines: { goodsId: number; quantity: number; cartItemId: number | null }[],
  ) => {
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      // Abandoned checkouts do not pile up: each new one clears those past their time.
      await sweep(trx, now);
      const purchaseId = await insertSettlement(trx, caller, {
        isBuy,
        needsApproval: caller.accountType === CustomerAccountType.purchaser,
        lines,
        now,
      });
      const priced = await pricedLines(trx, purchaseId, now);
      assertBuyable(priced);
      assertInStock(priced);
      await trx
        .updateTable('purchase')
        .set({ total_amount: totalOf(priced) })
        .where('id', '=', purchaseId)
        .execute();
      return purchaseId;
    });
  };

  const submitWith = async (caller: Caller, purchaseId: number, choices: Omit<OrderChoices, 'uuId'>) =>
    db.transaction().execute(async (trx): Promise<SubmitResult> => {
      const purchase = await lock(trx, caller, purchaseId);
      if (purchase.check_status !== CheckStatus.notApplied || purchase.submitted_at !== null)
        return outcome(trx, purchase);
      const now = clock.now();
      if (expired(purchase, now)) throw expiredError();
      const lines = await pricedLines(trx, purchase.id, now);
      assertBuyable(lines);
      const total = totalOf(lines);
      // The buyer confirmed a total: an order at another one is refused, with the new total, and nothing changes.
      if (choices.expectedTotal !== undefined && choices.expectedTotal !== total)
        throw refused('priceChanged', { total: formatMoney(total) });
      await loadChoices(trx, caller.companyId, choices.consigneeId, choices.invoiceHeader);
      // A purchaser's waits when the company's rule says so, for whom it says; anyone else's is its own approval.
      const level =
        purchase.needs_approval === 1
          ? await approvalNeeded(trx, caller.companyId, { total, goodsIds: lines.map((line) => line.goodsId) })
          : ApprovalLevel.none;
      const waits = level !== ApprovalLevel.none;
      await movePurchase(trx, {
        purchase,
        step: waits ? 'submit' : 'order',
        actor: caller,
        now,
        set: {
          pay_type_id: choices.payTypeId,
          consignee_id: choices.consigneeId,
          invoice_header_id: choices.invoiceHeader,
          total_amount: total,
          // One the rule lets through is an order like the main account's: no purchase to review.
          needs_approval: waits ? 1 : 0,
          approval_level: level,
        },
      });
      await takeCartLines(trx, caller.accountId, lines);
      if (waits) {
        await textReviewers(trx, sms, {
          companyId: caller.companyId,
          batch: purchase.batch,
          total,
          purchaser: caller.username,
          level,
        });
        return { paymentType: PaymentResult.toApproval, orderId: purchase.id, isPay: 0 };
      }
      const orderId = await createOrder(
        trx,
        {
          purchaseId: purchase.id,
          companyId: caller.companyId,
          accountId: caller.accountId,
          payTypeId: choices.payTypeId,
          consigneeId: choices.consigneeId,
          invoiceHeaderId: choices.invoiceHeader,
          lines,
        },
        now,
      );
      return { paymentType: PaymentResult.toPay, orderId, isPay: choices.payTypeId === PayType.credit ? 1 : 0 };
    });

  return {
    /** rest/order/settle: the caller's chosen cart lines, on sale and at their minimum. */
    async settle(caller: Caller, carIds: number[]): Promise<number> {
      const items = await db
        .selectFrom('cart_item')
        .select(['id', 'goods_id', 'quantity'])
        .where('account_id', '=', caller.accountId)
        .where('id', 'in', carIds)
        .execute();
      if (items.length !== new Set(carIds).size) throw notFound();
      return start(
        caller,
        false,
        items.map((item) => ({ goodsId: item.goods_id, quantity: item.quantity, cartItemId: item.id })),
      );
    },

    /** rest/order/buyGoods: Buy Now, one goods, skipping the cart. */
    async buyGoods(caller: Caller, goodsId: number, quantity: number): Promise<number> {
      const goods = await db
        .selectFrom('goods')
        .select(['id', 'on_sale', 'inventory'])
        .where('id', '=', goodsId)
        .executeTakeFirst();
      if (!goods) throw notFound();
      // Refused before a settlement is made, with the same words as add-to-cart.
      if (goods.on_sale === 1 && goods.inventory <= 0) throw refused('outOfStock');
      return start(caller, true, [{ goodsId, quantity, cartItemId: null }]);
    },

    /** rest/order/fillOrder: the confirm-order screen's data, priced now. */
    async fill(caller: Caller, purchaseId: number): Promise<FillOrder> {
      const purchase = await ownSettlement(db, caller.accountId, purchaseId);
      const now = clock.now();
      if (expired(purchase, now)) throw expiredError();
      const lines = await pricedLines(db, purchase.id, now);
      // Said before submitting: whether, and by whom, this purchase would be reviewed under the rule now.
      const approvalLevel =
        purchase.needs_approval === 1 && purchase.submitted_at === null
          ? await approvalNeeded(db, caller.companyId, {
              total: totalOf(lines),
              goodsIds: lines.map((line) => line.goodsId),
            })
          : purchase.needs_approval === 1
            ? purchase.approval_level
            : ApprovalLevel.none;
      const header = await db
        .selectFrom('invoice_header')
        .select(['id', 'invoice_type', 'unit_name', 'taxcode'])
        .where('company_id', '=', caller.companyId)
        .executeTakeFirst();
      const submitted = purchase.submitted_at !== null ? await outcome(db, purchase).catch(() => null) : null;
      return {
        goodsList: lines.map(lineToWire),
        payModeList: PAY_MODES,
        quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
        carIds: lines.map((line) => line.cartItemId).filter((id) => id !== null),
        isBuy: purchase.is_buy,
        totalAmount: moneyToWire(totalOf(lines)),
        invoiceHeader: header
          ? { id: header.id, invoiceType: header.invoice_type, unitName: header.unit_name, taxcode: header.taxcode }
          : null,
        checkStatus: purchase.check_status,
        needsApproval: purchase.needs_approval,
        approvalLevel,
        submitted,
      };
    },

    /** rest/order/submitOrder: by settlement (uuId), or by cart lines for callers that only send carIds. */
    async submit(caller: Caller, choices: OrderChoices & { carIds?: number[] }): Promise<SubmitResult> {
      if (choices.uuId !== undefined) return submitWith(caller, choices.uuId, choices);
      const carIds = choices.carIds;
      if (!carIds) throw refused('selectData');
      // Cart lines already bought answer with what they became, so a repeated submit makes no second order.
      const earlier = await boughtFrom(caller, carIds);
      if (earlier) return submitWith(caller, earlier, choices);
      // A parallel submit of the same lines may win meanwhile: its order is this request's answer too.
      const lostRace = async (error: unknown, settlement?: number) => {
        const conflict = error instanceof AppError && (error.key === 'cartChanged' || error.code === Code.notFound);
        const winner = conflict ? await boughtFrom(caller, carIds) : undefined;
        if (winner === undefined) throw error;
        if (settlement !== undefined) await db.deleteFrom('purchase').where('id', '=', settlement).execute();
        return submitWith(caller, winner, choices);
      };
      const settlement = await this.settle(caller, carIds).catch((error: unknown) => lostRace(error));
      if (typeof settlement !== 'number') return settlement;
      return submitWith(caller, settlement, choices).catch((error: unknown) => lostRace(error, settlement));
    },

    /** rest/order/submitOrderBuy: Buy Now submitted; by settlement when the web sends it. */
    async submitBuy(
      caller: Caller,
      choices: OrderChoices & { goodsId?: number; quantity?: number },
    ): Promise<SubmitResult> {
      if (choices.uuId !== undefined) return submitWith(caller, choices.uuId, choices);
      if (choices.goodsId === undefined || choices.quantity === undefined) throw refused('selectData');
      return submitWith(caller, await this.buyGoods(caller, choices.goodsId, choices.quantity), choices);
    },
  };
}

export function lineToWire(line: PricedLine): SettlementLine {
  return {
    goodsId: line.goodsId,
    goodsName: line.goodsName,
    goodsImage: line.goodsImage,
    salePrice: moneyToWire(line.salePrice),
    quantity: line.quantity,
    productQuantity: line.minimum,
    unit: line.unit,
    inventory: line.inventory,
    onSale: line.onSale ? 1 : 0,
    totalAmount: moneyToWire(line.total),
  };
}
