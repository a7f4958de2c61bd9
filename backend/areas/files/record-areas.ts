import { certificationKeepsFiles } from '../../../common/areas/certification/transitions.ts';
import { visibleAfterSales } from '../after-sales/index.ts';
import { certificationOfForm, dropCertificationFile } from '../certification/index.ts';
import type { FileRecords } from './file-records.ts';

/**
 * The areas whose records hold uploads, as this area's routes hand them to its service: the
 * routes sit above every area's face, the service below the after-sales and certification areas
 * that use it.
 */
export const RECORD_AREAS: FileRecords = {
  evidenceReadable: async (db, caller, formId) =>
    (await visibleAfterSales(db, caller)
      .select('after_sale.id')
      .where('after_sale.form_id', '=', formId)
      .executeTakeFirst()) !== undefined,
  certificationOf: async (db, formId) => {
    const read = await certificationOfForm(db, formId);
    return (
      read && {
        keepsFiles: certificationKeepsFiles(read.cert_status),
        drop: (trx, caller, file, now) => dropCertificationFile(trx, caller, read, file, now),
      }
    );
  },
};
