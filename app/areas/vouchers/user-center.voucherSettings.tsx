import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { voucherSettingsSchema } from '../../../common/areas/vouchers/index.ts';
import { message } from '../../../common/messages.ts';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { i18nFor } from '../../i18n/instance.server.ts';
import { checkForm, invalid, refusedBy, type FormReply } from '../../lib/forms.server.ts';
import { orRefusalPage } from '../../lib/not-found.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { VOUCHER_SETTINGS_PATH } from './paths.ts';
import { voucherApi } from './voucher-api.server.ts';
import { VoucherSettingsForm } from './voucher-settings-form.tsx';

export const handle: ScreenHandle = { breadcrumb: 'vouchers.title' };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const title = i18nFor(context).getFixedT(getLocale(context))('vouchers.pageTitle');
  const view = await orRefusalPage(voucherApi.settings({ request, context }));
  return { title, view };
}

/** The settings saved, checked first as the browser checked them; a refusal comes back on the form. */
export async function action({ request, context }: ActionFunctionArgs) {
  const locale = getLocale(context);
  const formData = await request.formData();
  const submission = checkForm(formData, voucherSettingsSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply());
  try {
    await voucherApi.save({ request, context }, formData);
  } catch (error) {
    return refusedBy(error, submission);
  }
  return redirectWithToast(request, VOUCHER_SETTINGS_PATH, {
    type: 'success',
    message: message(locale, 'voucher.settingsSaved'),
  });
}

/** 凭证设置: the company's account codes for voucher files, who saved them and when. */
export default function VoucherSettingsPage() {
  const { t } = useTranslation();
  const { view } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as FormReply | undefined;
  return (
    <section aria-labelledby="voucher-settings-title" className="voucher-settings">
      <Title order={1} size="h3" id="voucher-settings-title">
        {t('vouchers.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('vouchers.intro')}
      </Text>
      <p>{view.saved ? t('vouchers.saved', { who: view.saved.by, time: view.saved.at }) : t('vouchers.never')}</p>
      <VoucherSettingsForm settings={view.settings} lastResult={reply?.result} />
    </section>
  );
}
