import type { Deps } from '../../services/deps.ts';
import { voucherService } from './voucher.service.ts';

/**
 * ERP vouchers (金蝶 KIS / 用友 U8 import files) of the buyer's statements and invoices, and the
 * company's voucher settings (its account codes), the only table this area writes.
 */
export const services = (deps: Deps) => ({ vouchers: voucherService(deps) });
