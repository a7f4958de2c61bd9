import type { Deps } from '../../services/deps.ts';
import { invoiceHeaderService } from './invoice-header.service.ts';

/** The company's invoice header (发票抬头). */
export const services = (deps: Deps) => ({ invoiceHeaders: invoiceHeaderService(deps) });
