import { STATEMENT_FILE_TYPES, type StatementFormat } from '../../../common/areas/statements/statement-files.ts';
import { STATEMENT_SENT } from '../../../common/areas/statements/transitions.ts';
import type { Locale } from '../../../common/messages.ts';
import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/types.ts';
import { statementCsv, statementPdf, statementXlsx } from '../../documents/statement-document.ts';
import { notFound } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { sentVersions, statementDetail, statementQuery } from './statement-rows.ts';

/**
 * A statement version as a file: PDF, XLSX or CSV, drawn from the frozen lines of that
 * version, so a version downloads the same whenever it is asked for. The buyer gets its company's
 * sent statements; staff any.
 */
export function statementFilesService({ db }: Deps) {
  const draw = async (
    db: Db,
    id: number,
    company: number | undefined,
    version: number | undefined,
    format: StatementFormat,
    locale: Locale,
  ) => {
    let query = statementQuery(db).where('statement.id', '=', id);
    if (company !== undefined)
      query = query.where('statement.company_id', '=', company).where('statement.state', 'in', STATEMENT_SENT);
    const row = await query.executeTakeFirst();
    if (!row) throw notFound();
    const chosen = version ?? row.version;
    // A buyer reads the versions it was sent; staff every one.
    const from = company === undefined ? 1 : sentVersions(row).from;
    if (chosen < from || chosen > row.version) throw notFound();
    const detail = await statementDetail(db, row, chosen, from);
    const bytes =
      format === 'pdf'
        ? await statementPdf(detail, chosen, locale, new Date(row.updated_at))
        : format === 'xlsx'
          ? await statementXlsx(detail, chosen, locale)
          : statementCsv(detail, chosen, locale);
    return { name: `${row.balance_num}-v${chosen}.${format}`, bytes, type: STATEMENT_FILE_TYPES[format] };
  };

  return {
    forBuyer: (caller: Caller, id: number, version: number | undefined, format: StatementFormat, locale: Locale) =>
      draw(db, id, caller.companyId, version, format, locale),
    forStaff: (id: number, version: number | undefined, format: StatementFormat, locale: Locale) =>
      draw(db, id, undefined, version, format, locale),
  };
}
