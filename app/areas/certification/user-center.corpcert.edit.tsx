import { getFormProps, parse, useForm } from '@conform-to/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import {
  CERTIFICATION_STEP_COUNT,
  type CertificationKind,
  type CertificationRecord,
} from '../../../common/areas/certification/certification-fields.ts';
import { toLocale } from '../../../common/locale.ts';
import { shanghaiDate } from '../../../common/time.ts';
import { DefaultSubmit } from '../../components/form/default-submit.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button, ButtonInner, buttonProps, Title } from '../../components/mantine-markup.tsx';
import { Alert, Group, List, Stack, Text } from '../../components/mantine-layout.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { useFocusOnArrival } from '../../lib/focus-on-arrival.ts';
import { orRefusalPage, pathId } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { loadRegionChoices } from '../../lib/region-choices.server.ts';
import type { RegionChoices } from '../../lib/region-choices.ts';
import { filesApi } from '../files/index.server.ts';
import { certificationApi } from './certification-api.server.ts';
import {
  certificationFormLayout,
  postCertificationForm,
  type CertificationFormReply,
} from './certification-form.server.ts';
import {
  CertificationLabels,
  CompanyStep,
  ContactStep,
  defaultsOf,
  PhotoStep,
  SimpleForm,
} from './certification-steps.tsx';
import { certificationEditHref, certificationListHref, certificationViewHref } from './certification-url.ts';
import './certification.css';
import type { Route } from './+types/user-center.corpcert.edit';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'corpcertEdit');
export const handle = { breadcrumb: 'corpcert.editTitle' };

const NO_REGIONS: RegionChoices = { provinces: [], cities: [], counties: [] };

/** Which form: `?kind=` when given (the list offers both), else the record's, else the wizard. */
function kindOf(url: URL, record: CertificationRecord | null): CertificationKind {
  const asked = url.searchParams.get('kind');
  if (asked === 'simple' || asked === 'full') return asked;
  return record?.kind ?? 'full';
}

/**
 * The company's one record (add, edit/{id}, or edit without an id: DESIGN.md decision 10).
 * A record awaiting vetting or passed is only viewed; a company that has one and asks to add
 * is taken to it. The step shown is at most one past the last saved.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = { request, context };
  const url = new URL(request.url);
  let record: CertificationRecord | null = null;
  if (params.id !== undefined) {
    record = await orRefusalPage(certificationApi.info(ctx, pathId(params)));
  } else {
    const [existing] = await orRefusalPage(certificationApi.list(ctx));
    if (existing)
      throw redirect(
        existing.actions.includes('edit') ? certificationEditHref(existing.id) : certificationViewHref(existing.id),
      );
  }
  if (record && !record.actions.includes('edit')) throw redirect(certificationViewHref(record.id));
  const kind = kindOf(url, record);
  const reached = record && record.kind === kind ? Math.min(record.savedStep + 1, CERTIFICATION_STEP_COUNT - 1) : 0;
  const asked = Number(url.searchParams.get('step') ?? 0);
  const step = kind === 'simple' ? 0 : Number.isInteger(asked) ? Math.max(0, Math.min(asked, reached)) : 0;
  const formId = record?.formId ?? (await filesApi.formId(ctx));
  const regions =
    kind === 'full' && step === 0
      ? await loadRegionChoices(ctx, { province: record?.province, city: record?.city, county: record?.county })
      : NO_REGIONS;
  const today = shanghaiDate(Date.now());
  return {
    record,
    kind,
    step,
    formId,
    regions,
    today,
    ...certificationFormLayout(kind, step, getLocale(context), today),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const kind: CertificationKind = form.get('kind') === 'simple' ? 'simple' : 'full';
  const step = Math.max(0, Math.min(Number(form.get('step')) || 0, CERTIFICATION_STEP_COUNT - 1));
  const posted = await postCertificationForm({ request, context }, form, {
    kind,
    step,
    locale: getLocale(context),
    today: shanghaiDate(Date.now()),
  });
  if (posted instanceof Response) return posted;
  return data<CertificationFormReply>(posted.reply, { status: posted.status });
}

type CertificationCheck = typeof import('./certification-check.ts');
/** The browser's check, once fetched: kept for every later step and form. */
let certificationCheck: CertificationCheck | undefined;
const loadCertificationCheck = () => {
  if (!certificationCheck) void import('./certification-check.ts').then((loaded) => (certificationCheck = loaded));
};

const STEP_TITLES = ['corpcert.stepContact', 'corpcert.stepCompany', 'corpcert.stepPhotos'] as const;

