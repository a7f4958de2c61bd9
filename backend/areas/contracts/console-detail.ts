import { daysInclusive } from '../../../common/areas/contracts/contract.ts';
import type {
  ConsoleContract,
  ConsoleContractDetail,
  ContractCreditEffect,
} from '../../../common/areas/contracts/console.ts';
import {
  CONTRACT_GRANTING,
  CONTRACT_TO_SIGN,
  staffContractActionsOf,
} from '../../../common/areas/contracts/transitions.ts';
import { moneyToWire, type Money } from '../../../common/money.ts';
import { shanghaiDate, wireTime } from '../../../common/time.ts';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../errors.ts';
import { timelineOf } from '../../services/audit.ts';
import type { Deps } from '../../services/deps.ts';
import { creditOf } from '../credit/index.ts';
import { needsApproval } from './console-approval.ts';
import { contractToWire, type ContractRow } from './contract-rows.ts';

/** A contract as the console reads it: with its company's name and who drafted and approved it. */
export type ConsoleContractRow = ContractRow & { company: string; drafter: string | null; approver: string | null };

export const consoleContracts = (db: Db) =>
  db
    .selectFrom('contract')
    .innerJoin('company', 'company.id', 'contract.company_id')
    .leftJoin('staff as drafter', 'drafter.id', 'contract.drafted_by')
    .leftJoin('staff as approver', 'approver.id', 'contract.approved_by');

export const CONSOLE_CONTRACT_COLUMNS = [
  'contract.id',
  'contract.company_id',
  'contract.contract_no',
  'contract.contract_name',
  'contract.sign_main',
  'contract.main_charge',
  'contract.sign_sub',
  'contract.sub_charge',
  'contract.contract_type',
  'contract.status',
  'contract.retention_amount',
  'contract.contract_amount',
  'contract.account_period',
  'contract.sign_date',
  'contract.end_date',
  'contract.credit_amount',
  'contract.terms',
  'contract.document_path',
  'contract.document_sha256',
  'contract.sent_at',
  'contract.signing_at',
  'contract.signed_at',
  'contract.signed_by',
  'contract.signer_name',
  'contract.signer_mobile',
  'contract.signer_address',
  'contract.signed_path',
  'contract.signed_sha256',
  'contract.refuse_reason',
  'contract.refused_at',
  'contract.expired_at',
  'contract.preserved_at',
  'contract.drafted_by',
  'contract.approved_by',
  'contract.approved_at',
  'contract.reminded_days',
  'contract.created_at',
  'contract.updated_at',
  'company.name as company',
  'drafter.username as drafter',
  'approver.username as approver',
] as const;

/** Reading contracts for the console: a row on the wire, one contract, and its detail with the steps it allows. */
export function contractReader({ db, clock, creditApprovalAbove }: Pick<Deps, 'db' | 'clock' | 'creditApprovalAbove'>) {
  const today = () => shanghaiDate(clock.now());

  const toWire = (row: ConsoleContractRow): ConsoleContract => ({
    id: row.id,
    companyId: row.company_id,
    company: row.company,
    contractNo: row.contract_no,
    contractName: row.contract_name,
    status: row.status,
    creditAmount: moneyToWire(row.credit_amount),
    signDate: row.sign_date,
    endDate: row.end_date,
    daysLeft: CONTRACT_GRANTING.includes(row.status) ? daysInclusive(today(), row.end_date) - 1 : null,
    awaitingApproval: row.status === 0 && needsApproval(row, creditApprovalAbove) && row.approved_by === null,
    createDate: wireTime(row.created_at),
    version: row.updated_at,
  });

  const load = async (id: number): Promise<ConsoleContractRow> => {
    const row = await consoleContracts(db)
      .select(CONSOLE_CONTRACT_COLUMNS)
      .where('contract.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  /**
   * What signing would do to the company's credit, while it still may be signed: its credit becomes
   * the limit (signing makes it the newest), and what the company uses now stays used.
   */
  const creditEffectOf = async (row: ConsoleContractRow): Promise<ContractCreditEffect | null> => {
    if (!CONTRACT_TO_SIGN.includes(row.status)) return null;
    const credit = await creditOf(db, row.company_id);
    return {
      used: moneyToWire(credit.used),
      currentLimit: moneyToWire(credit.limit),
      newLimit: moneyToWire(row.credit_amount),
      leaves: moneyToWire((row.credit_amount - credit.used) as Money),
    };
  };

  const detailOf = async (row: ConsoleContractRow): Promise<ConsoleContractDetail> => ({
    ...toWire(row),
    record: contractToWire(row, today()),
    draftedBy: row.drafter,
    approvedBy: row.approver,
    approvalAbove: moneyToWire(creditApprovalAbove),
    signerMobile: row.signer_mobile,
    signerAddress: row.signer_address,
    signedHash: row.signed_sha256,
    actions: staffContractActionsOf(row.status).filter(
      (action) => action !== 'approve' || (needsApproval(row, creditApprovalAbove) && row.approved_by === null),
    ),
    timeline: await timelineOf(db, 'contract', row.id),
    creditEffect: await creditEffectOf(row),
  });

  return { today, toWire, load, detailOf };
}
