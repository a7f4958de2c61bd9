import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { firstIssue, formValues } from '../../../common/form.ts';
import { message, type Locale } from '../../../common/messages.ts';
import { deleteCartSchema, updateCartSchema, type CartItem } from '../../../common/areas/cart/cart.ts';
import { settleSchema } from '../../../common/areas/orders/order.ts';
import { cartApi } from './cart-api.server.ts';
import { orderApi } from '../orders/index.server.ts';
import { ApiError, type CallContext } from '../../lib/request.server.ts';
import type { QuantityReply } from './cart-quantity.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { requireToken } from '../../session.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { cartHref, selectionOf } from './cart.ts';

/** What a refused post of the cart's form comes back with. */
export interface CartReply {
  /** The form's own message: nothing selected, a refused checkout or delete. */
  error?: string;
  /** Quantities refused, by line id. */
  lineErrors?: Record<number, string>;
  /** The lines ticked when it was posted, so they stay ticked. */
  carIds: number[];
}

/**
 * Saves the quantities of the posted form that differ from the cart's, after checking every one
 * with the schema the browser uses: one bad quantity and nothing is saved. Answers the refusals
 * by line, or how many quantities changed.
 */
async function saveQuantities(
  ctx: CallContext,
  locale: Locale,
  form: FormData,
  lines: CartItem[],
): Promise<{ refused: Record<number, string> } | { saved: number }> {
  const refused: Record<number, string> = {};
  const changes = [];
  // Every line on sale may change its quantity, out of stock or not; only off-sale lines are frozen.
  for (const line of lines.filter((item) => item.onSale === 1)) {
    const posted = form.get(`quantity-${line.id}`);
    // Not in the post: a form of another version of the page, or the line is new since.
    if (posted === null) continue;
    const parsed = updateCartSchema(locale, line.productQuantity, line.unit).safeParse(
      formValues([
        ['carId', String(line.id)],
        ['quantity', posted],
      ]),
    );
    if (!parsed.success) refused[line.id] = firstIssue(parsed.error);
    else if (parsed.data.quantity !== line.quantity) changes.push(parsed.data);
  }
  if (Object.keys(refused).length > 0) return { refused };
  for (const change of changes) {
    try {
      await cartApi.update(ctx, change);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { refused: { [change.carId]: error.message } };
    }
  }
  return { saved: changes.length };
}

/**
 * The cart's one form (SPEC §2 Cart) without JavaScript, and its scripted quantity changes:
 * - `quantity` (scripted): one line's {carId, quantity}; the page stays as it is;
 * - `update:{id}`: one line's quantity field;
 * - `remove:{id}`: one line; `deleteSelected`: the ticked lines;
 * - `select`: recalculates the ticked lines' count and total (saving changed quantities first);
 * - `checkout`: the ticked lines become a settlement, and the buyer goes on to confirm the order.
 */
export async function cartAction({ request, context }: ActionFunctionArgs) {
  await requireToken(request);
  const ctx = { request, context };
  const locale = getLocale(context);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const ticked = form
    .getAll('carIds')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  const refuse = (reply: Omit<CartReply, 'carIds'>) =>
    data({ ...reply, carIds: ticked } satisfies CartReply, { status: 400 });
  const deleted = (selected: number[] | 'all') =>
    redirectWithToast(request, cartHref(selected), { type: 'success', message: message(locale, 'cartDeleted') });

  if (intent === 'quantity') {
    const parsed = updateCartSchema(locale).safeParse(formValues(form.entries()));
    if (!parsed.success) return data({ error: firstIssue(parsed.error) } satisfies QuantityReply, { status: 400 });
    try {
      await cartApi.update(ctx, parsed.data);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return data({ error: error.message } satisfies QuantityReply, { status: 400 });
    }
    return data({} satisfies QuantityReply);
  }

  if (intent === 'deleteSelected') {
    const parsed = deleteCartSchema(locale).safeParse({ ids: ticked });
    if (!parsed.success) return refuse({ error: firstIssue(parsed.error) });
    try {
      await cartApi.remove(ctx, parsed.data.ids);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return refuse({ error: error.message });
    }
    // The ticked lines are gone: the rest of the cart opens as a plain cart does, all ticked.
    return deleted('all');
  }

  const removing = /^remove:(\d+)$/.exec(intent);
  if (removing) {
    const id = Number(removing[1]);
    try {
      await cartApi.remove(ctx, [id]);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return refuse({ error: error.message });
    }
    return deleted(ticked.filter((other) => other !== id));
  }

  const updating = /^update:(\d+)$/.exec(intent);
  if (!updating && intent !== 'select' && intent !== 'checkout') throw data(null, { status: 400 });
  const lines = await cartApi.list(ctx);
  const selected = selectionOf(ticked, lines);
  const chosenLines = updating ? lines.filter((line) => line.id === Number(updating[1])) : lines;
  if (updating && chosenLines.length === 0) return refuse({ error: message(locale, 'notFound') });
  const outcome = await saveQuantities(ctx, locale, form, chosenLines);
  if ('refused' in outcome) return refuse({ lineErrors: outcome.refused });

  if (intent === 'checkout') {
    const parsed = settleSchema(locale).safeParse({ carIds: selected });
    if (!parsed.success) return refuse({ error: firstIssue(parsed.error) });
    try {
      return redirect(`/container/getOrderInfo/${await orderApi.settle(ctx, parsed.data.carIds)}`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return refuse({ error: error.message });
    }
  }
  if (outcome.saved === 0) return redirect(cartHref(selected));
  return redirectWithToast(request, cartHref(selected), { type: 'success', message: message(locale, 'cartUpdated') });
}
