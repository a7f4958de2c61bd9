import type { Transaction } from 'kysely';
import type { Caller } from '../../caller.ts';
import type { Database, Db } from '../../db/types.ts';

/**
 * What this area asks of the areas whose records hold uploads, each about its own: whether a
 * caller may read an after-sale's evidence (after-sales), and the certification an upload's form
 * belongs to (certification). Those areas check and hold their uploads through this area's face,
 * so it cannot import theirs: its routes hand these in (record-areas.ts).
 */
export interface FileRecords {
  /** Whether the caller may read the after-sale whose form holds the evidence. */
  evidenceReadable: (db: Db, caller: Caller, formId: string) => Promise<boolean>;
  /** The certification whose form holds the upload, if any, as read. */
  certificationOf: (db: Db, formId: string) => Promise<FormCertification | undefined>;
}

/** A certification an upload belongs to: whether it keeps its files, and blanking one in it. */
export interface FormCertification {
  /** Waiting to be vetted or passed: its files stay as its evidence. */
  keepsFiles: boolean;
  /** Leaves the field that held the file blank, conditional on the record as read: false when it changed. */
  drop: (
    trx: Transaction<Database>,
    caller: Caller,
    file: { doctype: string; path: string },
    now: number,
  ) => Promise<boolean>;
}
