import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, Link, useSearchParams } from 'react-router';
import { message, toLocale, type Locale } from '../../../common/messages.ts';
import { CANCEL_OUTCOMES, cancelOrderSchema, type CancelOutcome } from '../../../common/areas/orders/order.ts';
import { OrderStatus } from '../../../common/areas/orders/transitions.ts';
import { label } from '../../../common/status-label.ts';
import { orderApi } from './order-api.server.ts';
import { ApiError, type CallContext } from '../../lib/request.server.ts';
import { OrderActionLinks } from './order-action-links.tsx';
import { OrderCancelForm } from './order-cancel-form.tsx';
import { OrderDelete } from './order-delete.tsx';
import { OrderFacts } from './order-facts.tsx';
import { OrderLines } from './order-lines.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { afterSaleLinks, canCancel, canDelete } from './order-actions.ts';
import { receiveOrder } from './orders.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import type { Route } from './+types/container.orderInfo.$id';
import './orders.css';
import { pageTitle } from '../../lib/page-title.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';
import type { OrderDetail, OrderLine } from '../../../common/areas/orders/order-types.ts';
import { AddToListButton } from '../purchase-lists/index.ts';

export const handle: ScreenHandle = { breadcrumb: 'orders.detailTitle' };

const LIST = '/userCenter/order';
const detailHref = (id: number) => `/container/orderInfo/${id}`;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { order: await orNotFound(orderApi.info({ request, context }, pathId(params))) };
}

/** Three intents: cancel (with its reason), confirm receipt, delete (after its confirmation step). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const id = pathId(params);
  const ctx = { request, context };
  const locale = getLocale(context);
  const formData = await request.formData();
  switch (formData.get('intent')) {
    case 'receive':
      return receiveOrder(ctx, locale, id, detailHref(id));
    case 'delete':
      return remove(ctx, locale, id);
    case 'cancel':
      return cancel(ctx, locale, id, formData);
    default:
      throw data(null, { status: 400 });
  }
}

async function cancel(ctx: CallContext, locale: Locale, id: number, formData: FormData) {
  const submission = checkForm(formData, cancelOrderSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply());
  let outcome: CancelOutcome;
  try {
    // The path names the order; the form's own id only has to be well-formed.
    ({ outcome } = await orderApi.cancel(ctx, id, submission.value.reason));
  } catch (error) {
    return refusedBy(error, submission);
  }
  // A paid order's cancel went to after-sales: the list shows where it stands.
  return redirectWithToast(ctx.request, outcome === 'cancelled' ? detailHref(id) : '/userCenter/afterSale', {
    type: 'success',
    message: message(locale, CANCEL_OUTCOMES[outcome]),
  });
}

/** A deleted order is gone from the detail too, so the buyer lands on the list. */
async function remove(ctx: CallContext, locale: Locale, id: number) {
  try {
    await orderApi.remove(ctx, id);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return redirectWithToast(ctx.request, detailHref(id), { type: 'error', message: error.message });
  }
  return redirectWithToast(ctx.request, LIST, { type: 'success', message: message(locale, 'orderDeleted') });
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'orderDetail');

/**
 * Order detail (SPEC §2, §3, §4): every field of the order, its goods with
 * after-sale and review links once received, and the actions its state allows.
 * Cancelling (`?cancel=1`, with a reason) and deleting (`?delete=1`) are page
 * states, so they work without JavaScript.
 */
export default function OrderInfo({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { order } = loaderData;
  const [search] = useSearchParams();
  const here = detailHref(order.id);
  const cancelResult = actionData && 'result' in actionData ? actionData.result : undefined;
  const cancelling = canCancel(order) && (search.has('cancel') || cancelResult !== undefined);
  const deleting = canDelete(order) && search.has('delete');
  const received = order.orderStatus === OrderStatus.completed || order.isRecevice === 1;
  return (
    <section aria-labelledby="order-detail-title" className="order-detail">
      <div className="order-detail-head">
        <Title order={1} size="h3" id="order-detail-title">
          {t('orders.detailTitle')}
        </Title>
        <p className={`order-status order-status-${order.orderStatus}`}>
          {label('orderStatus', order.orderStatus, toLocale(i18n.language))}
        </p>
      </div>
      {cancelling && <OrderCancelForm orderId={order.id} lastResult={cancelResult} closeHref={here} />}
      {deleting && <OrderDelete orderNo={order.orderNo} closeHref={here} />}
      <OrderActions order={order} cancelling={cancelling} deleting={deleting} />
      <OrderFacts order={order} />
      <h2 className="order-section-title">{t('orders.detailGoods')}</h2>
      <OrderLines
        lines={order.orderDetailList}
        caption={t('orders.goodsOf', { orderNo: order.orderNo })}
        withTotals
        actionsHeader={received ? t('orders.lineActions') : undefined}
        actions={received ? (line) => <LineActions order={order} line={line} /> : undefined}
      />
      <AddToListButton
        lines={order.orderDetailList.map((line) => ({ goodsId: line.goodsId, quantity: line.goodsQuantity }))}
      />
      <p>
        <Link to={`/print/order/${order.id}`}>{t('orders.printLink')}</Link>
      </p>
      <p>
        <Link to={LIST}>{t('orders.backToList')}</Link>
      </p>
    </section>
  );
}

/** The order's own actions (SPEC §4); an open cancel or delete step replaces its link. */
function OrderActions({ order, cancelling, deleting }: { order: OrderDetail; cancelling: boolean; deleting: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="order-detail-actions" role="group" aria-label={t('orders.actions')}>
      <OrderActionLinks
        order={order}
        lines={order.orderDetailList}
        postsOrderId={false}
        cancelOpen={cancelling}
        deleteOpen={deleting}
      />
    </div>
  );
}

/**
 * A line of a received order offers an after-sale (until its last day, while quantity is
 * free) and shows its newest one's state; once the order is completed, its review — or says
 * it has been reviewed.
 */
function LineActions({ order, line }: { order: OrderDetail; line: OrderLine }) {
  const { t, i18n } = useTranslation();
  const { apply, view } = afterSaleLinks(order, line);
  return (
    <>
      {apply && (
        <Link to={apply} aria-label={`${t('orders.afterSaleApply')} ${line.goodsName}`}>
          {t('orders.afterSaleApply')}
        </Link>
      )}
      {apply && line.afterSaleUntil && (
        <span className="order-line-until">{t('orders.afterSaleUntil', { date: line.afterSaleUntil })}</span>
      )}
      {view && (
        <Link to={view} aria-label={`${t('orders.afterSaleView')} ${line.goodsName}`}>
          {t('orders.afterSaleView')}
          {line.afterSaleStatus !== null &&
            `（${label('afterSaleStatus', line.afterSaleStatus, toLocale(i18n.language))}）`}
        </Link>
      )}
      {order.orderStatus === OrderStatus.completed &&
        (line.reviewed === 1 ? (
          <span className="order-line-reviewed">{t('orders.reviewed')}</span>
        ) : (
          <Link
            to={`/container/evaluate/${order.id}#review-${line.id}`}
            aria-label={`${t('orders.reviewLine')} ${line.goodsName}`}
          >
            {t('orders.reviewLine')}
          </Link>
        ))}
    </>
  );
}
