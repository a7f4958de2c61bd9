import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { priceListFormSchema } from '../../../common/areas/price-lists/console.ts';
import { staffMay } from '../../../common/areas/staff/permissions.ts';
import { useStaff } from '../../frames/console.tsx';
import { i18nFor } from '../../i18n/instance.server.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';
import { resultFor } from '../console/index.ts';
import { runConsoleAction } from '../console/index.server.ts';
import { CompanyPricingPanel } from './company-pricing.tsx';
import { consolePriceListApi } from './console-api.server.ts';
import { PriceListForm } from './price-list-forms.tsx';
import { listFormValues } from './price-list-values.ts';
import './price-lists.css';
import type { Route } from './+types/admin.priceLists.company.$id';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const pricing = await orNotFound(consolePriceListApi.company({ request, context }, pathId(params)));
  const title = i18nFor(context).getFixedT(getLocale(context))('priceListConsole.companyTitle', {
    company: pricing.company,
  });
  return { title, pricing };
}

/** A new list for the company: its page next. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const companyId = pathId(params);
  const formData = await request.formData();
  return runConsoleAction(request, formData, {
    schema: priceListFormSchema(getLocale(context)),
    act: () => consolePriceListApi.create({ request, context }, companyId, listFormValues(formData)),
    next: (list) => `/admin/priceLists/${list.id}`,
  });
}

/** A company's price lists and catalogue, and a form for a new list (for those who may set prices). */
export default function ConsoleCompanyPriceLists({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const staff = useStaff();
  const { pricing } = loaderData;
  return (
    <section aria-labelledby="company-price-lists-title">
      <Title order={1} size="h3" id="company-price-lists-title">
        {t('priceListConsole.companyTitle', { company: pricing.company })}
      </Title>
      <p>
        <Link to={`/admin/companies/${pricing.companyId}`}>{pricing.company}</Link>
      </p>
      <CompanyPricingPanel pricing={pricing} headingLevel={2} />
      {staffMay(staff.roles, 'managePriceLists') && (
        <section aria-labelledby="new-price-list" className="console-section">
          <h2 id="new-price-list">{t('priceListConsole.newList')}</h2>
          <PriceListForm
            id="price-list-new"
            intent="create"
            submit={t('priceListConsole.create')}
            lastResult={resultFor(actionData, 'price-list-new')}
            contracts={pricing.contracts}
          />
        </section>
      )}
      <p>
        <Link to="/admin/priceLists">{t('priceListConsole.backAll')}</Link>
      </p>
    </section>
  );
}
