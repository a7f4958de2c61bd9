import { data } from 'react-router';
import { ErrorPage } from './error-page.tsx';
import type { Route } from './+types/error';
import { pageTitle } from '../lib/page-title.ts';

/** /error?code=&msg= (SPEC §2): code defaults to 404, msg to 'the page does not exist'. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const code = Number(url.searchParams.get('code')) || 404;
  const message = url.searchParams.get('msg')?.slice(0, 200) || undefined;
  // The HTTP status says the same as the page, within the range HTTP allows.
  const status = code >= 400 && code <= 599 ? code : 404;
  return data({ code, message }, { status });
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageTitle(matches, 'error', { code: String(data?.code ?? 404) });

export default function ErrorRoute({ loaderData }: Route.ComponentProps) {
  return <ErrorPage code={loaderData.code} message={loaderData.message} />;
}
