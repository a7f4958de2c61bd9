import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RefundType } from '../../../common/areas/after-sales/after-sale.ts';
import type { ConsoleAfterSaleDetail } from '../../../common/areas/after-sales/console.ts';
import { refundsMoney } from '../../../common/areas/after-sales/transitions.ts';
import { PayType } from '../../../common/areas/orders/order.ts';
import { Facts } from '../../components/facts.tsx';
import { formatPayable } from '../../lib/price.ts';

/**
 * Where the refund goes, as the backend decides it: to an account the buyer gave, else back the
 * way it was paid — a credit order to the quota at once (no transfer to record), a transfer to the payer.
 */
export const refundRoute = (detail: ConsoleAfterSaleDetail) =>
  detail.record.refundType === RefundType.account
    ? 'account'
    : detail.payTypeId === PayType.credit
      ? 'credit'
      : 'transfer';

/**
 * What only the staff read of an after-sale, beside the record its company reads too
 * (AfterSaleFacts): whose it is (the company, a link, and the account that applied), how the order
 * was paid, and for a type that refunds, where the money goes and how much is left to refund.
 */
export function AfterSaleHandling({ detail }: { detail: ConsoleAfterSaleDetail }) {
  const { t } = useTranslation();
  const refunds = refundsMoney(detail.afterSaleType);
  const facts: [string, ReactNode][] = [
    [t('consoleAfterSale.company'), <Link to={`/admin/companies/${detail.companyId}`}>{detail.company}</Link>],
    [t('consoleAfterSale.applicant'), detail.applicant],
    [t('consoleAfterSale.payMode'), t(`orders.payType.${detail.payTypeId}` as 'orders.payType.1')],
    [t('consoleAfterSale.refundRoute'), refunds ? t(`consoleAfterSale.route.${refundRoute(detail)}`) : null],
    [t('consoleAfterSale.refundable'), refunds ? `¥${formatPayable(detail.refundableAmount)}` : null],
  ];
  return <Facts facts={facts} />;
}
