import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VOUCHER_LAYOUT_IDS } from '../../../common/areas/vouchers/index.ts';
import { VOUCHER_SETTINGS_PATH, voucherHref, type VoucherSource } from './paths.ts';

/**
 * Links to a statement's or invoices' vouchers in each ERP layout, placed beside the screens' own
 * downloads. Plain links: a file downloads without JavaScript.
 */
export function VoucherLinks({
  kind,
  items,
  settings = false,
}: {
  kind: VoucherSource;
  /** What to link: its id and how a person names it (the statement number, the invoice number). */
  items: readonly { id: number; name: string }[];
  /** Whether to link the settings too: only where the reader is the main account, who sets them. */
  settings?: boolean;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const heading = t(kind === 'statement' ? 'vouchers.statementLinks' : 'vouchers.invoiceLinks');
  return (
    <nav aria-label={heading} className="voucher-links">
      <p>
        {heading}
        {items.map((item) => (
          <span key={item.id}>
            {kind === 'invoice' && ` ${item.name}`}
            {VOUCHER_LAYOUT_IDS.map((layout) => (
              <span key={layout}>
                {' '}
                <a
                  href={voucherHref(kind, item.id, layout)}
                  aria-label={t('vouchers.downloadOf', { what: item.name, layout: t(`vouchers.${layout}`) })}
                >
                  {t(`vouchers.${layout}`)}
                </a>
              </span>
            ))}
          </span>
        ))}
        {settings && (
          <>
            {' '}
            <Link to={VOUCHER_SETTINGS_PATH}>{t('vouchers.settingsLink')}</Link>
          </>
        )}
      </p>
    </nav>
  );
}
