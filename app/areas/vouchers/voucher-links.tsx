import { useTranslation } from 'react-i18next';
import { VOUCHER_LAYOUT_IDS } from '../../../common/areas/vouchers/index.ts';
import { voucherHref, type VoucherSource } from './paths.ts';

/**
 * Links to a statement's or invoices' vouchers in each ERP layout, placed beside the screens' own
 * downloads. Plain links: a file downloads without JavaScript.
 */
export function VoucherLinks({
  kind,
  items,
}: {
  kind: VoucherSource;
  /** What to link: its id and how a person names it (the statement number, the invoice number). */
  items: readonly { id: number; name: string }[];
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
      </p>
    </nav>
  );
}
