import { createCookie } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '../../common/locale.ts';
import { Code } from '../../common/envelope.ts';
import refusals from '../i18n/shared/refusals.ts';

/**
 * The answers server.ts gives before React Router or the backend is reached: a
 * small page for a person (in the language chosen on the shop, as the `lng` query
 * or cookie says) and the backend's envelope for its paths.
 */

type Key = keyof typeof refusals.zh.refusals;

/** What is refused, its status, and the texts that say so. */
const REFUSALS = {
  unreadable: { status: 400, title: 'unreadable', detail: 'unreadableDetail' },
  controlChars: { status: 400, title: 'controlChars', detail: 'controlCharsDetail' },
  crossSite: { status: 403, title: 'crossSite', detail: 'crossSiteDetail' },
  method: { status: 405, title: 'method', detail: 'methodDetail' },
  tooLarge: { status: 413, title: 'tooLarge', detail: 'tooLargeDetail' },
  tooManyFields: { status: 413, title: 'tooManyFields', detail: 'tooManyFieldsDetail' },
  unsupported: { status: 415, title: 'unsupported', detail: 'unsupportedDetail' },
} as const satisfies Record<string, { status: number; title: Key; detail: Key }>;

export type Refusal = keyof typeof REFUSALS;

/** The HTTP status a refusal is answered with. */
export const refusalStatus = (refusal: Refusal) => REFUSALS[refusal].status;

const TEXTS = { 'zh-CN': refusals.zh, en: refusals.en } as const;

/** The same cookie app/i18n/middleware.server.ts writes, read only. */
const localeCookie = createCookie('lng');

/** The language of the shop's pages for this request: `?lng=`, then the cookie, else Chinese. */
export async function refusalLocale(request: Request): Promise<Locale> {
  const chosen =
    new URL(request.url).searchParams.get('lng') ??
    ((await localeCookie.parse(request.headers.get('Cookie')).catch(() => null)) as unknown);
  return chosen === 'en' ? 'en' : DEFAULT_LOCALE;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function texts(refusal: Refusal, locale: Locale, params: Record<string, string>) {
  const strings = TEXTS[locale].refusals;
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
  return {
    title: fill(strings[REFUSALS[refusal].title]),
    detail: fill(strings[REFUSALS[refusal].detail]),
    home: strings.backHome,
  };
}

/** A page of a few hundred bytes that says what was refused and leads home; no script, no style. */
export function refusalPage(
  refusal: Refusal,
  locale: Locale,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
): Response {
  const { title, detail, home } = texts(refusal, locale, params);
  const body = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p><p><a href="/home/index">${escapeHtml(home)}</a></p></main></body>
</html>
`;
  return new Response(body, {
    status: refusalStatus(refusal),
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** The backend's answer to a refused request: its envelope (code 10001, the message), with the HTTP status. */
export function refusalEnvelope(refusal: Refusal, locale: Locale, params: Record<string, string> = {}): Response {
  return Response.json(
    { code: Code.invalid, msg: texts(refusal, locale, params).detail, data: null },
    { status: refusalStatus(refusal) },
  );
}
