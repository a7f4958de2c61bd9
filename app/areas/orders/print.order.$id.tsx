import { useTranslation } from 'react-i18next';
import { PrintFrame } from '../../frames/print-frame.tsx';
import { requireUser } from '../../lib/current-user.server.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { orderApi } from './order-api.server.ts';
import { OrderFacts } from './order-facts.tsx';
import { OrderLines } from './order-lines.tsx';
import './orders.css';
import type { Route } from './+types/print.order.$id';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'orderDetail');

/** Only a logged-in buyer of the order's company reads it; any other id is the 404 page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const order = await orNotFound(orderApi.info({ request, context }, pathId(params)));
  return { order, company: user.companyName };
}

/** An order to print: its facts (number, state, delivery, payment, invoice, amounts) and its lines with totals. */
export default function PrintOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, company } = loaderData;
  return (
    <PrintFrame
      title={t('orders.printTitle', { orderNo: order.orderNo })}
      company={company}
      back={{ href: `/container/orderInfo/${order.id}`, label: t('orders.printBack') }}
    >
      <OrderFacts order={order} />
      <h2>{t('orders.detailGoods')}</h2>
      <OrderLines lines={order.orderDetailList} caption={t('orders.goodsOf', { orderNo: order.orderNo })} withTotals />
    </PrintFrame>
  );
}
