import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { firstIssue, formValues } from '../../../common/form.ts';
import { buyGoodsSchema } from '../../../common/areas/orders/order.ts';
import { orderApi } from '../orders/index.server.ts';
import { ApiError } from '../../lib/request.server.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { getToken, loginUrl } from '../../session.server.ts';

/**
 * Buy Now on the goods detail: skips the cart and opens the confirm-order screen
 * for this goods and quantity. A visitor is sent to login and brought back.
 */
export async function buyNow({ request, context }: ActionFunctionArgs, form: FormData) {
  if (!(await getToken(request))) throw redirect(loginUrl(request));
  const parsed = buyGoodsSchema(getLocale(context)).safeParse(formValues(form.entries()));
  if (!parsed.success) {
    return data({ error: firstIssue(parsed.error), goodsId: Number(form.get('goodsId')) }, { status: 400 });
  }
  try {
    const settlement = await orderApi.buyGoods({ request, context }, parsed.data.goodsId, parsed.data.quantity);
    return redirect(`/container/getOrderInfo/${settlement}`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ error: error.message, goodsId: parsed.data.goodsId }, { status: 400 });
  }
}
