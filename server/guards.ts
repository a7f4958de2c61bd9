import type { Context, MiddlewareHandler } from 'hono';
import proxyaddr from 'proxy-addr';
import {
  bodyLimitFor,
  formatBytes,
  formBodyRefusal,
  isCrossSite,
  isPageMethod,
  PAGE_METHODS,
} from '../app/lib/request-guards.ts';
import { refusalEnvelope, refusalLocale, refusalPage, type Refusal } from '../app/lib/refusal.ts';
import { isBackendPath } from '../backend/app.ts';
import { limitBody } from '../backend/body-limit.ts';
import { CLIENT_IP_HEADER } from '../common/client-ip.ts';
import { crowdedForm, FIELD_REPEATS_MAX, FORM_FIELDS_MAX } from '../common/form.ts';
import { hasControlChars } from '../common/rules.ts';
import type { Env } from './env.ts';

/**
 * The buyer's address for the backend's rate limits: whatever a client sent under this name is
 * dropped and the address set from the connection; the web's API client forwards it on its backend
 * calls (app/lib/request.server.ts). Behind proxies the shop trusts (`TRUSTED_PROXIES`: addresses,
 * CIDR ranges, or proxy-addr's names such as `loopback`), it is the nearest address in
 * X-Forwarded-For that is not one of them: behind nginx every buyer would otherwise be 127.0.0.1
 * and share one limit. With none trusted, a forwarded address is never believed.
 */
export function clientAddress(trustedProxies = ''): MiddlewareHandler<Env> {
  const trust = compileTrust(trustedProxies);
  return async (c, next) => {
    const headers = c.req.raw.headers;
    headers.delete(CLIENT_IP_HEADER);
    const address = proxyaddr(c.env.incoming, trust);
    if (address) headers.set(CLIENT_IP_HEADER, address);
    const socket = c.env.incoming.socket.remoteAddress;
    if (socket && trust(socket, 0)) c.req.raw = asTheBrowserSentIt(c.req.raw);
    await next();
  };
}

/**
 * A request a trusted proxy passed on after ending TLS, with the scheme the browser used: the
 * form guard here and React Router's own check compare a POST's Origin (https://…) with the
 * request's URL, and every form would be refused as cross-site with the proxy's http in it.
 */
function asTheBrowserSentIt(request: Request): Request {
  const proto = request.headers.get('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
  const url = new URL(request.url);
  if (proto !== 'https' || url.protocol === 'https:') return request;
  url.protocol = 'https:';
  return new Request(url, request);
}

/** The trusted proxies of a comma-separated list; a wrong entry stops the shop at start, named. */
function compileTrust(list: string) {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    return proxyaddr.compile(entries);
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

const refuse = async (c: Context<Env>, refusal: Refusal, params: Record<string, string> = {}) => {
  const locale = await refusalLocale(c.req.raw);
  if (isBackendPath(c.req.path)) return refusalEnvelope(refusal, locale, params);
  return refusalPage(refusal, locale, params, refusal === 'method' ? { Allow: PAGE_METHODS.join(', ') } : {});
};

/**
 * Every body has a limit (app/lib/request-guards.ts: 1 MB for pages, 4 MB for the backend),
 * counted while it is read, chunked bodies included; over it the answer is 413
 * (a page, or the backend's envelope) and the rest is never buffered: it is read and
 * thrown away, then the connection closes, as the answer says (backend/body-limit.ts).
 */
export const limitBodies: MiddlewareHandler<Env> = async (c, next) => {
  const maxSize = bodyLimitFor(c.req.path, isBackendPath(c.req.path));
  return limitBody<Context<Env>>(maxSize, (c) => refuse(c, 'tooLarge', { limit: formatBytes(maxSize) }))(c, next);
};

/** Whether a page's query string holds a control character: no page takes one, and a backend call refuses it. */
function queryHoldsControlChars(url: string): boolean {
  for (const [key, value] of new URL(url).searchParams) if (hasControlChars(key) || hasControlChars(value)) return true;
  return false;
}

/**
 * What a page takes, checked once for every route: GET, HEAD and POST
 * (405 otherwise); a POST only from the shop's own pages (403), as React Router
 * checks its actions, here for resource routes (logout) as well; and only with a
 * form body it can read (415 for JSON, text or none, 400 for a broken one), so no
 * action meets a body that makes `request.formData()` throw.
 */
export const guardPages: MiddlewareHandler<Env> = async (c, next) => {
  if (!isPageMethod(c.req.method)) return refuse(c, 'method');
  if (queryHoldsControlChars(c.req.url)) return refuse(c, 'controlChars');
  if (c.req.method !== 'POST') return next();
  if (isCrossSite(c.req.raw)) return refuse(c, 'crossSite');
  const unsupported = formBodyRefusal(c.req.header('Content-Type') ?? null);
  if (unsupported) return refuse(c, unsupported);
  let form: FormData;
  try {
    // Within the limit already: a parse of a copy (linear in its size) spares every action the question.
    form = await c.req.raw.clone().formData();
  } catch {
    return refuse(c, 'unreadable');
  }
  // Counted before the action's form library builds values from it (common/form.ts).
  if (crowdedForm(form.keys()))
    return refuse(c, 'tooManyFields', { fields: String(FORM_FIELDS_MAX), repeats: String(FIELD_REPEATS_MAX) });
  return next();
};
