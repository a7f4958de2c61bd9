import { message, type Locale } from '../../../common/messages.ts';
import { orderApi } from './order-api.server.ts';
import { ApiError, type CallContext } from '../../lib/request.server.ts';
import { redirectWithToast } from '../../toast.server.ts';

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
