import { certificationIdentity, type CheckedCompany } from '../../../common/areas/certification/checks.ts';
import { CertificationStatus } from '../../../common/areas/certification/transitions.ts';
import type { Db } from '../../db/types.ts';
import { certificationToWire } from './record.ts';

/** A value the stored JSON holds as it is: only then may a LIKE narrow the rows without escaping. */
const PLAIN = /^[0-9A-Z]+$/;

/**
 * Which other company's passed certification states this credit code, and which this legal
 * representative's ID number (the vetting staff's uniqueness checks): certified companies only,
 * never the record's own company. The JSON document is narrowed by its text, then each
 * candidate is read by its form's own fields, so a value in another field never counts.
 */
export async function certifiedElsewhere(
  db: Db,
  companyId: number,
  identity: ReturnType<typeof certificationIdentity>,
): Promise<{ creditCode: CheckedCompany | null; idCard: CheckedCompany | null }> {
  const values = [identity.creditCode, identity.idCard].filter((value) => PLAIN.test(value));
  if (values.length === 0) return { creditCode: null, idCard: null };
  const rows = await db
    .selectFrom('certification')
    .innerJoin('company', 'company.id', 'certification.company_id')
    .selectAll('certification')
    .select('company.name as company_name')
    .where('certification.cert_status', '=', CertificationStatus.passed)
    .where('certification.company_id', '!=', companyId)
    .where((eb) => eb.or(values.map((value) => eb('certification.fields_json', 'like', `%"${value}"%`))))
    .orderBy('certification.company_id')
    .execute();
  const holder = (key: 'creditCode' | 'idCard') => {
    const value = identity[key];
    if (!PLAIN.test(value)) return null;
    const row = rows.find(
      (candidate) => certificationIdentity(certificationToWire(candidate, candidate.company_name))[key] === value,
    );
    return row ? { id: row.company_id, name: row.company_name } : null;
  };
  return { creditCode: holder('creditCode'), idCard: holder('idCard') };
}
