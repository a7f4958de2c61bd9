import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { message } from '../../../common/messages.ts';
import { evaluateSchema } from '../../../common/areas/orders/order.ts';
import { OrderStatus } from '../../../common/areas/orders/transitions.ts';
import { orderApi } from './order-api.server.ts';
import { ReviewForm } from './review-form.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import type { Route } from './+types/container.evaluate.$id';
import './orders.css';
import { pageTitle } from '../../lib/page-title.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';

export const handle: ScreenHandle = { breadcrumb: 'orders.evaluateTitle' };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { order: await orNotFound(orderApi.info({ request, context }, pathId(params))) };
}

/**
 * One line's review. While lines are left the buyer stays here for the next;
 * after the last, back to the order detail. Either way with the server's message.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const id = pathId(params);
  const ctx = { request, context };
  const locale = getLocale(context);
  const submission = checkForm(await request.formData(), evaluateSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply());
  try {
    // The path names the order, whatever the form says.
    await orderApi.evaluate(ctx, { ...submission.value, orderId: id });
  } catch (error) {
    return refusedBy(error, submission);
  }
  const order = await orderApi.info(ctx, id);
  const done = order.orderDetailList.every((line) => line.reviewed === 1);
  return redirectWithToast(request, done ? `/container/orderInfo/${id}` : `/container/evaluate/${id}`, {
    type: 'success',
    message: message(locale, 'reviewed'),
  });
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'evaluate');

/**
 * Reviews of a completed order (SPEC §2 evaluate/{id}, DESIGN.md decision 11):
 * one form per goods line not yet reviewed; reviewed lines say so.
 */
export default function Evaluate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order } = loaderData;
  const completed = order.orderStatus === OrderStatus.completed;
  const allReviewed = order.orderDetailList.every((line) => line.reviewed === 1);
  // The action answers for one form: the one whose goods it names.
  const answeredGoods = actionData?.result.initialValue?.goodsId;
  return (
    <section aria-labelledby="evaluate-title" className="order-evaluate">
      <Title order={1} size="h3" id="evaluate-title">
        {t('orders.evaluateTitle')}
      </Title>
      <p className="order-card-title">{t('orders.orderOf', { orderNo: order.orderNo })}</p>
      {!completed && (
        <p role="status" className="order-notice">
          {t('orders.notReviewable')}
        </p>
      )}
      {completed && allReviewed && (
        <p role="status" className="order-notice">
          {t('orders.allReviewed')}
        </p>
      )}
      {completed && (
        <ul className="review-lines">
          {order.orderDetailList.map((line) => (
            <li key={line.id}>
              <section id={`review-${line.id}`} aria-labelledby={`review-${line.id}-title`} className="review-line">
                <h2 id={`review-${line.id}-title`} className="review-goods">
                  <img src={line.goodsImage} alt="" width={56} height={56} loading="lazy" />
                  {line.goodsName}
                </h2>
                {line.reviewed === 1 ? (
                  <p className="order-line-reviewed">{t('orders.lineReviewed')}</p>
                ) : (
                  <ReviewForm
                    orderId={order.id}
                    line={line}
                    lastResult={answeredGoods === String(line.goodsId) ? actionData?.result : undefined}
                  />
                )}
              </section>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={`/container/orderInfo/${order.id}`}>{t('orders.backToOrder')}</Link>
      </p>
    </section>
  );
}
