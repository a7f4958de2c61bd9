import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../common/console.ts';
import { toLocale, type Locale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';

/** Who acted, in the reader's language: a staff username, the command line or a scheduled job. */
export const actorName = (t: TFunction, entry: AuditEntry) =>
  entry.actor === 'command line'
    ? t('consoleAudit.commandLine')
    : entry.actor === 'scheduled job'
      ? t('consoleAudit.scheduledJob')
      : entry.actor;

/** What was done, in the reader's language (`company.approve` → 审核通过). */
export const actionName = (t: TFunction, entry: AuditEntry) =>
  t(`consoleAudit.actions.${entry.action.replace('.', '_')}` as 'consoleAudit.actions.company_approve', {
    defaultValue: entry.action,
  });

/** The keys a statement's trail names in words of its own. */
const STATEMENT_FIELDS = { state: true, version: true, amount: true, remittance: true } as const;
/** …and an invoice's (issued for an order or a statement). */
const INVOICE_FIELDS = { invoiceNo: true, amount: true, type: true } as const;

/** Before → after, in words a person reads: `状态：待审核 → 已通过`. */
export function changeText(t: TFunction, locale: Locale, entry: AuditEntry): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const invoice = entry.action.startsWith('invoice.');
  const show = (key: string, value: unknown): string => {
    if (value === undefined || value === null) return '—';
    if (invoice && key === 'type') return label('invoiceType', Number(value), locale);
    if (typeof value === 'boolean') return value ? t('consoleAudit.yes') : t('consoleAudit.no');
    // After-sales and contracts have states of their own tables; every other `status` is a company's.
    if (key === 'status')
      return entry.entity === 'afterSale'
        ? label('afterSaleStatus', Number(value), locale)
        : entry.entity === 'contract'
          ? label('contractStatus', Number(value), locale)
          : label('companyStatus', String(value), locale);
    if (key === 'orderStatus') return label('orderStatus', Number(value), locale);
    if (key === 'certStatus') return label('certStatus', Number(value), locale);
    // A statement's state, and a remittance's outcome (its serial number before it was handled).
    if (entry.entity === 'statement' && key === 'state') return label('statementState', Number(value), locale);
    if (entry.entity === 'statement' && key === 'remittance') return label('remittanceState', String(value), locale);
    if (key === 'roles' && Array.isArray(value))
      return value.map((role) => t(`console.role.${role as 'admin'}`)).join('、');
    return String(value);
  };
  return keys
    .map((key) => {
      // An invoice's amount includes tax; a statement's is its total or a remittance's (not a transfer).
      const name =
        invoice && Object.hasOwn(INVOICE_FIELDS, key)
          ? t(`consoleAudit.invoiceFields.${key as keyof typeof INVOICE_FIELDS}`)
          : entry.entity === 'statement' && Object.hasOwn(STATEMENT_FIELDS, key)
            ? t(`consoleAudit.statementFields.${key as keyof typeof STATEMENT_FIELDS}`)
            : t(`consoleAudit.fields.${key as 'status'}`, { defaultValue: key });
      const after = show(key, entry.after?.[key]);
      return entry.before ? `${name}: ${show(key, entry.before[key])} → ${after}` : `${name}: ${after}`;
    })
    .join('; ');
}

/** A record's audit trail, newest first: who, when, what, before → after, why. */
export function AuditTimeline({ entries, headingId }: { entries: AuditEntry[]; headingId: string }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return (
    <section aria-labelledby={headingId} className="console-section">
      <h2 id={headingId}>{t('consoleAudit.trail')}</h2>
      {entries.length === 0 ? (
        <p className="empty-state">{t('consoleAudit.none')}</p>
      ) : (
        <ol className="console-timeline">
          {entries.map((entry) => (
            <li key={entry.id}>
              <time>{entry.createDate}</time> <strong>{actorName(t, entry)}</strong> {actionName(t, entry)}{' '}
              <span>{changeText(t, locale, entry)}</span>
              {entry.reason && <span className="console-reason">{` — ${entry.reason}`}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
