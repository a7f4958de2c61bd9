import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { firstIssue, formValues } from '../../../common/form.ts';
import { addToCartSchema } from '../../../common/areas/cart/cart.ts';
import { cartApi } from './cart-api.server.ts';
import { ApiError } from '../../lib/request.server.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { getToken, loginUrl } from '../../session.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { message } from '../../../common/messages.ts';

/**
 * 'Add to cart' from any goods card or the detail page: a visitor goes to login
 * and comes back; a buyer stays on the page, told it worked (or why not).
 */
export async function addToCartAction(args: ActionFunctionArgs) {
  return addToCart(args, await args.request.formData());
}

/** The same, for a page whose form was already read (one form, several intents). */
export async function addToCart({ request, context }: ActionFunctionArgs, form: FormData) {
  if (!(await getToken(request))) throw redirect(loginUrl(request));
  const locale = getLocale(context);
  const parsed = addToCartSchema(locale).safeParse(formValues(form.entries()));
  const here = new URL(request.url);
  const back = here.pathname + here.search;
  if (!parsed.success) {
    return data({ error: firstIssue(parsed.error), goodsId: Number(form.get('goodsId')) }, { status: 400 });
  }
  try {
    await cartApi.add({ request, context }, parsed.data);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ error: error.message, goodsId: parsed.data.goodsId }, { status: 400 });
  }
  return redirectWithToast(request, back, { type: 'success', message: message(locale, 'addedToCart') });
}
