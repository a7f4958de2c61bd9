import { data } from 'react-router';
import { Code } from '../../contract/envelope.ts';
import { message, type Locale } from '../../contract/messages.ts';
import { orderApi } from '../api/order.server.ts';
import { ApiError, type CallContext } from '../api/request.server.ts';
import { redirectWithToast } from '../toast.server.ts';

/** The order id of a /container/…/{id} path; anything but a positive whole number is a missing page. */
export function orderIdOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

/**
 * A call for one order, where 'not found' (also another company's order, DESIGN.md)
 * is the 404 error page rather than a message.
 */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.code === Code.notFound) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * Confirm receipt (from the list or the detail): back to the same page with the
 * server's message, or its refusal (the order moved meanwhile) as an error toast.
 */
export async function receiveOrder(ctx: CallContext, locale: Locale, orderId: number, back: string) {
  try {
    await orderApi.receive(ctx, orderId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return redirectWithToast(ctx.request, back, { type: 'error', message: error.message });
  }
  return redirectWithToast(ctx.request, back, { type: 'success', message: message(locale, 'orderReceived') });
}
