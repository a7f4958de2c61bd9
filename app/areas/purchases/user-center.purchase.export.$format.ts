import { listExport } from '../../lib/list-export.server.ts';
import type { Route } from './+types/user-center.purchase.export.$format';

/** The purchase list, every page of it, as XLSX or CSV. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  listExport({ request, context }, 'purchases', params.format);
