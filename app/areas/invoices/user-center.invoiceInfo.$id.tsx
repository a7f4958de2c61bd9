import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { message, toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { Facts } from '../../components/facts.tsx';
import { InvoiceTable } from '../../components/invoice-table.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { orRefusalPage, pathId } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { VoucherLinks } from '../vouchers/index.ts';
import { invoiceApi } from './invoice-api.server.ts';
import { StepBar } from './step-bar.tsx';
import './invoices.css';
import type { Route } from './+types/user-center.invoiceInfo.$id';

export const handle: ScreenHandle = { breadcrumb: 'invoiceInfo.title' };
export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'invoiceInfo', { no: data?.info.orderNo ?? '' });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { info: await orRefusalPage(invoiceApi.info({ request, context }, pathId(params))) };
}

/**
 * 发票详情 (SPEC §2, §3, §4): the order's step bar, its invoice status, the header it was
 * placed with, and the invoices issued — the order's own, or its month's consolidated invoice for a
 * credit order — each with its file.
 */
export default function InvoiceInfo({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { info } = loaderData;
  const say = (key: Parameters<typeof message>[1]) => message(locale, key);
  return (
    <section aria-labelledby="invoice-info-title" className="invoice-info">
      <Title order={1} size="h3" id="invoice-info-title">
        {t('invoiceInfo.title')} {info.orderNo}
      </Title>
      <StepBar steps={info.steps} />
      <Facts
        className="invoice-facts"
        facts={[
          [t('invoiceInfo.orderNo'), <Link to={`/container/orderInfo/${info.orderId}`}>{info.orderNo}</Link>],
          [t('invoiceInfo.orderDate'), info.orderDate],
          [t('invoiceInfo.status'), label('invoiceOrderStatus', info.invoiceOrderStatus, locale)],
          [t('invoiceInfo.openStatus'), label('openStatus', info.openStatus, locale)],
          [say('invoice.invoiceType'), label('invoiceType', info.invoiceType, locale)],
          [t('invoiceInfo.unitName'), info.unitName],
          [t('invoiceInfo.taxcode'), info.taxcode],
          [t('invoiceInfo.content'), info.content],
          [t('invoiceInfo.address'), info.address],
          [t('invoiceInfo.phone'), info.phone],
          [t('invoiceInfo.bank'), info.bank],
          [t('invoiceInfo.account'), info.account],
          [t('invoiceInfo.statement'), info.balanceNum],
        ]}
      />
      {info.balanceNum && info.openStatus === 0 && <p className="form-hint">{t('invoiceInfo.creditHint')}</p>}
      <InvoiceTable invoices={info.invoiceList} empty={t('invoiceInfo.none')} />
      <VoucherLinks
        kind="invoice"
        items={info.invoiceList.map((invoice) => ({
          id: invoice.id,
          name: `${invoice.invoiceCode}${invoice.invoiceNo}`,
        }))}
      />
    </section>
  );
}
