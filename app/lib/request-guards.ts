/**
 * What server.ts checks before a request reaches React Router or the backend
 *: how large a body may be, which methods and bodies a page takes, and
 * whether a post comes from the shop's own pages. Pure functions of the request.
 */

const MB = 1024 * 1024;

/** A page's form post: the largest form of the shop is a few kilobytes. */
export const PAGE_BODY_LIMIT = 1 * MB;
/** A call to the backend (as backend/app.ts limits it itself). */
export const BACKEND_BODY_LIMIT = 4 * MB;

/**
 * Paths that may take more than their default, longest prefix first: the multipart uploads.
 * An image is at most 2 MB (common/areas/files); without JavaScript a certification step
 * posts up to three with its fields and an after-sale application up to five; the image
 * field's own upload (with JavaScript) posts one.
 */
export const BODY_LIMIT_EXCEPTIONS: readonly (readonly [prefix: string, bytes: number])[] = [
  ['/userCenter/upload', 3 * MB],
  ['/userCenter/corpcert/', 8 * MB],
  ['/userCenter/afterSaleApply/', 12 * MB],
  ['/file/uploadFile', 3 * MB],
  // A remittance's voucher image posts with its form without JavaScript; an invoice's file always does.
  ['/userCenter/bill/', 3 * MB],
  ['/admin/invoices/', 4 * MB],
];

/** The most bytes a request to `pathname` may carry. */
export function bodyLimitFor(pathname: string, backendPath: boolean): number {
  const exception = BODY_LIMIT_EXCEPTIONS.find(([prefix]) => pathname.startsWith(prefix));
  if (exception) return exception[1];
  return backendPath ? BACKEND_BODY_LIMIT : PAGE_BODY_LIMIT;
}

/** `1 MB`, `512 KB`: a limit as a person reads it. */
export function formatBytes(bytes: number): string {
  return bytes >= MB && bytes % MB === 0 ? `${bytes / MB} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** Methods a page answers: reading it and posting its forms (HEAD is GET without the body). */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;

export function isPageMethod(method: string): boolean {
  return (PAGE_METHODS as readonly string[]).includes(method.toUpperCase());
}

/** The bodies a form sends: the two encodings of <form method="post"> that React Router reads. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Whether a POST to a page carries a form body: refused (415) when the Content-Type is none
 * of a form's (none at all, JSON, text/plain…), otherwise undefined; whether the
 * body is then well formed is for the parser to say (server.ts answers 400).
 */
export function formBodyRefusal(contentType: string | null): 'unsupported' | undefined {
  const mediaType = contentType?.split(';')[0]!.trim().toLowerCase() ?? '';
  return FORM_TYPES.includes(mediaType) ? undefined : 'unsupported';
}

/**
 * Whether a state-changing request comes from another site: its `Origin` is not the
 * shop's own (the request URL's, as React Router compares it); without Origin, a
 * `Sec-Fetch-Site` other than same-origin (or `none`, a person's own navigation).
 * A request with neither (old browsers, other programs, tests) is let through, as
 * React Router lets it through its own check of actions.
 */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin !== null) {
    try {
      return new URL(origin).origin !== new URL(request.url).origin;
    } catch {
      // `null` (a sandboxed or privacy-sensitive context) and anything else unreadable.
      return true;
    }
  }
  const site = request.headers.get('Sec-Fetch-Site');
  return site !== null && site !== 'same-origin' && site !== 'none';
}
