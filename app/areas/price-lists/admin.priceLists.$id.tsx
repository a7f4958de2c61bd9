import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  discountIdSchema,
  goodsIdSchema,
  priceListDiscountSchema,
  priceListFormSchema,
  priceListItemSchema,
} from '../../../common/areas/price-lists/console.ts';
import { staffMay } from '../../../common/areas/staff/permissions.ts';
import { message, toLocale } from '../../../common/messages.ts';
import { TableScroll } from '../../components/table-scroll.tsx';
import { useStaff } from '../../frames/console.tsx';
import { i18nFor } from '../../i18n/instance.server.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';
import { formatPrice } from '../../lib/price.ts';
import { ActionForm, AuditTimeline, resultFor } from '../console/index.ts';
import { runConsoleAction } from '../console/index.server.ts';
import { importFile } from './console-actions.server.ts';
import { consolePriceListApi } from './console-api.server.ts';
import { DiscountForm, PriceListForm } from './price-list-forms.tsx';
import { listFormValues } from './price-list-values.ts';
import { GoodsFileImport, RemoveGoodsForm } from './goods-forms.tsx';
import './price-lists.css';
import type { Route } from './+types/admin.priceLists.$id';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const list = await orNotFound(consolePriceListApi.detail({ request, context }, pathId(params)));
  const title = i18nFor(context).getFixedT(getLocale(context))('priceListConsole.listTitle', { name: list.name });
  return { title, list };
}

const noFields = () => z.object({});
const text = (formData: FormData, name: string) => String(formData.get(name) ?? '');

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = pathId(params);
  const locale = getLocale(context);
  const ctx = { request, context };
  const formData = await request.formData();
  const fields = (...names: string[]) => Object.fromEntries(names.map((name) => [name, text(formData, name)]));
  switch (formData.get('intent')) {
    case 'edit':
      return runConsoleAction(request, formData, {
        schema: priceListFormSchema(locale),
        act: () => consolePriceListApi.edit(ctx, id, listFormValues(formData)),
      });
    case 'delete':
      return runConsoleAction(request, formData, {
        schema: noFields(),
        act: () => consolePriceListApi.remove(ctx, id),
        next: (done) => `/admin/priceLists/company/${done.companyId}`,
      });
    case 'setItem':
      return runConsoleAction(request, formData, {
        schema: priceListItemSchema(locale),
        act: () => consolePriceListApi.setItem(ctx, id, fields('goodsCode', 'price')),
      });
    case 'removeItem':
      return runConsoleAction(request, formData, {
        schema: goodsIdSchema(locale),
        act: () => consolePriceListApi.removeItem(ctx, id, fields('goodsId')),
      });
    case 'addDiscount':
      return runConsoleAction(request, formData, {
        schema: priceListDiscountSchema(locale),
        act: () => consolePriceListApi.addDiscount(ctx, id, fields('target', 'percent')),
      });
    case 'removeDiscount':
      return runConsoleAction(request, formData, {
        schema: discountIdSchema(locale),
        act: () => consolePriceListApi.removeDiscount(ctx, id, fields('discountId')),
      });
    case 'import':
      return importFile(request, formData, locale, (file) => consolePriceListApi.importItems(ctx, id, file));
    default:
      throw new Response(null, { status: 400 });
  }
}

/**
 * One price list: its period and contract, its goods at their own prices, its discounts, the file
 * in and out, and deleting it. Changing is for those who may set prices; every member may look.
 */
