import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { priceSchema, saleSchema, stockSchema } from '../../../common/areas/catalogue/console.ts';
import { staffMay } from '../../../common/areas/staff/permissions.ts';
import type { Locale } from '../../../common/messages.ts';
import type { z } from 'zod';
import { useStaff } from '../../frames/console.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { formatPrice } from '../../lib/price.ts';
import { asRecordId } from '../../../common/schemas/ids.ts';
import { resultFor, ListView, ActionForm } from '../console/index.ts';
import { runConsoleAction, readConsoleQuery } from '../console/index.server.ts';
import type { Route } from './+types/admin.goods';
import { consoleGoodsApi } from './console-api.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleGoods');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, params } = readConsoleQuery(request, 'goods');
  return { query, page: await consoleGoodsApi.list({ request, context }, params) };
}

type GoodsAction = 'sale' | 'stock' | 'price';
const schemas: Record<GoodsAction, (locale: Locale) => z.ZodType<Record<string, unknown>>> = {
  sale: saleSchema,
  stock: stockSchema,
  price: priceSchema,
};

/** Each goods row carries its own small forms: on or off sale, stock, price. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const formData = await request.formData();
  const intent = String(formData.get('intent')) as GoodsAction;
  const id = asRecordId(formData.get('goodsId'));
  if (!(intent in schemas) || id === undefined) throw new Response(null, { status: 400 });
  const seen = String(formData.get('seen') ?? '');
  return runConsoleAction(request, formData, {
    schema: schemas[intent](locale),
    // The price goes back to the wire as the yuan the staff member typed.
    act: (value: Record<string, unknown>) =>
      consoleGoodsApi.goodsAct({ request, context }, id, intent, {
        ...value,
        ...(intent === 'price' ? { price: formData.get('price') } : {}),
        ...(intent === 'sale' ? { onSale: formData.get('onSale') } : {}),
        seen,
      }),
  });
}

export default function ConsoleGoodsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'zh-CN';
  const staff = useStaff();
  const stock = staffMay(staff.roles, 'manageStock');
  const price = staffMay(staff.roles, 'changePrice');
  const { query, page } = loaderData;
  return (
    <section aria-labelledby="goods-title">
      <Title order={1} size="h3" id="goods-title">
        {t('consoleGoods.title')}
      </Title>
      <ListView
        list="goods"
        query={query}
        total={page.total}
        statusLabel={(status) => t(`consoleStatus.${status as 'onSale'}`)}
      >
        <table className="data-table console-table">
          <thead>
            <tr>
              <th scope="col">{t('consoleGoods.name')}</th>
              <th scope="col">{t('list.brand')}</th>
              <th scope="col">{t('list.sortSales')}</th>
              <th scope="col">{t('consoleGoods.sale')}</th>
              <th scope="col">{t('detail.stock')}</th>
              <th scope="col">{t('consoleGoods.price')}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((goods) => (
              <tr key={goods.id}>
                <th scope="row">
                  <Link to={`/home/details/${goods.id}`}>{goods.name}</Link>
                  <span className="console-sub">{goods.category}</span>
                </th>
                <td>{goods.brand}</td>
                <td className="number">{goods.saleCount}</td>
                <td>
                  {goods.onSale ? t('consoleGoods.onSale') : t('consoleGoods.offSale')}
                  {stock && (
                    <Form method="post" className="console-inline">
                      <input type="hidden" name="intent" value="sale" />
                      <input type="hidden" name="formId" value={`sale-${goods.id}`} />
                      <input type="hidden" name="goodsId" value={goods.id} />
                      <input type="hidden" name="seen" value={goods.onSale ? '1' : '0'} />
                      <input type="hidden" name="onSale" value={goods.onSale ? '0' : '1'} />
                      <button type="submit" className="secondary-button">
                        <span aria-hidden="true">
                          {goods.onSale ? t('consoleGoods.takeOff') : t('consoleGoods.putOn')}
                        </span>
                        <span className="visually-hidden">
                          {goods.onSale
                            ? t('consoleGoods.takeOffOf', { name: goods.name })
                            : t('consoleGoods.putOnOf', { name: goods.name })}
                        </span>
                      </button>
                    </Form>
                  )}
                </td>
                <td>
                  {stock ? (
                    <ActionForm
                      id={`stock-${goods.id}`}
                      intent="stock"
                      seen={goods.stock}
                      hidden={{ goodsId: goods.id }}
                      schema={stockSchema(locale)}
                      lastResult={resultFor(actionData, `stock-${goods.id}`)}
                      fields={[
                        {
                          name: 'stock',
                          label: t('consoleGoods.stockOf', { name: goods.name }),
                          type: 'number',
                          defaultValue: String(goods.stock),
                        },
                      ]}
                      submit={t('consoleGoods.save')}
                      className="console-inline"
                      compact
                    />
                  ) : (
                    goods.stock
                  )}
                </td>
                <td>
                  {price ? (
                    <ActionForm
                      id={`price-${goods.id}`}
                      intent="price"
                      seen={goods.price}
                      hidden={{ goodsId: goods.id }}
                      schema={priceSchema(locale)}
                      lastResult={resultFor(actionData, `price-${goods.id}`)}
                      fields={[
                        {
                          name: 'price',
                          label: t('consoleGoods.priceOf', { name: goods.name }),
                          type: 'number',
                          defaultValue: formatPrice(goods.price),
                        },
                      ]}
                      submit={t('consoleGoods.save')}
                      className="console-inline"
                      compact
                    />
                  ) : (
                    `¥${formatPrice(goods.price)}`
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListView>
    </section>
  );
}
