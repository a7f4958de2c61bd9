import type { AreaRoutes } from '../area.ts';
import type { Deps } from '../../services/deps.ts';
import { invoiceHeaderRoutes } from './invoice-header.routes.ts';
import { invoiceHeaderService } from './invoice-header.service.ts';

/** The company's invoice header (发票抬头). */
export const services = (deps: Deps) => ({ invoiceHeaders: invoiceHeaderService(deps) });

export const routes: AreaRoutes = [['/rest/invoiceHeader', invoiceHeaderRoutes]];
