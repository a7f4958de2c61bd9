import { redirect } from 'react-router';
import { env } from './env.server.ts';
import { requestSessionStorage } from './lib/cookies.server.ts';

/** A message for the next page (after a redirect), carried in a flash cookie and read by the root loader. */
export interface Toast {
  type: 'success' | 'error' | 'info';
  message: string;
}

const storage = requestSessionStorage<{ toast: Toast }, { toast: Toast }>('caigou_toast', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secrets: [env.SESSION_SECRET],
});

export async function toastCookie(request: Request, toast: Toast): Promise<string> {
  const session = await storage.read(request);
  session.flash('toast', toast);
  return storage.commit(request, session);
}

/** Redirects with a toast; extra Set-Cookie headers (a new session, say) travel along. */
export async function redirectWithToast(request: Request, url: string, toast: Toast, setCookies: string[] = []) {
  const headers = new Headers();
  for (const cookie of [...setCookies, await toastCookie(request, toast)]) headers.append('Set-Cookie', cookie);
  return redirect(url, { headers });
}

/**
 * The pending toast, if any, and the header that removes its cookie. Removed, not emptied: a browser
 * left holding an empty one would send it with every page, and no page carrying a cookie of its own
 * can come from the page cache (app/lib/page-cache.ts).
 */
export async function readToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const session = await storage.read(request);
  const toast = session.get('toast') ?? null;
  // An empty one left by a browser from before is removed too.
  const held = toast !== null || /(^|;\s*)caigou_toast=/.test(request.headers.get('Cookie') ?? '');
  return { toast, setCookie: held ? await storage.destroy(request, session) : null };
}
