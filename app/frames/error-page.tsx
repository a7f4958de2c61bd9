import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { MainAccountOnly } from './main-account-only.tsx';
import { LinkButton, Title } from '../components/mantine-markup.tsx';
import { isMainAccountOnly } from '../lib/main-account-only.ts';
import { pageTitle, type Matches } from '../lib/page-title.ts';

/**
 * The error page of SPEC §2: code (default 404), message (default 'the page does not exist'), a way home.
 * On its own it is the page's main landmark; inside a frame (`inFrame`) the frame's <main> holds it.
 */
export function ErrorPage({
  code = 404,
  message,
  inFrame = false,
}: {
  code?: number;
  message?: string;
  inFrame?: boolean;
}) {
  const { t } = useTranslation();
  const Landmark = inFrame ? 'section' : 'main';
  return (
    <Landmark className="error-page" aria-labelledby="error-title">
      <div className="error-page-body">
        <p className="error-code" aria-hidden="true">
          {code}
        </p>
        <Title id="error-title">{message || (code === 404 ? t('error.notFound') : t('error.title'))}</Title>
        <p className="error-page-code">{t('error.code', { code })}</p>
        {/* A plain link: after an error the page may have no working scripts. */}
        <LinkButton href="/home/index">{t('error.backHome')}</LinkButton>
      </div>
    </Landmark>
  );
}

/** A route's error as the error page: a thrown response says its status, anything else is a 500. */
export function RouteErrorPage({ error, inFrame }: { error: unknown; inFrame?: boolean }) {
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorPage
        code={error.status}
        message={typeof error.data === 'string' ? error.data : undefined}
        inFrame={inFrame}
      />
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <ErrorPage
      code={500}
      message={error instanceof Error && import.meta.env.DEV ? error.message : undefined}
      inFrame={inFrame}
    />
  );
}

/** The status a route's error shows, for its page's title. */
export const errorStatus = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500);

/**
 * A screen's error inside its frame (shop, user centre, order frame, console): the frame's
 * header and menu stay, and its <main> holds the error page, or the user centre's notice that
 * only the main account may. Every frame's ErrorBoundary draws its frame around this.
 */
export function FrameErrorPage({ error }: { error: unknown }) {
  return isMainAccountOnly(error) ? <MainAccountOnly /> : <RouteErrorPage error={error} inFrame />;
}

/**
 * The <title> of a frame's error page, for the frame's meta: 「页面不存在 | 采购商城」 for a 404,
 * the status for any other error, the notice's name for 'main account only'. Without an error
 * it adds nothing, and each screen names itself.
 */
export function frameErrorMeta({ error, matches }: { error?: unknown; matches: Matches }): MetaDescriptor[] {
  if (!error) return [];
  if (isMainAccountOnly(error)) return pageTitle(matches, 'mainAccountOnly');
  const status = errorStatus(error);
  return status === 404 ? pageTitle(matches, 'notFound') : pageTitle(matches, 'error', { code: String(status) });
}
