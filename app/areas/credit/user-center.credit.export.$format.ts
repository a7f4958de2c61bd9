import { listExport } from '../../lib/list-export.server.ts';
import type { Route } from './+types/user-center.credit.export.$format';

/** The credit ledger the buyer reads, every row of it, as XLSX or CSV. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  listExport({ request, context }, 'credit', params.format);
