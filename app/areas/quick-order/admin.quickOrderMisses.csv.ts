import { notFoundPage } from '../../lib/not-found.server.ts';
import { consoleQuickOrderApi } from './console-api.server.ts';
import type { Route } from './+types/admin.quickOrderMisses.csv';

/** The codes quick orders asked for that no goods has, as CSV, through the console's session. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const file = await consoleQuickOrderApi.missesFile({ request, context });
  if (!file) throw notFoundPage();
  return file;
}
