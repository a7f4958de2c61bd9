import type { Doctype } from '../../../common/areas/files/files.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/types.ts';
import type { FileRecords } from './file-records.ts';

/** What the visibility of a stored file is decided on: its row in `attachment`. */
export interface FileOwner {
  company_id: number;
  form_id: string;
  doctype: string;
  uploaded_by: number;
}

type Rule = (db: Db, caller: Caller, file: FileOwner, records: FileRecords) => Promise<boolean>;

const mainAccountOnly: Rule = async (_db, caller) => caller.accountType === CustomerAccountType.main;

/**
 * Who of the owning company may read a file of each kind: the file carries the visibility of the
 * record it belongs to, so a path that reached someone (a copied link, a shared screen) shows them
 * no more than the record's own screen would. Typed by `Doctype`, so a new kind must say its rule.
 */
const READERS: Record<Doctype, Rule> = {
  // The certification record is the main account's alone (DESIGN.md decision 2): ID cards and licences too.
  idCardCopy: mainAccountOnly,
  idCardNational: mainAccountOnly,
  organizationRegImg: mainAccountOnly,
  openLicense: mainAccountOnly,
  taxpayerImg: mainAccountOnly,
  // A remittance's voucher belongs to a statement, which only the main account reads.
  voucher: mainAccountOnly,
  // An after-sale's evidence: whoever may read the after-sale (a purchaser its own orders', the main
  // account and approvers every one); before it is submitted with one, only the account that uploaded it.
  evidence: async (db, caller, file, records) =>
    file.uploaded_by === caller.accountId || (await records.evidenceReadable(db, caller, file.form_id)),
};

/**
 * Whether a buyer's account may read (or delete) one stored file: never another company's, and
 * within the company by the rule of the file's kind. A file it may not read is answered as one
 * that never existed. Staff read every file through the console's own path, not through this.
 */
export async function mayRead(db: Db, caller: Caller, file: FileOwner, records: FileRecords): Promise<boolean> {
  if (file.company_id !== caller.companyId) return false;
  // An own property only: a doctype such as 'constructor' must not find Object's.
  if (!Object.hasOwn(READERS, file.doctype)) return false;
  return READERS[file.doctype as Doctype](db, caller, file, records);
}
