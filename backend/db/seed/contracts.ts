import type { Kysely } from 'kysely';
import { wireTime } from '../../../common/time.ts';
import type { FileStore } from '../../adapters/files.ts';
import { contractPdf, sha256, type ContractText } from '../../documents/contract-pdf.ts';
import type { Database } from '../types.ts';
import { DAY_MS, SEED_EPOCH } from './random.ts';

/** The shop as party B (the default PAYEE_ACCOUNT_NAME) and its person in charge. */
const SHOP = { name: '采购商城（上海）供应链管理有限公司', charge: '王经理' };
const TEN_THOUSANDTHS = 10_000;

/** Each demo company's signed framework agreement and the credit it grants (yuan). */
const CONTRACTS = [
  { username: 'demo', creditYuan: 500_000, contractYuan: 2_000_000 },
  { username: 'other', creditYuan: 200_000, contractYuan: 800_000 },
  { username: 'huadong', creditYuan: 200_000, contractYuan: 600_000 },
  { username: 'huanan', creditYuan: 200_000, contractYuan: 600_000 },
] as const;

/**
 * The demo companies' signed, current contracts: drafted, sent (a PDF whose SHA-256 is
 * frozen), signed by the main account with its signature page, and the credit they grant as the
 * first row of each ledger, so the quota a fresh shop shows comes from a contract. They run three
 * years from the seed's epoch, so a demo started later still has credit.
 */
export async function seedContracts(db: Kysely<Database>, files: FileStore): Promise<void> {
  for (const [index, seed] of CONTRACTS.entries()) {
    const party = await db
      .selectFrom('account')
      .innerJoin('company', 'company.id', 'account.company_id')
      .select(['company.id', 'company.name', 'account.id as account_id', 'account.linkman', 'account.mobile'])
      .where('account.username', '=', seed.username)
      .executeTakeFirst();
    if (!party) continue;
    const sentAt = SEED_EPOCH - (20 - index) * DAY_MS;
    const signedAt = sentAt + 2 * 3_600_000;
    const contractNo = `HT20251212${String(index + 1).padStart(5, '0')}`;
    const text: ContractText = {
      contract_no: contractNo,
      contract_name: `${party.name}年度采购框架协议`,
      sign_main: party.name,
      main_charge: party.linkman,
      sign_sub: SHOP.name,
      sub_charge: SHOP.charge,
      contract_type: 1,
      contract_amount: seed.contractYuan * TEN_THOUSANDTHS,
      retention_amount: 0,
      credit_amount: seed.creditYuan * TEN_THOUSANDTHS,
      account_period: 30,
      sign_date: '2025-12-12',
      end_date: '2028-12-31',
      terms: '',
    };
    const sent = await contractPdf(text, new Date(sentAt));
    const sentHash = sha256(sent);
    const signed = await contractPdf(text, new Date(sentAt), {
      name: party.linkman,
      mobile: party.mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2'),
      address: '127.0.0.1',
      at: wireTime(signedAt),
      documentHash: sentHash,
    });
    const signedHash = sha256(signed);
    const sentPath = `202512-contract-seed${index + 1}-sent-${sentHash.slice(0, 16)}.pdf`;
    const signedPath = `202512-contract-seed${index + 1}-signed-${signedHash.slice(0, 16)}.pdf`;
    await files.put(sentPath, sent);
    await files.put(signedPath, signed);
    const { id } = await db
      .insertInto('contract')
      .values({
        company_id: party.id,
        ...text,
        status: 3,
        document_path: sentPath,
        document_sha256: sentHash,
        sent_at: sentAt,
        signing_at: signedAt - 60_000,
        signed_at: signedAt,
        signed_by: party.account_id,
        signer_name: party.linkman,
        signer_mobile: party.mobile,
        signer_address: '127.0.0.1',
        signed_path: signedPath,
        signed_sha256: signedHash,
        created_at: sentAt - DAY_MS,
        updated_at: signedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('credit_entry')
      .values({
        company_id: party.id,
        kind: 'grant',
        ref_id: id,
        limit_change: text.credit_amount,
        created_at: signedAt,
      })
      .execute();
  }
}
