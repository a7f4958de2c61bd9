import type { Deps } from '../../services/deps.ts';
import { certificationConsoleService } from './console.service.ts';
import { certificationService } from './certification.service.ts';

/** Company certification: the company's side and the staff's vetting. */
export const services = (deps: Deps) => ({
  certifications: certificationService(deps),
  certificationConsole: certificationConsoleService(deps),
});

/** A certification's typed fields, for the invoices the console issues to its company. */
export { fieldsOf } from './record.ts';

/** A certification's upload deleted (the files area): the record its form belongs to, and the upload blanked in it. */
export { certificationOfForm, dropCertificationFile } from './certification-files.ts';

/** This area's queues, which the staff's to-do home counts. */
export { todoQueues } from './todo-queues.ts';
