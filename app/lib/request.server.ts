import { redirect, type RouterContextProvider } from 'react-router';
import { CLIENT_IP_HEADER } from '../../common/client-ip.ts';
import { REQUEST_TIMEOUT_MS } from '../../common/constants.ts';
import { isSessionEnded, type Envelope } from '../../common/envelope.ts';
import { message, type Locale } from '../../common/messages.ts';
import { backendContext, type BackendFetch } from '../context.ts';
import { env } from '../env.server.ts';
import { getLocale } from '../i18n/middleware.server.ts';
import { endSession, getToken, loginUrl } from '../session.server.ts';

/** Codes the client makes itself (SPEC §8): the request could not be built, or its answer not read. */
export const REQUEST_FAILED = -1;
export const RESPONSE_FAILED = -2;

/** A refusal from the backend, or one of the two client faults, with the message to show. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** What a call needs from the route that makes it. */
export interface CallContext {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export interface Call {
  method?: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: Record<string, unknown>;
  /** JSON instead of the default form-urlencoded body (SPEC §7: some calls send JSON). */
  json?: boolean;
  /** A multipart body (an upload): `body` is ignored, the token joins these fields. */
  form?: FormData;
  /**
   * 'redirect' (default): an ended session clears the cookie and goes to login (SPEC §8).
   * 'throw': the caller decides (the root loader, which must still render for visitors).
   */
  onSessionEnded?: 'redirect' | 'throw';
  /** A token other than the session's: the one a login just answered. */
  token?: string;
}

/**
 * The one request of SPEC §7: `time` and `token` on every query, the token in
 * the body of every non-GET call, form-urlencoded or JSON, 60 s timeout,
 * X-Requested-With; and the error catalogue of SPEC §8.
 */
export async function request<T>(ctx: CallContext, call: Call, deps: RequestDeps = defaultDeps): Promise<T> {
  return (await requestAnswer<T>(ctx, call, deps)).data;
}

/** A call's data with the backend's own words for what it did (its envelope's `msg`). */
export interface Answer<T> {
  data: T;
  message: string;
}

/**
 * The same call, keeping the envelope's `msg`: a step's success says what was done in the
 * backend's words (已确认到账), which the web shows as they are rather than choosing them again.
 */
export async function requestAnswer<T>(
  ctx: CallContext,
  call: Call,
  deps: RequestDeps = defaultDeps,
): Promise<Answer<T>> {
  const locale = deps.locale(ctx);
  const token = call.token ?? (await getToken(ctx.request));
  let outgoing: Request;
  try {
    outgoing = buildRequest(call, {
      token,
      locale,
      baseUrl: deps.baseUrl,
      now: Date.now(),
      clientIp: ctx.request.headers.get(CLIENT_IP_HEADER) ?? undefined,
    });
  } catch {
    throw new ApiError(REQUEST_FAILED, message(locale, 'requestFailed'));
  }

  let envelope: Envelope;
  try {
    const response = await deps.fetch(ctx, outgoing);
    // The contract answers every call with HTTP 200; anything else is a transport fault (DESIGN.md).
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    envelope = (await response.json()) as Envelope;
    if (typeof envelope !== 'object' || envelope === null || typeof envelope.code !== 'number') {
      throw new Error('not an envelope');
    }
  } catch {
    throw new ApiError(RESPONSE_FAILED, message(locale, 'responseFailed'));
  }

  if (envelope.code === 0)
    return { data: envelope.data as T, message: envelope.msg || envelope.message || message(locale, 'ok') };
  const text = envelope.msg || envelope.message || message(locale, 'unknownError');
  if (isSessionEnded(envelope.code) && (call.onSessionEnded ?? 'redirect') === 'redirect') {
    throw redirect(loginUrl(ctx.request), { headers: { 'Set-Cookie': await endSession(ctx.request) } });
  }
  throw new ApiError(envelope.code, text);
}

export function buildRequest(
  call: Call,
  {
    token,
    locale,
    baseUrl,
    now,
    clientIp,
  }: {
    token?: string;
    locale: Locale;
    baseUrl: string;
    now: number;
    /** The buyer's address, as server.ts read it from the socket: the backend's rate limits count by it. */
    clientIp?: string;
  },
): Request {
  const method = call.method ?? 'GET';
  const url = new URL(call.path.replace(/^\/+/, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  // Last, so no call's own query can replace them.
  url.searchParams.set('time', String(now));
  if (token) url.searchParams.set('token', token);
  const headers = new Headers({
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
    'Accept-Language': locale,
  });
  if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);
  let body: string | FormData | undefined;
  if (method !== 'GET' && call.form) {
    // fetch writes the multipart Content-Type with its boundary itself.
    body = call.form;
    if (token) body.set('token', token);
  } else if (method !== 'GET') {
    const fields = { ...call.body, ...(token ? { token } : {}) };
    if (call.json) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(fields);
    } else {
      headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
      body = formEncode(fields).toString();
    }
  }
  return new Request(url, { method, headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
}

/** Lists go as repeated keys (`ids=1&ids=2`), as the backend accepts them. */
function formEncode(fields: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (typeof item === 'object') throw new TypeError(`${key} cannot be form-encoded`);
      params.append(key, String(item));
    }
  }
  return params;
}

/**
 * A file the backend serves (an upload, a contract's PDF): its answer as it is when it is one of
 * the `kinds` expected, undefined when the backend refused (another company's file, a missing
 * one, an ended session), which the caller shows as 404. The token is given: the buyer's or the
 * console's.
 */
export async function requestFile(
  ctx: CallContext,
  path: string,
  token: string | undefined,
  { kinds = ['image/'], deps = defaultDeps }: { kinds?: readonly string[]; deps?: RequestDeps } = {},
): Promise<Response | undefined> {
  const outgoing = buildRequest({ path }, { token, locale: deps.locale(ctx), baseUrl: deps.baseUrl, now: Date.now() });
  const response = await deps.fetch(ctx, outgoing);
  const type = response.headers.get('Content-Type') ?? '';
  return response.status === 200 && kinds.some((kind) => type.startsWith(kind)) ? response : undefined;
}

/** Where requests go; tests replace it. */
export interface RequestDeps {
  baseUrl: string;
  locale: (ctx: CallContext) => Locale;
  fetch: (ctx: CallContext, request: Request) => Promise<Response>;
}

const EMBEDDED_BASE = 'http://backend.internal/';

const defaultDeps: RequestDeps = {
  baseUrl: env.BACKEND_URL ?? EMBEDDED_BASE,
  locale: (ctx) => getLocale(ctx.context) as Locale,
  fetch: async (ctx, outgoing) => {
    const embedded: BackendFetch | null = env.BACKEND_URL ? null : ctx.context.get(backendContext);
    if (embedded) return embedded(outgoing);
    return fetch(outgoing);
  },
};
