import {
  companyAuditKindName,
  companyAuditSentence,
  type CompanyAuditQuery,
  type CompanyAuditRow,
} from '../../../common/company-audit.ts';
import type { Page } from '../../../common/envelope.ts';
import type { ExportFormat } from '../../../common/export-files.ts';
import { message, type Locale } from '../../../common/messages.ts';
import { shanghaiMoment, wireTime } from '../../../common/time.ts';
import type { Caller } from '../../caller.ts';
import { EXPORT_MAX_ROWS, exportFile, listTable, type ExportColumn } from '../../documents/table-export.ts';
import type { Deps } from '../../services/deps.ts';
import { onePage } from '../../services/paging.ts';

function parseDetail(json: string | null): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function columns(locale: Locale): ExportColumn<CompanyAuditRow>[] {
  const t = (key: Parameters<typeof message>[1]) => message(locale, key);
  return [
    { header: t('companyAuditExport.time'), kind: 'date', value: (row) => row.createdAt },
    { header: t('companyAuditExport.kind'), kind: 'text', value: (row) => row.kindName },
    { header: t('companyAuditExport.actor'), kind: 'text', value: (row) => row.actor },
    { header: t('companyAuditExport.subject'), kind: 'text', value: (row) => row.subject },
    { header: t('companyAuditExport.sentence'), kind: 'text', width: 70, value: (row) => row.sentence },
  ];
}

/**
 * The company's audit trail as its main account reads it (审计记录): newest first, by kind and
 * month, each row one sentence in the reader's language; and the same view as a file.
 */
export function companyAuditService({ db }: Deps) {
  const page = async (caller: Caller, query: CompanyAuditQuery, locale: Locale): Promise<Page<CompanyAuditRow>> => {
    let base = db.selectFrom('company_audit').where('company_id', '=', caller.companyId);
    if (query.kind) base = base.where('kind', '=', query.kind);
    if (query.month) {
      const [year, month] = query.month.split('-').map(Number) as [number, number];
      base = base
        .where('created_at', '>=', shanghaiMoment(year, month))
        .where('created_at', '<', shanghaiMoment(year, month + 1));
    }
    const { rows, total } = await onePage(
      base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
      base,
      query,
    );
    return {
      list: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        kindName: companyAuditKindName(row.kind, locale),
        actor: row.actor,
        subject: row.subject_label,
        sentence: companyAuditSentence(
          {
            kind: row.kind,
            actor: row.actor,
            accountId: row.account_id,
            subject: row.subject_label,
            detail: parseDetail(row.detail_json),
          },
          locale,
        ),
        createdAt: wireTime(row.created_at),
      })),
      total,
    };
  };
  return {
    page,
    /** rest/export/companyAudit/{xlsx|csv}: the trail under the same filter, every page of it. */
    async exportFile(
      caller: Caller,
      query: CompanyAuditQuery,
      { format, locale, now }: { format: ExportFormat; locale: Locale; now: number },
    ) {
      const found = await page(caller, { ...query, page: 1, limit: EXPORT_MAX_ROWS }, locale);
      return exportFile(listTable('audit-trail', columns(locale), found, { locale, now }), format);
    },
  };
}
