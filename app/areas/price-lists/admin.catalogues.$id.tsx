import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  catalogueGoodsSchema,
  catalogueSwitchSchema,
  goodsIdSchema,
} from '../../../common/areas/price-lists/console.ts';
import { staffMay } from '../../../common/areas/staff/permissions.ts';
import { message, toLocale } from '../../../common/messages.ts';
import { TableScroll } from '../../components/table-scroll.tsx';
import { useStaff } from '../../frames/console.tsx';
import { i18nFor } from '../../i18n/instance.server.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';
import { formatPrice } from '../../lib/price.ts';
import { ActionForm, resultFor } from '../console/index.ts';
import { runConsoleAction } from '../console/index.server.ts';
import { importFile } from './console-actions.server.ts';
import { consolePriceListApi } from './console-api.server.ts';
import { GoodsFileImport, RemoveGoodsForm } from './goods-forms.tsx';
import './price-lists.css';
import type { Route } from './+types/admin.catalogues.$id';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const catalogue = await orNotFound(consolePriceListApi.catalogue({ request, context }, pathId(params)));
  const title = i18nFor(context).getFixedT(getLocale(context))('priceListConsole.catalogueTitle', {
    company: catalogue.company,
  });
  return { title, catalogue };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const companyId = pathId(params);
  const locale = getLocale(context);
  const ctx = { request, context };
  const formData = await request.formData();
  const text = (name: string) => String(formData.get(name) ?? '');
  switch (formData.get('intent')) {
    case 'switch':
      return runConsoleAction(request, formData, {
        schema: catalogueSwitchSchema,
        act: () => consolePriceListApi.switchCatalogue(ctx, companyId, { enabled: text('enabled') }),
      });
    case 'add':
      return runConsoleAction(request, formData, {
        schema: catalogueGoodsSchema(locale),
        act: () => consolePriceListApi.addCatalogueGoods(ctx, companyId, { goodsCode: text('goodsCode') }),
      });
    case 'remove':
      return runConsoleAction(request, formData, {
        schema: goodsIdSchema(locale),
        act: () => consolePriceListApi.removeCatalogueGoods(ctx, companyId, { goodsId: text('goodsId') }),
      });
    case 'import':
      return importFile(request, formData, locale, (file) => consolePriceListApi.importCatalogue(ctx, companyId, file));
    default:
      throw new Response(null, { status: 400 });
  }
}

/**
 * A company's catalogue (专属商品池): on or off, its goods, adding by code or file, the file out,
 * and removing. Turning it off empties it: a catalogue is its goods.
 */
export default function ConsoleCatalogue({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const staff = useStaff();
  const { catalogue } = loaderData;
  const may = staffMay(staff.roles, 'managePriceLists');
  return (
    <section aria-labelledby="catalogue-title">
      <Title order={1} size="h3" id="catalogue-title">
        {t('priceListConsole.catalogueTitle', { company: catalogue.company })}
      </Title>
      <Text size="sm">{t('priceListConsole.catalogueIntro')}</Text>
      <p>
        {catalogue.enabled
          ? t('priceListConsole.catalogueOn', { goods: catalogue.goods.length })
          : t('priceListConsole.catalogueOff')}
      </p>
      {may && (
        <ActionForm
          id="catalogue-switch"
          intent="switch"
          schema={catalogueSwitchSchema}
          lastResult={resultFor(actionData, 'catalogue-switch')}
          fields={[]}
          hidden={{ enabled: catalogue.enabled ? '0' : '1' }}
          submit={t(catalogue.enabled ? 'priceListConsole.turnOff' : 'priceListConsole.turnOn')}
          tone={catalogue.enabled ? 'danger' : 'primary'}
        />
      )}
      {catalogue.enabled && (
        <section aria-labelledby="catalogue-goods" className="console-section">
          <h2 id="catalogue-goods">{t('priceListConsole.catalogue')}</h2>
          <p>
            <a href={`/admin/catalogues/${catalogue.companyId}/export/xlsx`} download>
              {t('priceListConsole.exportXlsx')}
            </a>{' '}
            <a href={`/admin/catalogues/${catalogue.companyId}/export/csv`} download>
              {t('priceListConsole.exportCsv')}
            </a>
          </p>
          {catalogue.goods.length === 0 ? (
            <p className="empty-state">{t('priceListConsole.noGoods')}</p>
          ) : (
            <TableScroll label={t('priceListConsole.catalogue')}>
              <table className="data-table console-table">
                <thead>
                  <tr>
                    <th scope="col">{t('priceListConsole.code')}</th>
                    <th scope="col">{t('priceListConsole.goodsName')}</th>
                    <th scope="col">{t('priceListConsole.listPrice')}</th>
                    <th scope="col">{t('priceListConsole.state')}</th>
                    {may && <th scope="col">{t('priceListConsole.remove')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {catalogue.goods.map((goods) => (
                    <tr key={goods.goodsId}>
                      <th scope="row">{goods.code}</th>
                      <td>{goods.name}</td>
                      <td className="number">{formatPrice(goods.listPrice)}</td>
                      <td>{t(goods.onSale ? 'priceListConsole.onSale' : 'priceListConsole.offSale')}</td>
                      {may && (
                        <td>
                          <RemoveGoodsForm
                            prefix="catalogue-remove"
                            intent="remove"
                            goods={goods}
                            actionData={actionData}
                          />
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          {may && (
            <>
              <h3>{t('priceListConsole.addGoods')}</h3>
              <ActionForm
                id="catalogue-add"
                intent="add"
                schema={catalogueGoodsSchema(locale)}
                lastResult={resultFor(actionData, 'catalogue-add')}
                fields={[
                  { name: 'goodsCode', label: message(locale, 'field.priceListGoodsCode'), autoComplete: 'off' },
                ]}
                submit={t('priceListConsole.addGoodsSubmit')}
              />
              <GoodsFileImport
                title={t('priceListConsole.catalogueImportTitle')}
                hint={t('priceListConsole.catalogueImportHint')}
                actionData={actionData}
              />
            </>
          )}
        </section>
      )}
      <p>
        <Link to={`/admin/priceLists/company/${catalogue.companyId}`}>
          {t('priceListConsole.back', { company: catalogue.company })}
        </Link>
      </p>
    </section>
  );
}
