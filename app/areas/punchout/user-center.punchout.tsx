import './punchout.css';
import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, Checkbox, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SecretOnce } from '../../components/secret-once.tsx';
import { data, Form } from 'react-router';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { PayType } from '../../../common/areas/orders/order.ts';
import {
  punchoutSettingsSchema,
  type PunchoutSessionRow,
  type PunchoutSettingsView,
} from '../../../common/areas/punchout/index.ts';
import { toLocale } from '../../../common/locale.ts';
import { ChoiceField } from '../../components/form/choice-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { message } from '../../../common/messages.ts';
import { punchoutApi } from './punchout-api.server.ts';
import { PunchoutSessionTable } from './session-table.tsx';
import type { Route } from './+types/user-center.punchout';

export const handle: ScreenHandle = { breadcrumb: 'punchout.title' };

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.data as { locale?: string } | undefined;
  return [{ title: root?.locale === 'en' ? 'Procurement system' : '采购系统对接' }];
};

const HREF = '/userCenter/punchout';

/** A numeric field as the radios post it: text. */
const asText = (field: FieldMetadata<unknown>) => field as unknown as FieldMetadata<string | undefined>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = { request, context };
  const [settings, sessions] = await Promise.all([punchoutApi.settings(ctx), punchoutApi.sessions(ctx)]);
  const origin = new URL(request.url).origin;
  return {
    settings,
    sessions,
    urls: {
      oci: `${origin}/rest/punchout/oci`,
      setup: `${origin}/rest/punchout/cxml/setup`,
      order: `${origin}/rest/punchout/cxml/order`,
    },
  };
}

/** save (back to the screen with a toast) and rotate (the new secret, shown on this response only). */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = { request, context };
  const locale = getLocale(context);
  const formData = await request.formData();
  const intent = String(formData.get('intent'));
  if (intent === 'rotate') return { secret: (await punchoutApi.rotate(ctx)).secret, result: undefined };
  if (intent !== 'save') throw data(null, { status: 400 });
  const submission = checkForm(formData, punchoutSettingsSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply());
  try {
    await punchoutApi.save(ctx, submission.value);
  } catch (error) {
    return refusedBy(error, submission);
  }
  return redirectWithToast(request, HREF, { type: 'success', message: message(locale, 'punchout.saved') });
}

function SettingsForm({
  settings,
  lastResult,
}: {
  settings: PunchoutSettingsView;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t, i18n } = useTranslation();
  const schema = punchoutSettingsSchema(toLocale(i18n.language));
  const [form, fields] = useForm({
    id: 'punchout-settings',
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: {
      enabled: settings.enabled ? 'on' : undefined,
      accountId: settings.accountId === null ? undefined : String(settings.accountId),
      identity: settings.identity,
      consigneeId: settings.consigneeId === null ? undefined : String(settings.consigneeId),
      payTypeId: String(settings.payTypeId),
    },
  });
  const enabledError = fields.enabled.errors?.[0];
  const accountType = (type: number) =>
    type === CustomerAccountType.main
      ? t('punchout.role.main')
      : type === CustomerAccountType.approver
        ? t('punchout.role.approver')
        : t('punchout.role.purchaser');
  return (
    <section aria-labelledby="punchout-settings-title" className="dialog-panel">
      <Title order={2} size="h4" id="punchout-settings-title">
        {t('punchout.settings')}
      </Title>
      <Form method="post" {...getFormProps(form)} aria-labelledby="punchout-settings-title">
        <Stack gap="sm">
          <FormAlert form={form} />
          <Checkbox
            name={fields.enabled.name}
            id={fields.enabled.id}
            defaultChecked={fields.enabled.initialValue === 'on'}
            label={t('punchout.enabled')}
            error={enabledError}
          />
          <ChoiceField
            field={asText(fields.accountId)}
            label={t('punchout.account')}
            options={settings.accounts.map((account) => [
              String(account.id),
              `${account.username} (${accountType(account.accountType)})`,
            ])}
          />
          <TextField
            field={fields.identity}
            label={t('punchout.identity')}
            description={t('punchout.identityHint')}
            maxLength={80}
          />
          {settings.addresses.length === 0 ? (
            <Text>{t('punchout.noAddress')}</Text>
          ) : (
            <ChoiceField
              field={asText(fields.consigneeId)}
              label={t('punchout.address')}
              options={settings.addresses.map((address) => [String(address.id), address.text])}
            />
          )}
          <ChoiceField
            field={asText(fields.payTypeId)}
            label={t('punchout.payType')}
            options={[
              [String(PayType.offline), t('punchout.payOffline')],
              [String(PayType.credit), t('punchout.payCredit')],
            ]}
          />
          <Group>
            <Button type="submit" name="intent" value="save">
              {t('punchout.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </section>
  );
}

function Sessions({ sessions }: { sessions: PunchoutSessionRow[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="punchout-sessions-title">
      <Title order={2} size="h4" id="punchout-sessions-title">
        {t('punchout.sessions')}
      </Title>
      {sessions.length === 0 ? <Text>{t('punchout.noSessions')}</Text> : <PunchoutSessionTable sessions={sessions} />}
    </section>
  );
}

/** 用户中心 › 采购系统对接: the main account's OCI/cXML settings, its shared secret (shown once), the URLs and the sessions. */
export default function Punchout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { settings, sessions, urls } = loaderData;
  const secret = actionData && 'secret' in actionData ? actionData.secret : undefined;
  const result = actionData && 'result' in actionData ? actionData.result : undefined;
  return (
    <section aria-labelledby="punchout-title" className="punchout">
      <Title order={1} size="h3" id="punchout-title">
        {t('punchout.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('punchout.intro')}
      </Text>
      <Text>{settings.enabled ? t('punchout.on') : t('punchout.off')}</Text>
      <section aria-labelledby="punchout-secret-title">
        <Title order={2} size="h4" id="punchout-secret-title">
          {t('punchout.secret')}
        </Title>
        {secret ? (
          <SecretOnce note={t('punchout.secretOnce')} secret={secret} />
        ) : (
          <Text>{settings.hasSecret ? t('punchout.secretSet') : t('punchout.secretNone')}</Text>
        )}
        <Form method="post">
          <Group gap="xs">
            <Button type="submit" name="intent" value="rotate" variant="default">
              {t('punchout.rotate')}
            </Button>
            <Text size="sm">{t('punchout.rotateHint')}</Text>
          </Group>
        </Form>
      </section>
      <SettingsForm key={secret ?? 'form'} settings={settings} lastResult={result} />
      <section aria-labelledby="punchout-urls-title">
        <Title order={2} size="h4" id="punchout-urls-title">
          {t('punchout.urls')}
        </Title>
        <dl className="punchout-urls">
          <dt>{t('punchout.ociUrl')}</dt>
          <dd>
            <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{urls.oci}</Code>
          </dd>
          <dt>{t('punchout.setupUrl')}</dt>
          <dd>
            <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{urls.setup}</Code>
          </dd>
          <dt>{t('punchout.orderUrl')}</dt>
          <dd>
            <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{urls.order}</Code>
          </dd>
        </dl>
      </section>
      <Sessions sessions={sessions} />
    </section>
  );
}
