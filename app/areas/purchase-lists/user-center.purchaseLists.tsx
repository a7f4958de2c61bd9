import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { message } from '../../../common/messages.ts';
import { purchaseListNameSchema } from '../../../common/areas/purchase-lists/purchase-list.ts';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { i18nFor } from '../../i18n/instance.server.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { ListTable } from './list-table.tsx';
import { NameForm } from './name-form.tsx';
import { purchaseListApi } from './purchase-list-api.server.ts';
import { purchaseListHref } from './purchase-lists-url.ts';
import './purchase-lists.css';
import type { Route } from './+types/user-center.purchaseLists';

export const handle: ScreenHandle = { breadcrumb: 'purchaseLists.title' };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const title = i18nFor(context).getFixedT(getLocale(context))('purchaseLists.pageTitle');
  return { title, lists: await purchaseListApi.mine({ request, context }) };
}

/** A new list, then its own screen to fill it. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const formData = await request.formData();
  if (formData.get('intent') !== 'create') throw data(null, { status: 400 });
  const submission = checkForm(formData, purchaseListNameSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply());
  try {
    const { id } = await purchaseListApi.create({ request, context }, submission.value.name);
    return redirectWithToast(request, purchaseListHref(id), {
      type: 'success',
      message: message(locale, 'purchaseListCreated'),
    });
  } catch (error) {
    return refusedBy(error, submission);
  }
}

/** 常购清单: the company's named lists of goods, and a form to start one. */
export default function PurchaseLists({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="purchase-lists-title" className="purchase-lists">
      <Title order={1} size="h3" id="purchase-lists-title">
        {t('purchaseLists.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('purchaseLists.intro')}
      </Text>
      <ListTable lists={loaderData.lists} />
      <h2 className="purchase-lists-subtitle">{t('purchaseLists.create')}</h2>
      <NameForm
        id="purchase-list-create"
        intent="create"
        label={t('purchaseLists.create')}
        submit={t('purchaseLists.createSubmit')}
        lastResult={actionData?.result}
      />
    </section>
  );
}
