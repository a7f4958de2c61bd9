import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleRemittance } from '../../../common/areas/statements/console.ts';
import { reasonSchema } from '../../../common/console.ts';
import { message, toLocale, type MessageKey } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { z } from 'zod';
import { formatPayable } from '../../lib/price.ts';
import { TableScroll } from '../../components/table-scroll.tsx';
import { ActionForm, resultFor } from '../console/index.ts';
import { STATEMENT_FORMATS } from '../../../common/areas/statements/statement-files.ts';

/** A remittance's state as a tag: a returned one stands out, a received one reads as done. */
export function RemittanceStateTag({ state }: { state: string }) {
  const { i18n } = useTranslation();
  const tone = state === 'rejected' ? ' is-bad' : state === 'confirmed' ? ' is-ok' : '';
  return <span className={`state-tag${tone}`}>{label('remittanceState', state, toLocale(i18n.language))}</span>;
}

/** The voucher the company uploaded, small, opening at full size through the console's session. */
export function VoucherLink({ remittance }: { remittance: ConsoleRemittance }) {
  const { t } = useTranslation();
  if (!remittance.voucher) return null;
  const href = `/admin/attachment/${encodeURIComponent(remittance.voucher)}`;
  return (
    <a href={href} target="_blank" rel="noopener" className="voucher-thumb">
      <img
        src={href}
        alt={t('consoleStatement.voucherOf', { serial: remittance.serial })}
        width={64}
        height={40}
        loading="lazy"
      />
    </a>
  );
}

/** A recorded remittance's two forms: confirm it arrived (one button), or return it with a reason. */
function RemittanceHandling({ remittance, actionData }: { remittance: ConsoleRemittance; actionData: unknown }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const which = t('consoleStatement.confirmRemittanceOf', { serial: remittance.serial });
  return (
    <>
      <ActionForm
        id={`remittance-confirm-${remittance.id}`}
        intent="remittanceConfirm"
        hidden={{ remittanceId: remittance.id }}
        schema={z.object({})}
        lastResult={resultFor(actionData, `remittance-confirm-${remittance.id}`)}
        fields={[]}
        submit={t('consoleStatement.confirmRemittance')}
        submitHint={which}
        className="console-inline"
        compact
      />
      <ActionForm
        id={`remittance-reject-${remittance.id}`}
        intent="remittanceReject"
        hidden={{ remittanceId: remittance.id }}
        schema={reasonSchema(locale)}
        lastResult={resultFor(actionData, `remittance-reject-${remittance.id}`)}
        fields={[{ name: 'reason', label: t('consoleStatement.rejectReasonOf', { serial: remittance.serial }) }]}
        submit={t('consoleStatement.rejectRemittance')}
        submitHint={which}
        tone="danger"
        className="console-inline"
        compact
      />
    </>
  );
}

/**
 * Remittances as finance checks them against the bank: amount, day, payer, serial number and
 * voucher, their state, and for a recorded one (when `may` handle it) its confirm and return
 * forms. The queue shows each one's statement and company too.
 */
export function RemittanceTable({
  remittances,
  may,
  actionData,
  withStatement = false,
  rejectReasons = {},
}: {
  remittances: ConsoleRemittance[];
  may: boolean;
  actionData: unknown;
  withStatement?: boolean;
  /** Why a returned remittance was returned, by its id (the statement's detail has it). */
  rejectReasons?: Record<number, string | null>;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const say = (key: MessageKey) => message(locale, key);
  const handling = may && remittances.some((remittance) => remittance.state === 'recorded');
  const reasons = remittances.some((remittance) => rejectReasons[remittance.id]);
  return (
    <TableScroll label={t('statement.remittances')}>
      <table className="data-table console-table">
        <thead>
          <tr>
            <th scope="col">{say('remittance.serial')}</th>
            {withStatement && <th scope="col">{t('consoleRemittance.statement')}</th>}
            {withStatement && <th scope="col">{t('consoleRemittance.company')}</th>}
            <th scope="col">{say('remittance.amount')}</th>
            <th scope="col">{say('remittance.remitDate')}</th>
            <th scope="col">{say('remittance.payerName')}</th>
            <th scope="col">{say('remittance.payerAccount')}</th>
            <th scope="col">{t('consoleStatement.voucher')}</th>
            <th scope="col">{t('statements.state')}</th>
            <th scope="col">{t('consoleRemittance.createDate')}</th>
            {reasons && <th scope="col">{t('consoleStatement.rejectReason')}</th>}
            {handling && <th scope="col">{t('consoleStatement.handle')}</th>}
          </tr>
        </thead>
        <tbody>
          {remittances.map((remittance) => (
            <tr key={remittance.id}>
              <th scope="row">{remittance.serial}</th>
              {withStatement && (
                <td>
                  <Link to={`/admin/statements/${remittance.statementId}`}>{remittance.balanceNum}</Link>
                </td>
              )}
              {withStatement && <td>{remittance.company}</td>}
              <td className="number">{formatPayable(remittance.amount)}</td>
              <td>{remittance.remitDate}</td>
              <td>{remittance.payerName}</td>
              <td>{remittance.payerAccount}</td>
              <td>
                <VoucherLink remittance={remittance} />
              </td>
              <td>
                <RemittanceStateTag state={remittance.state} />
              </td>
              <td>{remittance.createDate}</td>
              {reasons && <td className="console-text">{rejectReasons[remittance.id]}</td>}
              {handling && (
                <td>
                  {remittance.state === 'recorded' && (
                    <RemittanceHandling remittance={remittance} actionData={actionData} />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const FORMAT_NAMES = { pdf: 'PDF', xlsx: 'XLSX', csv: 'CSV' } as const;

/**
 * Every version of the statement as PDF, XLSX and CSV, newest first, through the console's
 * session (the staff detail shows the current version's lines; an older one is its files).
 */
export function StatementDownloads({ id, versions, current }: { id: number; versions: number[]; current: number }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="statement-downloads" className="console-section">
      <h2 id="statement-downloads">{t('consoleStatement.downloads')}</h2>
      <p>{t('consoleStatement.downloadsHint')}</p>
      <ul className="statement-downloads">
        {[...versions].reverse().map((n) => (
          <li key={n}>
            <span>
              {n === current ? t('consoleStatement.currentVersion', { n }) : t('consoleStatement.versionOf', { n })}
            </span>
            {STATEMENT_FORMATS.map((format) => (
              <a
                key={format}
                href={`/admin/statements/${id}/download/${format}?version=${n}`}
                aria-label={t('consoleStatement.downloadOf', { n, format: FORMAT_NAMES[format] })}
                {...(format === 'pdf' ? { target: '_blank', rel: 'noopener' } : { download: true })}
              >
                {FORMAT_NAMES[format]}
              </a>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
