import type { Deps } from '../../services/deps.ts';
import { punchoutService } from './punchout.service.ts';

/**
 * Punchout (SAP OCI 4.0 and cXML 1.2): a company's procurement system opens shopping sessions on
 * the shop, the cart is posted back to it, and its OrderRequests become orders.
 */
export const services = (deps: Deps) => ({ punchout: punchoutService(deps) });
