import { redirect } from 'react-router';
import { getLocale } from '../../i18n/middleware.server.ts';
import { ApiError } from '../../lib/request.server.ts';
import { startSession } from '../../session.server.ts';
import strings from './strings.ts';
import { escapeHtml, plainPage, plainPagePolicy } from './plain-page.ts';
import { punchoutApi } from './punchout-api.server.ts';
import { punchoutCookie } from './punchout-cookie.server.ts';
import type { Route } from './+types/punchout.start';

/**
 * /punchout/start?token=…: the link the OCI entry redirects to and a cXML PunchOutSetupResponse's
 * StartPage names. The token is one-time and lives minutes, like a login link: using it logs the
 * configured account in (the session cookie), marks the browser as shopping for a procurement
 * system and opens the shop. A used or expired link is a plain page that says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    const started = await punchoutApi.start({ request, context }, token);
    const headers = new Headers();
    headers.append('Set-Cookie', await startSession(request, started.token, started.accountType));
    headers.append('Set-Cookie', await punchoutCookie.serialize(request, '1'));
    headers.set('Cache-Control', 'no-store');
    return redirect('/home/index', { headers });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const locale = getLocale(context);
    const words = locale === 'en' ? strings.en.punchout : strings.zh.punchout;
    return new Response(plainPage(locale, words.startFailed, `<p>${escapeHtml(error.message)}</p>`), {
      status: 400,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': plainPagePolicy(),
        'Cache-Control': 'no-store',
      },
    });
  }
}
