import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import {
  canCancel,
  canDelete,
  canEvaluate,
  canPay,
  canReceive,
  type LineState,
  type OrderState,
} from './order-actions.ts';

/**
 * The actions an order's state allows (SPEC §4), the same in the order list and
 * on the order detail: links, a POST form for confirming receipt, and buying again (any state). The list
 * posts the order's id with it; the detail's path already names the order. Cancel
 * and delete open their step on the detail; the detail leaves out the one open.
 */
export function OrderActionLinks({
  order,
  lines,
  postsOrderId,
  cancelOpen = false,
  deleteOpen = false,
}: {
  order: OrderState & { id: number };
  lines: readonly LineState[];
  postsOrderId: boolean;
  cancelOpen?: boolean;
  deleteOpen?: boolean;
}) {
  const { t } = useTranslation();
  const detail = `/container/orderInfo/${order.id}`;
  return (
    <>
      {canPay(order) && (
        <Link to={`/container/pay/${order.id}`} className="order-action-primary">
          {t('orders.pay')}
        </Link>
      )}
      {canReceive(order) && (
        <Form method="post">
          {postsOrderId && <input type="hidden" name="orderId" value={order.id} />}
          <button type="submit" name="intent" value="receive" className="order-action-primary">
            {t('orders.receive')}
          </button>
        </Form>
      )}
      {canEvaluate(order, lines) && <Link to={`/container/evaluate/${order.id}`}>{t('orders.evaluate')}</Link>}
      <Link to={`/container/logistics/${order.id}`}>{t('orders.logistics')}</Link>
      {/* Its lines back into a quick-order review at today's prices, confirmed into the cart once. */}
      <Form method="post" action="/userCenter/reorder">
        <input type="hidden" name="orderId" value={order.id} />
        <button type="submit">{t('orders.reorder')}</button>
      </Form>
      {canCancel(order) && !cancelOpen && <Link to={`${detail}?cancel=1`}>{t('orders.cancel')}</Link>}
      {canDelete(order) && !deleteOpen && <Link to={`${detail}?delete=1`}>{t('orders.delete')}</Link>}
    </>
  );
}
