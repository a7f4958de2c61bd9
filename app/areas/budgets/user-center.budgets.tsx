import { Alert, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { budgetRemoveSchema, budgetSaveSchema } from '../../../common/areas/budgets/budget.ts';
import { message } from '../../../common/messages.ts';
import { moneyToText } from '../../../common/money.ts';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { i18nFor } from '../../i18n/instance.server.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { ApiError } from '../../lib/request.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { budgetApi } from './budget-api.server.ts';
import { BudgetForm } from './budget-form.tsx';
import { BudgetTable, UsageTable } from './budget-tables.tsx';
import { BUDGETS_PATH } from './budgets-url.ts';
import './budgets.css';
import type { Route } from './+types/user-center.budgets';

export const handle: ScreenHandle = { breadcrumb: 'budgets.title' };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const title = i18nFor(context).getFixedT(getLocale(context))('budgets.pageTitle');
  return { title, overview: await budgetApi.mine({ request, context }) };
}

/** Set or change a budget, or remove one; the backend lets only the main account. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent === 'save') {
    const submission = checkForm(formData, budgetSaveSchema(locale));
    if (submission.status !== 'success') return invalid(submission.reply());
    const { accountId, period, amount } = submission.value;
    try {
      await budgetApi.save({ request, context }, { accountId, period, amount: moneyToText(amount, 2) });
    } catch (error) {
      return refusedBy(error, submission);
    }
    return redirectWithToast(request, BUDGETS_PATH, { type: 'success', message: message(locale, 'budgetSaved') });
  }
  if (intent === 'remove') {
    const parsed = budgetRemoveSchema(locale).safeParse({ id: formData.get('id') ?? undefined });
    try {
      if (!parsed.success) return data({ removeError: message(locale, 'notFound') }, { status: 400 });
      await budgetApi.remove({ request, context }, parsed.data.id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return data({ removeError: error.message }, { status: 400 });
    }
    return redirectWithToast(request, BUDGETS_PATH, { type: 'success', message: message(locale, 'budgetRemoved') });
  }
  throw data(null, { status: 400 });
}

/**
 * 采购预算: the main account's budgets with their use, a form to set or change one and a table of
 * use per account per month; a sub-account sees only the budgets that count its orders.
 */
export default function Budgets({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { overview } = loaderData;
  const removeError = actionData && 'removeError' in actionData ? actionData.removeError : undefined;
  const result = actionData && 'result' in actionData ? actionData.result : undefined;
  return (
    <section aria-labelledby="budgets-title" className="budgets">
      <Title order={1} size="h3" id="budgets-title">
        {t('budgets.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {overview.main ? t('budgets.intro') : t('budgets.readOnlyIntro')}
      </Text>
      {removeError && (
        <Alert color="red" role="alert">
          {removeError}
        </Alert>
      )}
      <BudgetTable budgets={overview.budgets} removable={overview.main} />
      {overview.main && <BudgetForm accounts={overview.accounts} lastResult={result} />}
      {overview.usage && (
        <>
          <Text size="sm">{t('budgets.usageHint')}</Text>
          <UsageTable usage={overview.usage} year={overview.year} />
        </>
      )}
    </section>
  );
}
