import { Code } from '../../../contract/envelope.ts';
import { CustomerAccountType } from '../../../contract/status.ts';
import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/types.ts';
import { AppError, notFound } from '../../errors.ts';

/**
 * Who may handle a form's uploads. Today every doctype is a certification image, and only
 * the main account certifies the company (DESIGN.md decision 2): others get 10030.
 */
export function assertCertifier(caller: Caller): void {
  if (caller.accountType !== CustomerAccountType.main) throw new AppError(Code.roleNotAllowed, 'certMainOnly');
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
