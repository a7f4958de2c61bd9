import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SecretOnce } from '../../components/secret-once.tsx';
import { typeKey } from './type-key.ts';
import { data, Form, Link } from 'react-router';
import { endpointFormSchema, WEBHOOK_EVENT_TYPES } from '../../../common/areas/webhooks/index.ts';
import { message, type MessageKey } from '../../../common/messages.ts';
import { toLocale } from '../../../common/locale.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { checkForm, invalid } from '../../lib/forms.server.ts';
import { useAutoFocusOnRefusal } from '../../lib/first-invalid.ts';
import { ApiError } from '../../lib/request.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { webhookApi } from './webhook-api.server.ts';
import type { Route } from './+types/user-center.webhooks';

export const handle: ScreenHandle = { breadcrumb: 'webhooks.title' };

export const meta: Route.MetaFunction = () => [{ title: 'Webhook' }];

const HREF = '/userCenter/webhooks';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = { request, context };
  const endpoints = await webhookApi.endpoints(ctx);
  const logId = Number(new URL(request.url).searchParams.get('log'));
  const logOf = endpoints.find((endpoint) => endpoint.id === logId);
  // A log asked of an endpoint not the company's is as absent as one that does not exist.
  if (new URL(request.url).searchParams.has('log') && !logOf) throw data(null, { status: 404 });
  const log = logOf ? await webhookApi.deliveries(ctx, logOf.id) : null;
  return { endpoints, logOf: logOf ?? null, log };
}

/**
 * add (answers the secret, shown once on this response), rotate (the same), enable, disable, delete
 * and resend (each back to the list with a toast). Every intent is a plain form post.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = { request, context };
  const locale = getLocale(context);
  const formData = await request.formData();
  const intent = String(formData.get('intent'));
  const id = Number(formData.get('id'));
  const back = async (key: MessageKey, href = HREF) =>
    redirectWithToast(request, href, { type: 'success', message: message(locale, key) });

  if (intent === 'add') {
    const submission = checkForm(formData, endpointFormSchema(locale));
    if (submission.status !== 'success') return invalid(submission.reply());
    try {
      const made = await webhookApi.add(ctx, submission.value);
      return { secret: made.secret, result: undefined };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The server's refusals are of the address (not public, not resolvable) or of the events.
      return invalid(submission.reply({ fieldErrors: { url: [error.message] } }));
    }
  }
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  if (intent === 'rotate') return { secret: (await webhookApi.rotate(ctx, id)).secret, result: undefined };
  if (intent === 'enable' || intent === 'disable') {
    await webhookApi.setEnabled(ctx, id, intent === 'enable');
    return back(intent === 'enable' ? 'webhooks.enabled' : 'webhooks.disabled');
  }
  if (intent === 'delete') {
    await webhookApi.remove(ctx, id);
    return back('webhooks.deleted');
  }
  if (intent === 'resend') {
    await webhookApi.resend(ctx, id);
    return back('webhooks.resent', `${HREF}?log=${Number(formData.get('endpoint'))}`);
  }
  throw data(null, { status: 400 });
}

function AddEndpoint({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t, i18n } = useTranslation();
  const schema = endpointFormSchema(toLocale(i18n.language));
  const [form, fields] = useForm({
    id: 'webhook-endpoint-new',
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const eventsAutoFocus = useAutoFocusOnRefusal(fields.events);
  const chosen = new Set([fields.events.initialValue ?? []].flat().map(String));
  const eventsError = fields.events.errors?.[0];
  return (
    <section aria-labelledby="webhook-add-title" className="dialog-panel">
      <Title order={2} size="h4" id="webhook-add-title">
        {t('webhooks.add')}
      </Title>
      <Form method="post" {...getFormProps(form)} aria-labelledby="webhook-add-title">
        <Stack gap="sm">
          <FormAlert form={form} />
          <TextField field={fields.url} label={t('webhooks.url')} description={t('webhooks.urlHint')} maxLength={500} />
          <fieldset
            aria-describedby={eventsError ? `${fields.events.id}-error` : undefined}
            aria-invalid={eventsError ? true : undefined}
          >
            <legend>{t('webhooks.events')}</legend>
            <Group gap="md">
              {WEBHOOK_EVENT_TYPES.map((type, index) => (
                <Checkbox
                  key={type}
                  name={fields.events.name}
                  value={type}
                  defaultChecked={chosen.has(type)}
                  label={t(`webhooks.type.${typeKey(type)}`)}
                  autoFocus={index === 0 && eventsAutoFocus}
                />
              ))}
            </Group>
            {eventsError && (
              <Text id={`${fields.events.id}-error`} c="red" size="sm" role="alert">
                {eventsError}
              </Text>
            )}
          </fieldset>
          <Group>
            <Button type="submit" name="intent" value="add">
              {t('webhooks.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </section>
  );
}

/** 用户中心 › Webhook: the main account's receiving addresses, their secrets (shown once), switches and delivery log. */
export default function Webhooks({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { endpoints, logOf, log } = loaderData;
  const secret = actionData && 'secret' in actionData ? actionData.secret : undefined;
  const result = actionData && 'result' in actionData ? actionData.result : undefined;
  return (
    <section aria-labelledby="webhooks-title" className="webhooks">
      <Title order={1} size="h3" id="webhooks-title">
        {t('webhooks.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('webhooks.intro')}
      </Text>
      {secret && <SecretOnce note={t('webhooks.secretOnce')} secret={secret} />}
      <AddEndpoint key={secret ?? 'form'} lastResult={result} />
      <section aria-labelledby="webhooks-list-title">
        <Title order={2} size="h4" id="webhooks-list-title">
          {t('webhooks.list')}
        </Title>
        {endpoints.length === 0 && <Text>{t('webhooks.empty')}</Text>}
        <ul className="webhooks-list">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {endpoint.url}
              </Text>
              <Text size="sm">
                {endpoint.events
                  .map((type) => t(`webhooks.type.${typeKey(type)}` as 'webhooks.type.order_paid'))
                  .join('、')}
              </Text>
              <Text size="sm">
                {endpoint.enabled
                  ? t('webhooks.on')
                  : endpoint.disabledReason
                    ? t('webhooks.offReason', { reason: endpoint.disabledReason })
                    : t('webhooks.off')}
                {endpoint.consecutiveFailures > 0 &&
                  ` · ${t('webhooks.failures', { count: endpoint.consecutiveFailures })}`}
              </Text>
              <Form method="post">
                <input type="hidden" name="id" value={endpoint.id} />
                <Group gap="xs">
                  <Button component={Link} to={`${HREF}?log=${endpoint.id}`} variant="default" size="xs">
                    {t('webhooks.log')}
                  </Button>
                  <Button type="submit" name="intent" value="rotate" variant="default" size="xs">
                    {t('webhooks.rotate')}
                  </Button>
                  <Button
                    type="submit"
                    name="intent"
                    value={endpoint.enabled ? 'disable' : 'enable'}
                    variant="default"
                    size="xs"
                  >
                    {endpoint.enabled ? t('webhooks.disable') : t('webhooks.enable')}
                  </Button>
                  <Button type="submit" name="intent" value="delete" color="red" variant="light" size="xs">
                    {t('webhooks.delete')}
                  </Button>
                </Group>
              </Form>
            </li>
          ))}
        </ul>
      </section>
      {logOf && log && (
        <DeliveryLog title={t('webhooks.logOf', { url: logOf.url })} deliveries={log} endpointId={logOf.id} />
      )}
    </section>
  );
}
