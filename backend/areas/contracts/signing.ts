import { CONTRACT_GRANTING, ContractStatus } from '../../../common/areas/contracts/transitions.ts';
import { shanghaiDate, shanghaiMonth, wireTime } from '../../../common/time.ts';
import { contractPdf, sha256 } from '../../documents/contract-pdf.ts';
import { refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { settleLimit } from '../credit/credit-ledger.ts';
import { documentPath, type ContractRow } from './contract-rows.ts';

/** Who signed: the main account in the shop, or a person a signing provider vouched for. */
export interface Signer {
  accountId: number | null;
  name: string;
  mobile: string;
  /** The client address, or `provider:<name>` when a provider did the signing. */
  address: string;
}

/** A mobile as the signature page prints it: 138****0000. */
export const masked = (mobile: string) => mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

/** Whether the document on file still has the hash frozen when it was sent. */
export async function documentIntact({ files }: Pick<Deps, 'files'>, row: ContractRow): Promise<boolean> {
  const sent = row.document_path ? await files.open(row.document_path) : undefined;
  return sent !== undefined && sha256(sent) === row.document_sha256;
}

/**
 * Refuses a contract whose end date has passed on the given Shanghai day: it can no longer be sent
 * or signed (only refused), whichever way the step comes.
 */
export function assertNotEnded(row: Pick<ContractRow, 'end_date'>, today: string) {
  if (row.end_date < today) throw refused('contractEnded');
}

/**
 * Signs a contract, however it was signed (the SMS code here, or a provider's callback): draws the
 * signed document — the same pages and a signature page with who, when, from where and the sent
 * document's hash — then one conditional update moves it from the state read to 3, and its credit
 * becomes the company's limit in the same transaction. Answers false (keeping nothing) when another
 * hand moved it first. A contract past its end date is refused here, before anything is drawn,
 * so no way of signing can skip that check.
 */
export async function completeSigning(
  { db, files }: Pick<Deps, 'db' | 'files'>,
  row: ContractRow,
  signer: Signer,
  now: number,
): Promise<boolean> {
  assertNotEnded(row, shanghaiDate(now));
  const signed = await contractPdf(row, new Date(row.sent_at ?? now), {
    name: signer.name,
    mobile: masked(signer.mobile),
    address: signer.address,
    at: wireTime(now),
    documentHash: row.document_sha256!,
  });
  const signedHash = sha256(signed);
  const path = documentPath(shanghaiMonth(now), row.id, 'signed', signedHash);
  await files.put(path, signed);
  const done = await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('contract')
      .set({
        status: ContractStatus.signed,
        signed_at: now,
        signed_by: signer.accountId,
        signer_name: signer.name,
        signer_mobile: signer.mobile,
        signer_address: signer.address,
        signed_path: path,
        signed_sha256: signedHash,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await settleLimit(trx, { companyId: row.company_id, kind: 'grant', contractId: row.id, now }, CONTRACT_GRANTING);
    return true;
  });
  if (!done) await files.remove(path);
  return done;
}

/** Refuses a contract (1 or 2 → 5) with its reason, from the state read; false when it moved meanwhile. */
export async function refuseContract(
  { db }: Pick<Deps, 'db'>,
  row: ContractRow,
  reason: string,
  now: number,
): Promise<boolean> {
  const moved = await db
    .updateTable('contract')
    .set({ status: ContractStatus.refused, refuse_reason: reason, refused_at: now, updated_at: now })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}
