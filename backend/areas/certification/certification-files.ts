import type { Transaction } from 'kysely';
import type { Caller } from '../../caller.ts';
import type { Database, Db } from '../../db/types.ts';
import { moveCertification, type CertificationRead } from './certification-transition.ts';
import { certificationWithCompany, fieldsOf } from './record.ts';

/*
 * What the files area asks of a certification when one of its uploads is deleted: the record the
 * upload's form belongs to, and blanking the upload in it.
 */

/** The certification (if any) whose form holds the file, as read. */
export const certificationOfForm = (db: Db, formId: string): Promise<CertificationRead | undefined> =>
  certificationWithCompany(db, { formId });

/**
 * A deleted upload leaves the field that held it blank (SPEC §4), by the record's executor as an
 * edit of its company: conditional on the record as read, so false when an application or a save
 * came between. Written even when the record does not hold the file: the row is then as read, and
 * stays so while the file is marked deleted.
 */
export async function dropCertificationFile(
  trx: Transaction<Database>,
  caller: Caller,
  read: CertificationRead,
  file: { doctype: string; path: string },
  now: number,
): Promise<boolean> {
  const fields = fieldsOf(read);
  if (fields[file.doctype] === file.path) fields[file.doctype] = '';
  return moveCertification(
    trx,
    read,
    'edit',
    { company: caller },
    { set: { fields_json: JSON.stringify(fields) }, now },
  );
}