export default function ConsolePriceList({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const staff = useStaff();
  const { list } = loaderData;
  const may = staffMay(staff.roles, 'managePriceLists');
  return (
    <section aria-labelledby="price-list-title">
      <Title order={1} size="h3" id="price-list-title">
        {t('priceListConsole.listTitle', { name: list.name })}
      </Title>
      <dl className="price-list-facts">
        <dt>{t('priceListConsole.company')}</dt>
        <dd>
          <Link to={`/admin/priceLists/company/${list.companyId}`}>{list.company}</Link>
        </dd>
        <dt>{t('priceListConsole.period')}</dt>
        <dd>
          {list.validFrom} ~ {list.validTo}{' '}
          {list.current && <span className="state-tag">{t('priceListConsole.current')}</span>}
        </dd>
        <dt>{t('priceListConsole.contract')}</dt>
        <dd>
          {list.contractId ? (
            <Link to={`/admin/contracts/${list.contractId}`}>{list.contractNo}</Link>
          ) : (
            t('priceListConsole.noContract')
          )}
        </dd>
        <dt>{t('priceListConsole.rows')}</dt>
        <dd>{list.rows}</dd>
      </dl>
      <Text size="sm">{t('priceListConsole.rules')}</Text>

      <section aria-labelledby="price-list-items" className="console-section">
        <h2 id="price-list-items">{t('priceListConsole.items')}</h2>
        <p>
          <a href={`/admin/priceLists/${list.id}/export/xlsx`} download>
            {t('priceListConsole.exportXlsx')}
          </a>{' '}
          <a href={`/admin/priceLists/${list.id}/export/csv`} download>
            {t('priceListConsole.exportCsv')}
          </a>
        </p>
        {list.items.length === 0 ? (
          <p className="empty-state">{t('priceListConsole.noItems')}</p>
        ) : (
          <TableScroll label={t('priceListConsole.items')}>
            <table className="data-table console-table">
              <thead>
                <tr>
                  <th scope="col">{t('priceListConsole.code')}</th>
                  <th scope="col">{t('priceListConsole.goodsName')}</th>
                  <th scope="col">{t('priceListConsole.listPrice')}</th>
                  <th scope="col">{t('priceListConsole.price')}</th>
                  {may && <th scope="col">{t('priceListConsole.remove')}</th>}
                </tr>
              </thead>
              <tbody>
                {list.items.map((item) => (
                  <tr key={item.goodsId}>
                    <th scope="row">{item.code}</th>
                    <td>{item.name}</td>
                    <td className="number">{formatPrice(item.listPrice)}</td>
                    <td className="number">{formatPrice(item.price)}</td>
                    {may && (
                      <td>
                        <RemoveGoodsForm
                          prefix="item-remove"
                          intent="removeItem"
                          goods={item}
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
            <h3>{t('priceListConsole.addItem')}</h3>
            <ActionForm
              id="item-set"
              intent="setItem"
              schema={priceListItemSchema(locale)}
              lastResult={resultFor(actionData, 'item-set')}
              fields={[
                { name: 'goodsCode', label: message(locale, 'field.priceListGoodsCode'), autoComplete: 'off' },
                { name: 'price', label: t('priceListConsole.price'), type: 'number' },
              ]}
              submit={t('priceListConsole.setPrice')}
            />
            <GoodsFileImport
              title={t('priceListConsole.importTitle')}
              hint={t('priceListConsole.importHint')}
              actionData={actionData}
            />
          </>
        )}
      </section>

      <section aria-labelledby="price-list-discounts" className="console-section">
        <h2 id="price-list-discounts">{t('priceListConsole.discounts')}</h2>
        {list.discounts.length === 0 ? (
          <p className="empty-state">{t('priceListConsole.noDiscounts')}</p>
        ) : (
          <ul className="price-list-discounts">
            {list.discounts.map((discount) => (
              <li key={discount.id}>
                {t(discount.kind === 'category' ? 'priceListConsole.categoryOption' : 'priceListConsole.brandOption', {
                  name: discount.targetName,
                })}{' '}
                · {discount.percent}%
                {may && (
                  <ActionForm
                    id={`discount-remove-${discount.id}`}
                    intent="removeDiscount"
                    schema={discountIdSchema(locale)}
                    lastResult={resultFor(actionData, `discount-remove-${discount.id}`)}
                    fields={[]}
                    hidden={{ discountId: discount.id }}
                    submit={t('priceListConsole.remove')}
                    submitHint={t('priceListConsole.removeHint', { code: discount.targetName })}
                    tone="danger"
                    compact
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {may && (
          <DiscountForm id="discount-add" lastResult={resultFor(actionData, 'discount-add')} targets={list.targets} />
        )}
      </section>

      {may && (
        <section aria-labelledby="price-list-settings" className="console-section">
          <h2 id="price-list-settings">{t('priceListConsole.settings')}</h2>
          <PriceListForm
            key={list.version}
            id="price-list-edit"
            intent="edit"
            submit={t('priceListConsole.save')}
            lastResult={resultFor(actionData, 'price-list-edit')}
            contracts={list.contracts}
            values={list}
          />
          <ActionForm
            id="price-list-delete"
            intent="delete"
            schema={noFields()}
            lastResult={resultFor(actionData, 'price-list-delete')}
            fields={[]}
            submit={t('priceListConsole.deleteList')}
            extra={<Text size="sm">{t('priceListConsole.deleteHint')}</Text>}
            tone="danger"
          />
        </section>
      )}
      <AuditTimeline entries={list.timeline} headingId="price-list-trail" />
      <p>
        <Link to={`/admin/priceLists/company/${list.companyId}`}>
          {t('priceListConsole.back', { company: list.company })}
        </Link>
      </p>
    </section>
  );
}
