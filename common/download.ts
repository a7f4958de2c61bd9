/**
 * What every file the shop hands out carries (a statement, a contract, an invoice's
 * file, an upload, an export): nothing in it may run or load anything, even opened
 * on its own — `sandbox` also gives it an opaque origin, so no cookie or page of the
 * shop is reachable from it — and the browser never guesses another type for it.
 */
export const DOWNLOAD_POLICY = "default-src 'none'; sandbox";

/** Types a browser shows without running anything of the file's: images and PDF. Everything else is saved. */
const SHOWN_INLINE = /^(image\/(png|jpeg|gif|webp)|application\/pdf)\b/i;

/** Whether an answer is a file handed out rather than a page or the API's JSON. */
export function isDownload(headers: Headers): boolean {
  const type = headers.get('Content-Type') ?? '';
  return type !== '' && !/^(text\/html|application\/json)\b/i.test(type);
}

/**
 * Gives a file's answer the download headers, in place: the policy above, nosniff, and
 * `Content-Disposition: attachment` (its file name kept) unless it is an image or a PDF.
 * Applied where answers leave the backend and the web, so no route forgets it; any
 * other answer is left alone.
 */
export function markDownload(headers: Headers): void {
  if (!isDownload(headers)) return;
  headers.set('Content-Security-Policy', DOWNLOAD_POLICY);
  headers.set('X-Content-Type-Options', 'nosniff');
  if (SHOWN_INLINE.test(headers.get('Content-Type') ?? '')) return;
  const name = /filename\*?=[^;]+/i.exec(headers.get('Content-Disposition') ?? '')?.[0];
  headers.set('Content-Disposition', name ? `attachment; ${name}` : 'attachment');
}

/** The same for an answer whose headers may not change (one fetched from a backend on BACKEND_URL): a copy. */
export function asDownload(response: Response): Response {
  if (!isDownload(response.headers)) return response;
  const headers = new Headers(response.headers);
  markDownload(headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