/**
 * The three-step wizard (SPEC §4: next only when the step validates, previous from step 1 on,
 * submit validates the last step and returns to the list) and the simple form. Every step is
 * one multipart form, saved on the server as it is left.
 */
export default function CertificationForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const { record, kind, step, formId, today, constraint, labels } = loaderData;
  const regions = actionData?.regions.provinces.length ? actionData.regions : loaderData.regions;
  const [form, fields] = useForm({
    id: `corpcert-${kind}-${step}`,
    lastResult: actionData?.result,
    defaultValue: defaultsOf(record),
    // The step's required fields, from the same schema that checks them (read by the loader).
    constraint,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => {
      // Going back, deleting an image or loading regions is not a submit of the step; before the
      // check has arrived, the server checks the step alone.
      const intent = String(formData.get('intent') ?? '');
      if (!certificationCheck || (intent !== 'next' && intent !== 'save'))
        return parse(formData, { resolve: (value) => ({ value }) });
      return certificationCheck.checkCertificationForm(formData, { kind, step, locale, today });
    },
  });
  const last = kind === 'simple' || step === CERTIFICATION_STEP_COUNT - 1;
  const busy = navigation.state !== 'idle';
  const reasons = Object.entries(record?.fieldReasons ?? {});
  // Each step (and the simple form) starts at its own heading: the button that led here was
  // disabled while the step saved, which dropped focus to the page.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(stepHeading);
  return (
    <section aria-labelledby="corpcert-form-title" className="corpcert-form">
      <Title
        order={1}
        size="h3"
        id="corpcert-form-title"
        ref={kind === 'simple' ? stepHeading : undefined}
        tabIndex={kind === 'simple' ? -1 : undefined}
      >
        {kind === 'simple' ? t('corpcert.simpleTitle') : t('corpcert.wizardTitle')}
      </Title>
      {record?.reason && (
        <Alert id="corpcert-vetting" title={t('corpcert.vettingSays')}>
          {reasons.length === 0 ? (
            record.reason
          ) : (
            <List
              items={reasons.map(([field, why]) => ({ key: field, content: `${labels[field] ?? field}：${why}` }))}
            />
          )}
        </Alert>
      )}
      {kind === 'full' && (
        <ol className="certification-steps" aria-label={t('corpcert.steps')}>
          {STEP_TITLES.map((title, index) => (
            <li
              key={title}
              aria-current={index === step ? 'step' : undefined}
              className={index < step ? 'is-done' : index === step ? 'is-current' : undefined}
            >
              {t('corpcert.stepOf', { n: index + 1, title: t(title) })}
            </li>
          ))}
        </ol>
      )}
      {kind === 'full' && (
        <Title order={2} size="h4" ref={stepHeading} tabIndex={-1} className="certification-step-title">
          {t(STEP_TITLES[step] ?? STEP_TITLES[0])}
        </Title>
      )}
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        aria-labelledby="corpcert-form-title"
        onFocus={loadCertificationCheck}
      >
        <DefaultSubmit value={last ? 'save' : 'next'} />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="step" value={step} />
        <input type="hidden" name="formId" value={formId} />
        {record && <input type="hidden" name="id" value={record.id} />}
        <CertificationLabels.Provider value={labels}>
          <Stack gap="md" maw={560}>
            <FormAlert form={form} />
            {kind === 'simple' ? (
              <SimpleForm fields={fields} formId={formId} />
            ) : step === 0 ? (
              <ContactStep fields={fields} regions={regions} />
            ) : step === 1 ? (
              <CompanyStep fields={fields} formId={formId} today={today} hydrated={hydrated} />
            ) : (
              <PhotoStep fields={fields} formId={formId} />
            )}
            {record && record.name && record.name !== record.registeredName && (
              <Text size="sm" c="orange">
                {t('corpcert.nameDiffers', { registered: record.registeredName })}
              </Text>
            )}
            <Group gap="sm">
              {kind === 'full' && step > 0 && (
                <Button type="submit" name="intent" value="prev" variant="default" formNoValidate>
                  {t('corpcert.prev')}
                </Button>
              )}
              <Button type="submit" name="intent" value={last ? 'save' : 'next'} loading={busy}>
                {last ? t('corpcert.submit') : t('corpcert.next')}
              </Button>
              <Link to={certificationListHref} {...buttonProps({ variant: 'subtle' })}>
                <ButtonInner>{t('corpcert.back')}</ButtonInner>
              </Link>
            </Group>
          </Stack>
        </CertificationLabels.Provider>
      </Form>
    </section>
  );
}
