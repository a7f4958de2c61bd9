import type { Deps } from '../../services/deps.ts';
import type { AreaRoutes } from '../area.ts';
import { invoiceInfoService } from './invoice-info.service.ts';
import { invoiceRoutes } from './invoice.routes.ts';

/** Invoices, the buyer's side (issue 16): an order's invoice info and files; issuing is the staff's. */
export const services = (deps: Deps) => ({ invoiceInfo: invoiceInfoService(deps) });

export const routes: AreaRoutes = [['/rest/invoiceOrder', invoiceRoutes]];
