import type { Selectable } from 'kysely';
import { daysInclusive, type ContractRecord } from '../../../common/areas/contracts/contract.ts';
import { buyerContractActionsOf } from '../../../common/areas/contracts/transitions.ts';
import { moneyToWire } from '../../../common/money.ts';
import { wireTime } from '../../../common/time.ts';
import type { ContractTable } from '../../db/tables/contracts.ts';

export type ContractRow = Selectable<ContractTable>;

/**
 * The SPEC §3 contract on the wire. `today` (Asia/Shanghai) hides signing once the end date has
 * passed: the backend refuses it then, so the list does not offer it.
 */
export function contractToWire(row: ContractRow, today: string): ContractRecord {
  const ended = row.end_date < today;
  return {
    id: row.id,
    contractNo: row.contract_no,
    contractName: row.contract_name,
    signMain: row.sign_main,
    mainCharge: row.main_charge,
    signSub: row.sign_sub,
    subCharge: row.sub_charge,
    contractType: row.contract_type,
    status: row.status,
    retentionAmount: moneyToWire(row.retention_amount),
    contractAmount: moneyToWire(row.contract_amount),
    accountPeriod: row.account_period,
    contractLife: daysInclusive(row.sign_date, row.end_date),
    signDate: row.sign_date,
    endDate: row.end_date,
    creditAmount: moneyToWire(row.credit_amount),
    terms: row.terms,
    documentHash: row.document_sha256,
    sentDate: row.sent_at === null ? null : wireTime(row.sent_at),
    signedDate: row.signed_at === null ? null : wireTime(row.signed_at),
    signerName: row.signer_name,
    refuseReason: row.refuse_reason,
    actions: buyerContractActionsOf(row.status).filter((action) => action === 'refuse' || !ended),
  };
}

/** A stored document's path: month folder, contract, what it is and the start of its hash. */
export function documentPath(month: string, contractId: number, kind: 'sent' | 'signed', hash: string): string {
  return `${month.replace('-', '')}-contract-${contractId}-${kind}-${hash.slice(0, 16)}.pdf`;
}
