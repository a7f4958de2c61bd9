import { CONTRACT_GRANTING, ContractStatus } from '../../../common/areas/contracts/transitions.ts';
import { Code } from '../../../common/envelope.ts';
import { shanghaiDate, shanghaiMonth, wireTime } from '../../../common/time.ts';
import { contractPdf, sha256 } from '../../documents/contract-pdf.ts';
import { AppError, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { settleLimit } from '../credit/index.ts';
import { documentPath, type ContractRow } from './contract-rows.ts';
import { moveContract } from './contract-transition.ts';

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
 * document's hash — then its one writer moves it from the state read to 3, and its credit becomes
 * the company's limit in the same transaction. A provider's signer opened it at the provider, so
 * from 1 signing begins and ends in that transaction (the shop's own signing begins when the code
 * is asked for). Answers false (keeping nothing) when another hand moved it first. A contract past
 * its end date is refused here, before anything is drawn, so no way of signing can skip that check.
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
  const lost = new AppError(Code.conflict, 'handledByOther');
  try {
    await db.transaction().execute(async (trx) => {
      let from = row;
      if (row.status === ContractStatus.initiated) {
        if (!(await moveContract(trx, { action: 'startSigning', actor: 'buyer', from, set: { signing_at: now } }, now)))
          throw lost;
        from = { ...row, status: ContractStatus.signing, updated_at: now };
      }
      const set = {
        signed_at: now,
        signed_by: signer.accountId,
        signer_name: signer.name,
        signer_mobile: signer.mobile,
        signer_address: signer.address,
        signed_path: path,
        signed_sha256: signedHash,
      };
      // Thrown, not answered, so that a signing begun above goes with the transaction.
      if (!(await moveContract(trx, { action: 'sign', actor: 'buyer', from, set }, now))) throw lost;
      await settleLimit(trx, { companyId: row.company_id, kind: 'grant', contractId: row.id, now }, CONTRACT_GRANTING);
    });
  } catch (error) {
    await files.remove(path);
    if (error === lost) return false;
    throw error;
  }
  return true;
}

/** Refuses a contract (1 or 2 → 5) with its reason, from the state read; false when it moved meanwhile. */
export async function refuseContract(
  { db }: Pick<Deps, 'db'>,
  row: ContractRow,
  reason: string,
  now: number,
): Promise<boolean> {
  return db
    .transaction()
    .execute((trx) =>
      moveContract(
        trx,
        { action: 'refuse', actor: 'buyer', from: row, set: { refuse_reason: reason, refused_at: now } },
        now,
      ),
    );
}
