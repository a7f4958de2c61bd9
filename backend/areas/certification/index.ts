import type { Deps } from '../../services/deps.ts';
import type { AreaRoutes } from '../area.ts';
import { certificationRoutes } from './certification.routes.ts';
import { certificationService } from './certification.service.ts';

/** Company certification, the company's side; the staff's review is in the staff area. */
export const services = (deps: Deps) => ({ certifications: certificationService(deps) });

/** Which other certified company holds a credit code or an ID number, for the staff's review. */
export { certifiedElsewhere } from './certified-elsewhere.ts';

export const routes: AreaRoutes = [['/rest/customer', certificationRoutes]];
