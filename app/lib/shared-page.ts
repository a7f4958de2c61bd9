import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A shared page (docs/decisions/0023): a storefront page rendered once, without a session, for every
 * buyer of one language and one set of prices, with a placeholder in each buyer part
 * (app/lib/buyer-parts.server.ts). Kept as the text between the holes; each request fills the holes
 * with its buyer's texts, escaped for where each hole stands, and with a new CSP nonce.
 */
export interface PartRef {
  locale: string;
  part: string;
  param: string;
}

/** A hole: a buyer part's field, in the page's HTML or in React Router's data script; or the nonce. */
type Hole = { field: string; key: string; inScript: boolean } | { nonce: true };

export interface SharedPage {
  status: number;
  headers: [string, string][];
  /** Text and holes in turn: text first and last. */
  pieces: (string | Hole)[];
  /** Each text piece compressed once (below), at its index in `pieces`. */
  deflated: (Buffer | undefined)[];
  /** The parts the holes need, each once. */
  refs: PartRef[];
}

export const partKey = (ref: PartRef) => `${ref.locale}|${ref.part}|${ref.param}`;

/**
 * A placeholder: private-use brackets around this process's secret (so no page content can forge
 * one), the part's reference and the field. Made of characters that JSON and every escaping of a
 * page leave alone, so it reads the same in the HTML and in React Router's data script.
 */
export const placeholder = (secret: string, ref: PartRef, field: string) =>
  `\uE000${secret}|${partKey(ref)}|${field}\uE001`;

const placeholderSource = (secret: string) =>
  `\uE000${escapeRegExp(secret)}\\|(zh-CN|en)\\|([a-z]+)\\|([0-9]*)\\|([a-zA-Z]+)\uE001`;

/** React's escaping of text and attribute values, so a filled page is the page React renders for that buyer. */
const HTML_ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
/** React Router's escaping of its data script (lib/dom/ssr/markup.ts). */
const SCRIPT_ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function escapeHtmlText(value: string): string {
  return value.replace(/["&'<>]/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * A string inside React Router's data script: turbo-stream writes it as JSON, the script holds
 * that chunk as a JSON string literal, escaped against closing the script.
 */
export function escapeScriptString(value: string): string {
  const inChunk = JSON.stringify(value).slice(1, -1);
  return JSON.stringify(inChunk)
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char]!);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the page's scripts stand, as [start, end) ranges. */
function scriptRanges(html: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of html.matchAll(/<script\b[\s\S]*?<\/script>/g))
    ranges.push([match.index, match.index + match[0].length]);
  return ranges;
}

/** The nonce of a page's Content-Security-Policy header, if it has one. */
export function policyNonce(headers: [string, string][]): string | undefined {
  const policy = headers.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
  return policy?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1];
}

/**
 * Cuts a page rendered with buyer-part placeholders of `secret` into text and holes. The nonce of
 * its policy becomes a hole too: every buyer's copy gets its own, as a page rendered for them would.
 */
export function toSharedPage(html: string, status: number, headers: [string, string][], secret: string): SharedPage {
  const nonce = policyNonce(headers);
  const holes = placeholderSource(secret);
  const pattern = new RegExp(nonce ? `${holes}|${escapeRegExp(nonce)}` : holes, 'g');
  const scripts = scriptRanges(html);
  const inScript = (at: number) => scripts.some(([start, end]) => at >= start && at < end);
  const pieces: (string | Hole)[] = [];
  const refs = new Map<string, PartRef>();
  let from = 0;
  for (const match of html.matchAll(pattern)) {
    pieces.push(html.slice(from, match.index));
    from = match.index + match[0].length;
    const [, locale, part, param, field] = match;
    if (locale === undefined) {
      pieces.push({ nonce: true });
      continue;
    }
    const ref = { locale, part: part!, param: param! };
    refs.set(partKey(ref), ref);
    pieces.push({ field: field!, key: partKey(ref), inScript: inScript(match.index) });
  }
  pieces.push(html.slice(from));
  const deflated = pieces.map((piece) => (typeof piece === 'string' ? deflatePiece(piece) : undefined));
  return { status, headers, pieces, deflated, refs: [...refs.values()] };
}

/**
 * A piece of a page as raw deflate ended by a sync flush: byte-aligned and not final, so pieces
 * compressed apart join into one stream. The page's text is compressed once, when it is kept; a
 * buyer's copy compresses only its holes' few bytes (gzip is a fifth of a page's CPU otherwise).
 */
const deflatePiece = (text: string) => deflateRawSync(Buffer.from(text), { finishFlush: constants.Z_SYNC_FLUSH });
/** gzip's header (RFC 1952: deflate, no name or time, unknown OS) and the empty final block. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));

/** The nonce secureHeaders draws for a page (hono/secure-headers): 16 random bytes in base64. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * One buyer's copy of a shared page: each hole filled with that buyer's text, escaped as React or
 * React Router would have written it there, and the nonce replaced in the page and its policy.
 * Undefined when a part lacks a field the page holds (a page of another build's parts).
 */
export function fillSharedPage(
  page: SharedPage,
  parts: Map<string, Record<string, string>>,
  nonce: string,
): { body: Buffer; gzipped: () => Buffer; headers: Headers } | undefined {
  const texts: string[] = [];
  for (const piece of page.pieces) {
    if (typeof piece === 'string') texts.push(piece);
    else if ('nonce' in piece) texts.push(nonce);
    else {
      const value = parts.get(piece.key)?.[piece.field];
      if (value === undefined) return undefined;
      texts.push(piece.inScript ? escapeScriptString(value) : escapeHtmlText(value));
    }
  }
  const body = Buffer.from(texts.join(''));
  const gzipped = () => {
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(body), 0);
    trailer.writeUInt32LE(body.byteLength % 2 ** 32, 4);
    const blocks = texts.map((text, index) => page.deflated[index] ?? deflatePiece(text));
    return Buffer.concat([GZIP_HEADER, ...blocks, FINAL_BLOCK, trailer]);
  };
  const headers = new Headers(page.headers);
  const oldNonce = policyNonce(page.headers);
  const policy = headers.get('Content-Security-Policy');
  if (oldNonce && policy)
    headers.set('Content-Security-Policy', policy.replaceAll(`'nonce-${oldNonce}'`, `'nonce-${nonce}'`));
  return { body, gzipped, headers };
}
