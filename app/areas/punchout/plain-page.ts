import type { Locale } from '../../../common/locale.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value in HTML. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** What a plain page's own policy allows: its inline styles, and posting a form only where `formAction` says. */
export function plainPagePolicy(formAction?: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action ${formAction ?? "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const STYLE =
  'body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;color:#1a1a1a;background:#f5f6f8}' +
  'main{max-width:40rem;margin:3rem auto;padding:1.5rem;background:#fff;border:1px solid #d0d4da;border-radius:8px}' +
  'h1{font-size:1.4rem;margin:0 0 1rem}p{line-height:1.6}' +
  'button{font:inherit;font-weight:600;padding:.6rem 1.4rem;border:0;border-radius:6px;background:#c41d1d;color:#fff;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}a{color:#1a56db}';

/**
 * A whole page without the shop's scripts or frame: the punchout start's refusal and the transfer
 * page, which the procurement system's browser may open in a window of its own.
 */
export function plainPage(locale: Locale, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}
