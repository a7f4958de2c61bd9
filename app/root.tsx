import './styles/mantine.css';
import './styles/theme-variables.css';
import './styles/app.css';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction } from 'react-router';
import type { RootData } from './root-data.ts';
import type { Route } from './+types/root';
import { RouteErrorPage } from './frames/error-page.tsx';
import { ToastRegion } from './frames/toast-region.tsx';
import { getLocale, i18nextMiddleware, localeCookie } from './i18n/middleware.server.ts';
import { pageStrings, pageStringsMiddleware } from './i18n/page-strings.server.ts';
import { useShippedStrings } from './i18n/shipped-strings.ts';
import { endSession } from './session.server.ts';
import { readToast } from './toast.server.ts';
import { currentUser, currentUserMiddleware } from './lib/current-user.server.ts';
import { viewerPart } from './lib/viewer.server.ts';

export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware, pageStringsMiddleware, currentUserMiddleware];

/**
 * The language, the page's strings in it (docs/decisions/0022), the pending toast and, with a
 * session (SPEC §4 Session), what the frames show of the user: the viewer, a buyer part, as
 * placeholders when this is a shared render (docs/decisions/0023). The user centre's frames load
 * the whole user themselves.
 */
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const headers = new Headers();
  headers.append('Set-Cookie', await localeCookie.serialize(request, locale));
  const { toast, setCookie } = await readToast(request);
  if (setCookie) headers.append('Set-Cookie', setCookie);

  const [{ ended }, viewer] = await Promise.all([currentUser(context), viewerPart(context)]);
  // The backend ended the session (expired, revoked): the visitor goes on browsing logged out.
  if (ended) headers.append('Set-Cookie', await endSession(request));
  return data<RootData>({ locale, strings: pageStrings(locale, pattern), toast, viewer }, { headers });
}

/**
 * Another page may use other strings: the root loader runs on every change of page, so its
 * strings come in the same response as the page's data.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  useShippedStrings();
  return (
    <html lang={i18n.language} data-mantine-color-scheme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {/*
          No ColorSchemeScript: the scheme is forced light and written on <html>, so that
          inline script would only be one more for the Content-Security-Policy to allow. <Scripts> and <ScrollRestoration> take the
          policy's nonce from <ServerRouter nonce> (entry.server.tsx).
        */}
      </head>
      <body id="top">
        {/* No Mantine provider here: the screens that use Mantine hold their own (components/mantine-scope.tsx). */}
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== loaderData.locale) void i18n.changeLanguage(loaderData.locale);
  }, [loaderData.locale, i18n]);
  return (
    <>
      <ToastRegion toast={loaderData.toast} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
