import { getInstance, getLocale } from '../../i18n/middleware.server.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';
import { afterSaleApi } from './after-sale-api.server.ts';
import { slipPdf } from './slip-pdf.server.ts';
import type { Route } from './+types/user-center.afterSaleSlip.$id.pdf';

/** The RMA slip as a PDF to download and print (another company's after-sale is the 404 page). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const record = await orNotFound(afterSaleApi.info({ request, context }, pathId(params)));
  const locale = getLocale(context);
  const t = getInstance(context).getFixedT(locale);
  const pdf = await slipPdf(
    record,
    {
      title: t('afterSales.slipTitle', { no: record.afterSaleNo }),
      note: t('afterSales.slipNote'),
      rows: {
        no: t('afterSales.no'),
        orderNo: t('afterSales.orderNo'),
        type: t('afterSales.type'),
        goods: t('afterSales.goods'),
        quantity: t('afterSales.quantity'),
        shipper: t('afterSales.shipper'),
        applyDate: t('afterSales.applyDate'),
      },
    },
    locale,
  );
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${record.afterSaleNo}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
