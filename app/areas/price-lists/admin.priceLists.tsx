import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { TableScroll } from '../../components/table-scroll.tsx';
import { i18nFor } from '../../i18n/instance.server.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { consolePriceListApi } from './console-api.server.ts';
import { PriceListRows } from './price-list-rows.tsx';
import './price-lists.css';
import type { Route } from './+types/admin.priceLists';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 40);
  const ctx = { request, context };
  const [lists, companies] = await Promise.all([
    consolePriceListApi.all(ctx),
    q ? consolePriceListApi.companies(ctx, q) : Promise.resolve(null),
  ]);
  const title = i18nFor(context).getFixedT(getLocale(context))('priceListConsole.title');
  return { title, q, lists, companies };
}

/**
 * Every company's price lists (company, name, period, goods priced, contract), and a search for
 * the company to give one to: a GET form, so it works as a link without JavaScript.
 */
export default function ConsolePriceLists({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, lists, companies } = loaderData;
  return (
    <section aria-labelledby="price-lists-title">
      <Title order={1} size="h3" id="price-lists-title">
        {t('priceListConsole.title')}
      </Title>
      <Text size="sm">{t('priceListConsole.intro')}</Text>
      <section aria-labelledby="price-lists-company" className="console-section">
        <h2 id="price-lists-company">{t('priceListConsole.findCompany')}</h2>
        <Form method="get" className="price-list-search">
          <label htmlFor="price-lists-q">{t('priceListConsole.companyQuery')}</label>
          <input id="price-lists-q" name="q" type="search" defaultValue={q} maxLength={40} />
          <button type="submit">{t('priceListConsole.find')}</button>
        </Form>
        {companies &&
          (companies.length === 0 ? (
            <p className="empty-state">{t('priceListConsole.noCompany')}</p>
          ) : (
            <ul className="price-list-companies">
              {companies.map((company) => (
                <li key={company.id}>
                  <Link to={`/admin/priceLists/company/${company.id}`}>{company.name}</Link>{' '}
                  <span>
                    （{t('priceListConsole.lists')} {company.lists}）
                  </span>
                </li>
              ))}
            </ul>
          ))}
      </section>
      <section aria-labelledby="price-lists-all" className="console-section">
        <h2 id="price-lists-all">{t('priceListConsole.allLists')}</h2>
        {lists.length === 0 ? (
          <p className="empty-state">{t('priceListConsole.none')}</p>
        ) : (
          <TableScroll label={t('priceListConsole.allLists')}>
            <PriceListRows lists={lists} withCompany />
          </TableScroll>
        )}
      </section>
    </section>
  );
}
