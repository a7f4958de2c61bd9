import { listExport } from '../../lib/list-export.server.ts';
import type { Route } from './+types/user-center.afterSale.export.$format';

/** The after-sales list under its tab and search, every page of it, as XLSX or CSV. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  listExport({ request, context }, 'afterSales', params.format);
