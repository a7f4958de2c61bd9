import type { PunchoutCurrent } from '../../../common/areas/punchout/index.ts';
import { message } from '../../../common/messages.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { ApiError, type CallContext } from '../../lib/request.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { getToken } from '../../session.server.ts';
import { punchoutApi } from './punchout-api.server.ts';
import { forgetPunchout, punchoutCookie } from './punchout-cookie.server.ts';

/**
 * The open punchout session of this browser's login, for the shop's frame (the banner) and the
 * cart (转回采购系统 instead of checkout); null without the mark or once the session is over, and
 * then the Set-Cookie that forgets the mark.
 */
export async function punchoutState(
  ctx: CallContext,
): Promise<{ current: PunchoutCurrent | null; setCookie?: string }> {
  const marked = await punchoutCookie.cookie.parse(ctx.request.headers.get('Cookie'));
  if (!marked) return { current: null };
  let current: PunchoutCurrent | null = null;
  if (await getToken(ctx.request)) {
    try {
      current = await punchoutApi.current(ctx);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return current ? { current } : { current: null, setCookie: await forgetPunchout(ctx.request) };
}

/** The console's company page: whether punchout is on and its last sessions (read-only). */
export const consolePunchout = (ctx: CallContext, companyId: number) => punchoutApi.console(ctx, companyId);

/**
 * A checkout asked for in a punchout session goes back to the cart: the procurement system orders
 * what it approves (its OrderRequest), so the shop's own checkout would buy the cart a second way.
 * Every way to an order (the cart, 立即购买, a quick order, a purchase list) passes the checkout page.
 */
export async function refuseCheckoutInPunchout(ctx: CallContext): Promise<void> {
  if (!(await punchoutState(ctx)).current) return;
  throw await redirectWithToast(ctx.request, '/home/cart', {
    type: 'error',
    message: message(getLocale(ctx.context), 'punchout.checkoutInSession'),
  });
}
