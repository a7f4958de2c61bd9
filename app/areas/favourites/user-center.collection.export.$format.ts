import { listExport } from '../../lib/list-export.server.ts';
import type { Route } from './+types/user-center.collection.export.$format';

/** Every favourite under the collection's search as XLSX or CSV. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  listExport({ request, context }, 'favourites', params.format);
