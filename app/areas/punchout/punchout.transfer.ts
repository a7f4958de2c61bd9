import { redirect } from 'react-router';
import { moneyToText, parseMoney } from '../../../common/money.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { ApiError } from '../../lib/request.server.ts';
import { endSession, requireToken } from '../../session.server.ts';
import strings from './strings.ts';
import { escapeHtml, plainPage, plainPagePolicy } from './plain-page.ts';
import { punchoutApi } from './punchout-api.server.ts';
import { forgetPunchout } from './punchout-cookie.server.ts';
import type { Route } from './+types/punchout.transfer';

/** Nothing to show on its own: the cart's button posts here. */
export function loader() {
  return redirect('/home/cart');
}

/**
 * 转回采购系统: the backend ends the punchout session (and the login it made), takes the lines out
 * of the cart and answers the fields; this answers a page whose one form posts them to the
 * procurement system's HOOK_URL / BrowserFormPost URL, as hidden fields with a visible button, so it
 * works without JavaScript. It does not submit itself: the buyer sees what goes back, and where,
 * and sends it (a page that posts on its own would need a script the policy allows, for a click
 * saved). The page's own Content-Security-Policy allows posting to that address alone.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireToken(request);
  const locale = getLocale(context);
  const words = locale === 'en' ? strings.en.punchout : strings.zh.punchout;
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  let sent;
  try {
    sent = await punchoutApi.transfer({ request, context });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    headers.set('Content-Security-Policy', plainPagePolicy());
    const body = `<p role="alert">${escapeHtml(error.message)}</p><p><a href="/home/cart">${escapeHtml(words.backToCart)}</a></p>`;
    return new Response(plainPage(locale, words.transferFailed, body), { status: 400, headers });
  }
  const hook = new URL(sent.hookUrl);
  // The login was the procurement system's, and it has ended with the session: the cookies go too.
  headers.append('Set-Cookie', await endSession(request));
  headers.append('Set-Cookie', await forgetPunchout(request));
  headers.set('Content-Security-Policy', plainPagePolicy(hook.origin));
  const fields = sent.fields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const target = sent.target ? ` target="${escapeHtml(sent.target)}"` : '';
  const total = moneyToText(parseMoney(sent.total) ?? 0, 2);
  const body =
    `<p>${escapeHtml(fill(words.transferIntro, { lines: sent.lines, total, host: hook.host }))}</p>` +
    `<p>${escapeHtml(words.transferDone)}</p>` +
    `<form method="post" action="${escapeHtml(hook.href)}"${target} accept-charset="UTF-8">${fields}` +
    `<button type="submit">${escapeHtml(words.transfer)}</button></form>`;
  return new Response(plainPage(locale, words.transferTitle, body), { status: 200, headers });
}
