import { listExport } from '../../lib/list-export.server.ts';
import type { Route } from './+types/user-center.auditTrail.export.$format';

/** The audit trail under the screen's filter, every page of it, as XLSX or CSV. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  listExport({ request, context }, 'companyAudit', params.format);
