import type { Selectable } from 'kysely';
import type {
  CertificationKind,
  CertificationListItem,
  CertificationRecord,
} from '../../../common/areas/certification/certification-fields.ts';
import { buyerCertificationActionsOf } from '../../../common/areas/certification/transitions.ts';
import { wireTime } from '../../../common/time.ts';
import type { CertificationTable } from '../../db/tables/certification.ts';
import type { Db } from '../../db/types.ts';

export type CertificationRow = Selectable<CertificationTable>;

/** A certification's stored document: SPEC §3's fields by name, '' for what is not filled yet. */
export type CertificationFields = Record<string, string | number | boolean | null>;

export function fieldsOf(row: Pick<CertificationRow, 'fields_json'>): CertificationFields {
  return JSON.parse(row.fields_json) as CertificationFields;
}

const text = (fields: CertificationFields, key: string) => {
  const value = fields[key];
  return value === undefined || value === null ? '' : String(value);
};
const id = (fields: CertificationFields, key: string) =>
  typeof fields[key] === 'number' ? (fields[key] as number) : null;

/** The record on the wire, for its company and (with more beside it) for the staff. */
export function certificationToWire(row: CertificationRow, registeredName: string): CertificationRecord {
  const fields = fieldsOf(row);
  return {
    id: row.id,
    kind: row.kind as CertificationKind,
    certStatus: row.cert_status,
    formId: row.form_id,
    savedStep: row.saved_step,
    applyDate: row.applied_at === null ? null : wireTime(row.applied_at),
    certCheckDate: row.checked_at === null ? null : wireTime(row.checked_at),
    name: text(fields, 'name'),
    code: text(fields, 'code'),
    abbrname: text(fields, 'abbrname'),
    linkman: text(fields, 'linkman'),
    mobile: text(fields, 'mobile'),
    phone: text(fields, 'phone'),
    email: text(fields, 'email'),
    province: id(fields, 'province'),
    city: id(fields, 'city'),
    county: id(fields, 'county'),
    areaName: text(fields, 'areaName'),
    address: text(fields, 'address'),
    socialCreditCode: text(fields, 'socialCreditCode'),
    corporation: text(fields, 'corporation'),
    idCardNumber: text(fields, 'idCardNumber'),
    idCardValidTimeStart: text(fields, 'idCardValidTimeStart'),
    idCardValidTimeEnd: text(fields, 'idCardValidTimeEnd'),
    idCardLongTerm: fields.idCardLongTerm === true,
    egisteredCapital: text(fields, 'egisteredCapital'),
    establishmentDate: text(fields, 'establishmentDate'),
    effectDateType: text(fields, 'effectDateType'),
    businessTimeStart: text(fields, 'businessTimeStart'),
    businessTimeEnd: text(fields, 'businessTimeEnd'),
    openName: text(fields, 'openName'),
    openBank: text(fields, 'openBank'),
    openAccount: text(fields, 'openAccount'),
    taxpayerZg: text(fields, 'taxpayerZg'),
    organizationRegImg: text(fields, 'organizationRegImg'),
    openLicense: text(fields, 'openLicense'),
    taxpayerImg: text(fields, 'taxpayerImg'),
    idCardCopy: text(fields, 'idCardCopy'),
    idCardNational: text(fields, 'idCardNational'),
    emailOrMobile: text(fields, 'emailOrMobile'),
    organizationRegNo: text(fields, 'organizationRegNo'),
    legalName: text(fields, 'legalName'),
    legalIdentityCard: text(fields, 'legalIdentityCard'),
    reason: row.reason,
    fieldReasons: row.field_reasons_json ? (JSON.parse(row.field_reasons_json) as Record<string, string>) : {},
    registeredName,
    actions: buyerCertificationActionsOf(row.cert_status),
  };
}

export function certificationToListItem(row: CertificationRow): CertificationListItem {
  const fields = fieldsOf(row);
  return {
    id: row.id,
    kind: row.kind as CertificationKind,
    name: row.name,
    email: text(fields, row.kind === 'simple' ? 'emailOrMobile' : 'email'),
    certStatus: row.cert_status,
    applyDate: row.applied_at === null ? null : wireTime(row.applied_at),
    certCheckDate: row.checked_at === null ? null : wireTime(row.checked_at),
    actions: buyerCertificationActionsOf(row.cert_status),
  };
}

/**
 * The record with the company's registered name, or undefined: by its id, its company (a company
 * has one record), or its form (the record an upload belongs to).
 */
export async function certificationWithCompany(db: Db, where: { id?: number; companyId?: number; formId?: string }) {
  let query = db
    .selectFrom('certification')
    .innerJoin('company', 'company.id', 'certification.company_id')
    .selectAll('certification')
    .select('company.name as registered_name');
  if (where.id !== undefined) query = query.where('certification.id', '=', where.id);
  if (where.companyId !== undefined) query = query.where('certification.company_id', '=', where.companyId);
  if (where.formId !== undefined) query = query.where('certification.form_id', '=', where.formId);
  return query.executeTakeFirst();
}
