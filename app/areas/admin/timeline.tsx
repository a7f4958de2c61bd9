import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../contract/areas/staff/desk.ts';

/** Before → after, in words a person reads: `status: pending → approved`. */
export function changeText(entry: AuditEntry): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys
    .map((key) => {
      const before = entry.before?.[key];
      const after = entry.after?.[key];
      const show = (value: unknown) =>
        value === undefined ? '—' : Array.isArray(value) ? value.join(', ') : String(value);
      return entry.before ? `${key}: ${show(before)} → ${show(after)}` : `${key}: ${show(after)}`;
    })
    .join('; ');
}

/** A record's audit trail, newest first: who, when, what, before → after, why. */
export function AuditTimeline({ entries, headingId }: { entries: AuditEntry[]; headingId: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={headingId} className="desk-section">
      <h2 id={headingId}>{t('admin.audit.trail')}</h2>
      {entries.length === 0 ? (
        <p className="empty-state">{t('admin.audit.none')}</p>
      ) : (
        <ol className="desk-timeline">
          {entries.map((entry) => (
            <li key={entry.id}>
              <time>{entry.createDate}</time> <strong>{entry.actor}</strong> <code>{entry.action}</code>{' '}
              <span>{changeText(entry)}</span>
              {entry.reason && <span className="desk-reason">{` — ${entry.reason}`}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
