/** An origin no request can have: `redirectTo` is resolved against it to see where it leads. */
const PROBE_ORIGIN = 'http://shop.invalid';

/** Control characters and backslashes, which browsers strip or read as `/` (`/\t/evil`, `/\evil`). */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]/;

function looksLikeLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE_CHARACTERS.test(value);
}

/**
 * Only paths of this shop, never another site: `redirectTo` comes from the query
 * string or a form. A value is accepted when it, and its percent-decoded form, is a
 * path starting with a single `/` free of control characters and backslashes, and
 * when resolving it against the shop's origin stays on that origin. The answer is
 * the path as the URL parser read it (checked again), so the Location header says what was checked.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/home/index'): string {
  if (typeof to !== 'string' || !looksLikeLocalPath(to)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(to);
  } catch {
    return fallback;
  }
  if (!looksLikeLocalPath(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(to, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave `//` in front (`/a/..//evil` is `//evil`), which a browser reads as another host.
  return looksLikeLocalPath(path) ? path : fallback;
}
