import { useTranslation } from 'react-i18next';
import { toLocale } from '../../../common/locale.ts';
import { label } from '../../../common/status-label.ts';
import { Facts } from '../../components/facts.tsx';
import { PrintFrame } from '../../frames/print-frame.tsx';
import { requireUser } from '../../lib/current-user.server.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { payModeName, SettlementLines } from '../checkout/index.ts';
import { orderApi } from '../orders/index.server.ts';
import type { Route } from './+types/print.purchase.$id';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'purchaseDetail');

/** Only a buyer who may see the purchase reads it (its purchaser, the approvers); any other id is the 404 page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const purchase = await orNotFound(orderApi.purchaseInfo({ request, context }, pathId(params)));
  return { purchase, company: user.companyName };
}

/**
 * A purchase order to print with its approval: what the purchaser asked for, its lines and total,
 * and where the approval stands — who approved or rejected it, when, why, and the order it made.
 */
export default function PrintPurchase({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { purchase, company } = loaderData;
  const mode = purchase.payModeList.find((each) => each.id === purchase.payTypeId);
  const consignee = purchase.consigneeList[0];
  return (
    <PrintFrame
      title={t('purchase.printTitle', { batch: purchase.batch })}
      company={company}
      back={{ href: `/container/getPurchaseInfo/${purchase.id}`, label: t('purchase.printBack') }}
    >
      <Facts
        className="order-facts"
        facts={[
          [t('purchase.batch'), purchase.batch],
          [t('purchase.purchaser'), purchase.purchaser],
          [t('purchase.applyDate'), purchase.applyDate],
          [t('purchase.payMode'), mode ? payModeName(t, mode) : null],
          [
            t('purchase.consignee'),
            consignee ? `${consignee.consignee} ${consignee.mobile} ${consignee.areaName}${consignee.address}` : null,
          ],
          [
            t('purchase.invoice'),
            purchase.invoiceHeader
              ? t('checkout.invoiceLine', {
                  unitName: purchase.invoiceHeader.unitName,
                  taxcode: purchase.invoiceHeader.taxcode,
                })
              : null,
          ],
        ]}
      />
      <SettlementLines lines={purchase.goodsList} total={purchase.totalAmount} caption={t('purchase.goods')} />
      <h2>{t('purchase.approval')}</h2>
      <Facts
        className="order-facts"
        facts={[
          [t('purchase.status'), label('checkStatus', purchase.checkStatus, locale)],
          [
            t('purchase.checker'),
            purchase.checker ? `${purchase.checker} ${purchase.checkDate}` : t('purchase.notChecked'),
          ],
          [t('purchase.printOrder'), purchase.orderNo],
        ]}
      />
      {purchase.rejectReason && <p>{t('purchase.rejectedBecause', { reason: purchase.rejectReason })}</p>}
    </PrintFrame>
  );
}
