import { data } from 'react-router';
import { requireToken } from '../../session.server.ts';
import { regionsUnder } from '../../lib/region-choices.server.ts';
import type { RegionsUnder } from '../../lib/region-choices.ts';
import type { Route } from './+types/user-center.regions';

/**
 * A resource route: the regions under `pid` as JSON (`{ pid, list }`, so a picker
 * can tell which choice an answer belongs to), letting a region picker with
 * JavaScript list a province's cities, or a city's counties, without reloading
 * the page. Under /userCenter, so it needs a session like every path there.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireToken(request);
  const pid = Number(new URL(request.url).searchParams.get('pid'));
  if (!Number.isSafeInteger(pid) || pid <= 0) throw data(null, { status: 400 });
  const answer: RegionsUnder = { pid, list: await regionsUnder({ request, context }, pid) };
  return data(answer, {
    headers: { 'Cache-Control': 'private, max-age=3600' },
  });
}
