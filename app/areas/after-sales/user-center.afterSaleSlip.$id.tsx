import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocale } from '../../../common/locale.ts';
import { label } from '../../../common/status-label.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { afterSaleApi } from './after-sale-api.server.ts';
import { afterSaleInfoHref, afterSaleSlipPdfHref } from './after-sale-url.ts';
import './after-sales.css';
import type { Route } from './+types/user-center.afterSaleSlip.$id';
import { MantineScope } from '../../components/mantine-scope.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'afterSaleSlip');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { record: await orNotFound(afterSaleApi.info({ request, context }, pathId(params))) };
}

/**
 * The RMA slip: the after-sale number, where to send the parcel, and the line going
 * back, on a page of its own that prints without the shop around it (the browser's print, or
 * the PDF beside it).
 */

export default function AfterSaleSlip({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { record } = loaderData;
  return (
    <MantineScope>
      <main className="rma-slip" aria-labelledby="slip-title">
        <Group className="rma-slip-tools" gap="sm" mb="md">
          <Button component={Link} to={afterSaleInfoHref(record.id)} variant="default">
            {t('afterSales.slipBack')}
          </Button>
          <Button component="a" href={afterSaleSlipPdfHref(record.id)} variant="default">
            {t('afterSales.slipPdf')}
          </Button>
        </Group>
        <h1 id="slip-title">{t('afterSales.slipTitle', { no: record.afterSaleNo })}</h1>
        <p>{t('afterSales.slipNote')}</p>
        <p>
          <strong>{record.deliveryCenter}</strong>
        </p>
        <table>
          <tbody>
            <tr>
              <th scope="row">{t('afterSales.no')}</th>
              <td>{record.afterSaleNo}</td>
            </tr>
            <tr>
              <th scope="row">{t('afterSales.orderNo')}</th>
              <td>{record.orderNo}</td>
            </tr>
            <tr>
              <th scope="row">{t('afterSales.type')}</th>
              <td>{label('afterSaleType', record.afterSaleType, locale)}</td>
            </tr>
            <tr>
              <th scope="row">{t('afterSales.goods')}</th>
              <td>
                {record.goodsName}
                {record.goodsNo && `（${record.goodsNo}）`}
              </td>
            </tr>
            <tr>
              <th scope="row">{t('afterSales.quantity')}</th>
              <td>{record.goodsQuantity}</td>
            </tr>
            <tr>
              <th scope="row">{t('afterSales.shipper')}</th>
              <td>
                {record.shipper} {record.mobile} {record.areaName}
                {record.address}
              </td>
            </tr>
            <tr>
              <th scope="row">{t('afterSales.applyDate')}</th>
              <td>{record.applyDate}</td>
            </tr>
          </tbody>
        </table>
      </main>
    </MantineScope>
  );
}
