import type { MiddlewareHandler } from 'hono';
import { Code } from '../common/envelope.ts';
import { CLIENT_IP_HEADER } from '../common/client-ip.ts';
import { crowdedForm, FIELD_REPEATS_MAX, FORM_FIELDS_MAX, formValues } from '../common/form.ts';
import { hasControlChars } from '../common/rules.ts';
import { asRecordId } from '../common/schemas/ids.ts';
import { message, toLocale, type MessageKey } from '../common/messages.ts';
import type { BackendContext, BackendEnv } from './context.ts';
import { AppError, InvalidInput } from './errors.ts';

type Ctx = BackendContext;

/** The success envelope; `msg` from the catalogue in the caller's language. */
export function ok(c: Ctx, data: unknown = null, key: MessageKey = 'ok') {
  return c.json({ code: Code.ok, msg: message(c.get('locale'), key), data });
}

/** The refusal envelope: still HTTP 200, as the contract says. */
export function failure(c: Ctx, code: number, msg: string, data: unknown = null) {
  return c.json({ code, msg, data });
}

/** The deepest a JSON body may nest: the shop's calls take flat objects, a list at most one level down. */
export const JSON_DEPTH_MAX = 32;

/**
 * Reads the request's fields once for every handler: the query string, then a
 * form-urlencoded or JSON body on top. Repeated keys (`ids=1&ids=2`) become arrays.
 * A body with more fields than any form has, or JSON nested deeper than any call
 * takes, is refused before values are built from it (common/form.ts).
 */
export const readInput: MiddlewareHandler<BackendEnv> = async (c, next) => {
  c.set('locale', toLocale(c.req.header('accept-language')));
  const locale = c.get('locale');
  const url = new URL(c.req.url);
  refuseCrowded(url.searchParams.keys(), locale);
  const input: Record<string, unknown> = formValues(url.searchParams.entries());
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const type = c.req.header('content-type') ?? '';
    if (type.includes('application/json')) {
      const text = await c.req.text();
      if (text.trim()) {
        if (jsonDeeperThan(text, JSON_DEPTH_MAX))
          throw new InvalidInput(message(locale, 'nestedTooDeep', { depth: JSON_DEPTH_MAX }));
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new InvalidInput(message(locale, 'formIncomplete'));
        }
        if (body && typeof body === 'object' && !Array.isArray(body)) {
          const entries = Object.entries(body as Record<string, unknown>);
          refuseCrowded(jsonFieldNames(entries), locale);
          Object.assign(input, formValues(entries));
        }
      }
    } else if (type.includes('application/x-www-form-urlencoded')) {
      const params = new URLSearchParams(await c.req.text());
      refuseCrowded(params.keys(), locale);
      Object.assign(input, formValues(params.entries()));
    }
  }
  // One check for every field of every call: no database column holds NUL, and no one types it.
  if (holdsControlChars(input)) throw new InvalidInput(message(locale, 'controlChars'));
  c.set('input', input);
  await next();
};

/**
 * A multipart body's fields and files (an upload, an invoice's file), the last value
 * of a repeated field winning. A body that is not a well-formed multipart form is
 * refused as unreadable, and one with more fields than any form as crowded.
 */
export async function readMultipart(c: Ctx): Promise<Record<string, string | File>> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new InvalidInput(message(c.get('locale'), 'bodyUnreadable'));
  }
  refuseCrowded(form.keys(), c.get('locale'));
  const fields: Record<string, string | File> = {};
  for (const [key, value] of form.entries()) fields[key] = value;
  return fields;
}

function refuseCrowded(keys: Iterable<string>, locale: Ctx['var']['locale']) {
  if (crowdedForm(keys))
    throw new InvalidInput(message(locale, 'tooManyFields', { fields: FORM_FIELDS_MAX, repeats: FIELD_REPEATS_MAX }));
}

/** A JSON body's field names as a form would repeat them: a list counts its items. */
function* jsonFieldNames(entries: [string, unknown][]): Generator<string> {
  for (const [key, value] of entries) {
    if (!Array.isArray(value)) yield key;
    else for (let i = 0; i < value.length; i++) yield key;
  }
}

/**
 * Whether JSON text nests deeper than `max`, read in one pass before it is parsed:
 * every walk over the parsed value (the control-character check, the schemas) would
 * otherwise recurse once per level, and twenty thousand levels overflow the stack.
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/** Whether any key or text anywhere in the input holds a control character (rules.hasControlChars). */
function holdsControlChars(value: unknown): boolean {
  if (typeof value === 'string') return hasControlChars(value);
  if (Array.isArray(value)) return value.some(holdsControlChars);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => hasControlChars(key) || holdsControlChars(item));
  return false;
}

/** Turns what a handler threw into the envelope; a real fault is logged and answered without details. */
export function handleError(error: Error, c: Ctx) {
  const locale = c.get('locale') ?? 'zh-CN';
  if (error instanceof AppError) return failure(c, error.code, message(locale, error.key, error.params), error.data);
  if (error instanceof InvalidInput) return failure(c, error.code, error.message);
  console.error(error);
  return c.json({ code: Code.refused, msg: message(locale, 'serverError'), data: null }, 500);
}

/** The client's address, as the process's edge wrote it (common/client-ip.ts); absent in tests. */
export function clientAddress(c: Ctx): string {
  return c.req.header(CLIENT_IP_HEADER) ?? 'unknown';
}

/** A record id from the path (`/info/{id}`): anything but a positive whole number names no record. */
export function idParam(c: Ctx, name = 'id'): number {
  const id = asRecordId(c.req.param(name));
  if (id === undefined) throw new AppError(Code.notFound, 'notFound');
  return id;
}

/**
 * A document the shop drew or keeps (a contract, a statement, an invoice's file): private, under
 * its name. The backend's outermost layer adds the download headers (common/download.ts): a PDF
 * opens in the browser, anything else is saved.
 */
export function documentResponse(c: Ctx, file: { name: string; bytes: Uint8Array; type?: string }) {
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.type ?? 'application/pdf',
    'Cache-Control': 'private, no-store',
    'Content-Disposition': `inline; filename="${encodeURIComponent(file.name)}"`,
  });
}
