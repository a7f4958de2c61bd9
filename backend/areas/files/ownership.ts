import { isCertificationDoctype } from '../../../common/areas/files/files.ts';
import { Code } from '../../../common/envelope.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/types.ts';
import { AppError, notFound } from '../../errors.ts';

/** Only the main account certifies the company (DESIGN.md decision 2): others get 10030. */
export function assertCertifier(caller: Caller): void {
  if (caller.accountType !== CustomerAccountType.main) throw new AppError(Code.roleNotAllowed, 'certificationMainOnly');
}

/**
 * Who may upload or delete a file of this doctype: a certification image or a remittance's
 * voucher only the main account; an after-sale's evidence any account of the company.
 */
export function assertMayHandle(caller: Caller, doctype: string): void {
  if (isCertificationDoctype(doctype) || doctype === 'voucher') assertCertifier(caller);
}

/** The caller's company's own form id, or 10040: another company's is answered as one that never existed. */
export async function assertOwnForm(db: Db, caller: Caller, formId: string): Promise<void> {
  const form = await db
    .selectFrom('upload_form')
    .select('form_id')
    .where('form_id', '=', formId)
    .where('company_id', '=', caller.companyId)
    .executeTakeFirst();
  if (!form) throw notFound();
}

/**
 * Every path named is a live upload of the caller's company's form, of the doctype it is named
 * for (`[doctype, path]` pairs): a path of another company, another form or made up names
 * nothing here, so 10040.
 */
export async function assertOwnFiles(
  db: Db,
  caller: Caller,
  formId: string,
  files: readonly (readonly [doctype: string, path: unknown])[],
): Promise<void> {
  if (files.length === 0) return;
  const rows = await db
    .selectFrom('attachment')
    .select(['path', 'doctype'])
    .where('company_id', '=', caller.companyId)
    .where('form_id', '=', formId)
    .where('deleted_at', 'is', null)
    .execute();
  const owned = new Map(rows.map((row) => [row.path, row.doctype]));
  for (const [doctype, path] of files) if (owned.get(String(path)) !== doctype) throw notFound();
}
