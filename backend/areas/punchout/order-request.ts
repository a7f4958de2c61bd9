import { QUANTITY_MAX } from '../../../common/constants.ts';
import { Code } from '../../../common/envelope.ts';
import { formatMoney, parseMoney, type Money } from '../../../common/money.ts';
import { PUNCHOUT_CURRENCY } from '../../../common/areas/punchout/index.ts';
import type { MessageKey, MessageParams } from '../../../common/messages.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError, refused } from '../../errors.ts';
import { recordCompanyAudit } from '../../services/company-audit.ts';
import type { Deps } from '../../services/deps.ts';
import { attr, child, children, textOf, type XmlNode } from './cxml-read.ts';
import { placeApprovedOrder } from '../orders/index.ts';
import { accountCaller, type PunchoutSetting } from './setting.ts';

export interface OrderRequestLine {
  goodsId: number;
  quantity: number;
  unitPrice: Money;
}

export interface OrderRequest {
  /** OrderRequestHeader orderID, or the document's payloadID when it has none. */
  orderRef: string;
  payloadId: string;
  lines: OrderRequestLine[];
}

type Refusal = { ok: false; status: number; key: MessageKey; params?: MessageParams };

/** An OrderRequest's header and lines, each line checked for what can be checked without the database. */
export function readOrderRequest(cxml: XmlNode): { ok: true; request: OrderRequest } | Refusal {
  const request = child(cxml, 'Request', 'OrderRequest');
  if (!request) return { ok: false, status: 400, key: 'punchout.badXml', params: { reason: 'no OrderRequest' } };
  const payloadId = attr(cxml, 'payloadID').slice(0, 250);
  const orderRef = (attr(child(request, 'OrderRequestHeader'), 'orderID') || payloadId).slice(0, 100);
  if (!orderRef) return { ok: false, status: 400, key: 'punchout.badXml', params: { reason: 'no orderID' } };
  const items = children(request, 'ItemOut');
  if (items.length === 0) return { ok: false, status: 400, key: 'punchout.noLines' };
  const lines: OrderRequestLine[] = [];
  for (const item of items) {
    const part = textOf(item, 'ItemID', 'SupplierPartID');
    if (!/^[1-9]\d{0,9}$/.test(part))
      return { ok: false, status: 400, key: 'punchout.unknownGoods', params: { id: part } };
    const quantityText = attr(item, 'quantity');
    const quantity = Number(quantityText);
    if (!/^\d+$/.test(quantityText) || quantity < 1 || quantity > QUANTITY_MAX)
      return { ok: false, status: 400, key: 'punchout.quantity', params: { id: part } };
    const money = child(item, 'ItemDetail', 'UnitPrice', 'Money');
    if (attr(money, 'currency').toUpperCase() !== PUNCHOUT_CURRENCY)
      return { ok: false, status: 400, key: 'punchout.currency' };
    const unitPrice = parseMoney(textOf(item, 'ItemDetail', 'UnitPrice', 'Money'));
    if (unitPrice === null || unitPrice < 0)
      return { ok: false, status: 400, key: 'punchout.badXml', params: { reason: `UnitPrice of ${part}` } };
    lines.push({ goodsId: Number(part), quantity, unitPrice });
  }
  return { ok: true, request: { orderRef, payloadId, lines } };
}

export interface OrderRequestResult {
  orderId: number;
  orderNo: string;
  /** Whether this orderID had already made its order (the answer is that order's). */
  repeated: boolean;
}

/**
 * An OrderRequest becomes the configured account's order through the orders area's own steps, in
 * one transaction with its punchout_order row (unique per company and orderID: the same request
 * twice, even at once, makes one order, and the second is answered with it) and its audit row.
 * A refusal (unknown goods, a price not the company's now, stock, budget or credit short) changes
 * nothing and is audited on its own.
 */
export async function placeOrderRequest(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  setting: PunchoutSetting,
  request: OrderRequest,
): Promise<OrderRequestResult> {
  const earlier = async () =>
    db
      .selectFrom('punchout_order')
      .select(['order_id', 'order_no'])
      .where('company_id', '=', setting.companyId)
      .where('order_ref', '=', request.orderRef)
      .executeTakeFirst();
  const found = await earlier();
  if (found) return { orderId: found.order_id, orderNo: found.order_no, repeated: true };
  const now = clock.now();
  try {
    const ids = [...new Set(request.lines.map((line) => line.goodsId))];
    const known = new Set(
      (await db.selectFrom('goods').select('id').where('id', 'in', ids).execute()).map((row) => row.id),
    );
    const unknown = ids.find((id) => !known.has(id));
    if (unknown !== undefined) throw new AppError(Code.invalid, 'punchout.unknownGoods', { id: unknown });
    const consignee =
      setting.consigneeId ??
      (
        await db
          .selectFrom('address')
          .select('id')
          .where('company_id', '=', setting.companyId)
          .orderBy('is_default', 'desc')
          .orderBy('id')
          .executeTakeFirst()
      )?.id;
    if (consignee === undefined) throw refused('punchout.noAddress');
    const header = await db
      .selectFrom('invoice_header')
      .select('id')
      .where('company_id', '=', setting.companyId)
      .executeTakeFirst();
    if (!header) throw refused('fillInvoice');
    const actor = await accountCaller(db, setting.accountId);
    return await db.transaction().execute(async (trx) => {
      const placed = await placeApprovedOrder(trx, {
        actor,
        payTypeId: setting.payTypeId,
        consigneeId: consignee,
        invoiceHeaderId: header.id,
        lines: request.lines,
        now,
        // The procurement system approved these prices: an order at any other is refused.
        check: (priced) =>
          priced.forEach((line, index) => {
            const sent = request.lines[index]!;
            if (line.goodsId !== sent.goodsId || line.salePrice !== sent.unitPrice)
              throw new AppError(Code.conflict, 'punchout.priceDiffers', {
                id: sent.goodsId,
                sent: formatMoney(sent.unitPrice),
                now: formatMoney(line.salePrice),
              });
          }),
      });
      await trx
        .insertInto('punchout_order')
        .values({
          company_id: setting.companyId,
          order_ref: request.orderRef,
          payload_id: request.payloadId,
          order_id: placed.orderId,
          order_no: placed.orderNo,
          created_at: now,
        })
        .execute();
      await recordCompanyAudit(trx, {
        companyId: setting.companyId,
        accountId: null,
        actor: setting.identity,
        kind: 'punchoutOrderRequested',
        subjectId: placed.orderId,
        subjectLabel: placed.orderNo,
        detail: {
          orderRef: request.orderRef,
          payloadId: request.payloadId,
          orderNo: placed.orderNo,
          total: formatMoney(placed.total),
        },
        now,
      });
      return { orderId: placed.orderId, orderNo: placed.orderNo, repeated: false };
    });
  } catch (error) {
    // The same orderID placed at the same moment by another request: its order is this one's answer.
    if (uniqueViolation(error) === 'company_id') {
      const winner = await earlier();
      if (winner) return { orderId: winner.order_id, orderNo: winner.order_no, repeated: true };
    }
    if (error instanceof AppError)
      await db.transaction().execute((trx) =>
        recordCompanyAudit(trx, {
          companyId: setting.companyId,
          accountId: null,
          actor: setting.identity,
          kind: 'punchoutOrderRequested',
          subjectLabel: request.orderRef,
          detail: {
            orderRef: request.orderRef,
            payloadId: request.payloadId,
            reasonKey: error.key,
            reasonParams: error.params,
          },
          now,
        }),
      );
    throw error;
  }
}
