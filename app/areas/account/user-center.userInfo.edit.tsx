import { getFormProps, useForm } from '@conform-to/react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, useRouteLoaderData } from 'react-router';
import { personalInfoSchema, smsCodeSchema } from '../../../common/areas/account/account.ts';
import { message, toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { DefaultSubmit } from '../../components/form/default-submit.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { FormNotice, SmsCodeRow } from '../../components/form/sms-code-row.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import type { loader as layoutLoader } from '../../frames/user-center.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { formConstraint, validateWithSendCode } from '../../lib/forms.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { customerApi } from './customer-api.server.ts';
import { sendCodeIntent } from './send-code.server.ts';
import type { Route } from './+types/user-center.userInfo.edit';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'personalInfo');
export const handle = { breadcrumb: 'personalInfo.title' };

/** One form, two intents: send a code to the new mobile, or save. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = { request, context };
  const locale = getLocale(context);
  const formData = await request.formData();
  if (formData.get('intent') === 'sendCode') return sendCodeIntent(ctx, formData, locale);
  const submission = checkForm(formData, personalInfoSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply());
  try {
    await customerApi.updatePersonalInfo(ctx, submission.value);
  } catch (error) {
    return refusedBy(error, submission);
  }
  // The user home reads the user afresh, so it shows what was just saved.
  return redirectWithToast(request, '/userCenter/index', {
    type: 'success',
    message: message(locale, 'personalInfoSaved'),
  });
}

/** Personal info (SPEC §2, §5): company, account type and username read-only; contact, mobile, e-mail. */
export default function PersonalInfo({ actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const user = useRouteLoaderData<typeof layoutLoader>('frames/user-center')!.user;
  const [form, fields] = useForm({
    id: 'personal-info',
    lastResult: actionData?.result,
    defaultValue: { linkman: user.linkman, mobile: user.mobile, email: user.email },
    // Marks the required fields from the schema that checks them.
    constraint: formConstraint(personalInfoSchema(locale)),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateWithSendCode(formData, personalInfoSchema(locale), smsCodeSchema(locale)),
  });
  const notice = actionData && 'notice' in actionData ? actionData.notice : undefined;
  const codeSentAt = actionData && 'codeSentAt' in actionData ? actionData.codeSentAt : undefined;
  return (
    <section aria-labelledby="personal-info-title" className="personal-info">
      <Title order={1} size="h3" id="personal-info-title">
        {t('personalInfo.title')}
      </Title>
      <dl className="user-summary" aria-label={t('personalInfo.readOnly')}>
        <div>
          <dt>{t('personalInfo.company')}</dt>
          <dd>{user.companyName}</dd>
        </div>
        <div>
          <dt>{t('personalInfo.accountType')}</dt>
          <dd>{label('accountType', user.customerAccountType, locale)}</dd>
        </div>
        <div>
          <dt>{t('personalInfo.username')}</dt>
          <dd>{user.username}</dd>
        </div>
      </dl>
      <Form method="post" {...getFormProps(form)} aria-labelledby="personal-info-title">
        <Stack gap="sm" maw={480}>
          <DefaultSubmit value="save" />
          <FormAlert form={form} />
          <FormNotice notice={notice} />
          <TextField field={fields.linkman} label={t('personalInfo.linkman')} autoComplete="name" maxLength={30} />
          <TextField
            field={fields.mobile}
            label={t('personalInfo.mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
          />
          <SmsCodeRow field={fields.code} label={t('personalInfo.code')} sentAt={codeSentAt} />
          <p className="form-hint">{t('personalInfo.codeHint')}</p>
          <TextField
            field={fields.email}
            label={t('personalInfo.email')}
            type="email"
            autoComplete="email"
            maxLength={50}
          />
          <Group>
            <Button type="submit" name="intent" value="save">
              {t('personalInfo.save')}
            </Button>
            <Button type="reset" variant="default">
              {t('personalInfo.reset')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </section>
  );
}
