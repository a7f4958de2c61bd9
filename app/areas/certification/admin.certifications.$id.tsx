import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { certificationFailSchema } from '../../../common/areas/certification/certification.ts';
import { CERTIFICATION_STEPS, SIMPLE_FIELDS } from '../../../common/areas/certification/certification-fields.ts';
import {
  STAFF_CERTIFICATION_ACTIONS,
  type StaffCertificationAction,
} from '../../../common/areas/certification/transitions.ts';
import { optionalReasonSchema, reasonSchema } from '../../../common/console.ts';
import { staffMay } from '../../../common/areas/staff/permissions.ts';
import { toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { z } from 'zod';
import { useStaff } from '../../frames/console.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { CertificationFacts } from './certification-facts.tsx';
import { ActionForm, resultFor, AuditTimeline } from '../console/index.ts';
import { CertificationFailForm } from './certification-fail-form.tsx';
import { Facts } from '../../components/facts.tsx';
import { runConsoleAction } from '../console/index.server.ts';
import { consoleCertificationApi } from './console-api.server.ts';
import type { Route } from './+types/admin.certifications.$id';
import './certification.css';

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'consoleCertification', { name: data?.certification.company ?? '' });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return {
    certification: await orNotFound(consoleCertificationApi.certification({ request, context }, pathId(params))),
  };
}

/** Each action's form schema: reject needs a reason, fail its problems, approve takes a note. */
const schemaOf = (action: StaffCertificationAction, locale: ReturnType<typeof getLocale>): z.ZodType =>
  action === 'reject'
    ? reasonSchema(locale)
    : action === 'fail'
      ? certificationFailSchema(locale)
      : action === 'approve'
        ? optionalReasonSchema(locale)
        : z.object({});

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = pathId(params);
  const locale = getLocale(context);
  const formData = await request.formData();
  const intent = String(formData.get('intent')) as StaffCertificationAction;
  if (!STAFF_CERTIFICATION_ACTIONS.includes(intent)) throw new Response(null, { status: 400 });
  const seen = String(formData.get('seen') ?? '');
  return runConsoleAction(request, formData, {
    schema: schemaOf(intent, locale),
    act: (checked) => {
      const value = checked as { reason?: string; problems?: Record<string, string> };
      return consoleCertificationApi.certificationAct({ request, context }, id, intent, {
        seen,
        ...(value.reason ? { reason: value.reason } : {}),
        ...(value.problems
          ? { problems: Object.entries(value.problems).map(([field, reason]) => ({ field, reason })) }
          : {}),
      });
    },
  });
}

/**
 * One certification being vetted: its state and claim, the automatic checks, the
 * record's fields beside its images (each a link to the full image), the actions the staff
 * member's roles and the claim allow, and its audit trail.
 */
export default function ConsoleCertificationScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { certification } = loaderData;
  const staff = useStaff();
  const mayVet = staffMay(staff.roles, 'vetCertification');
  const mayDecide = certification.claimedByMe || staff.roles.includes('admin');
  const actions = certification.actions.filter((action) => mayVet && (action === 'claim' || mayDecide));
  const record = certification.record;
  const formFields = record.kind === 'simple' ? SIMPLE_FIELDS : CERTIFICATION_STEPS.flat();
  const facts: [string, string | number | null][] = [
    [t('consoleCertification.status'), label('certStatus', certification.certStatus, locale)],
    [t('consoleCertification.name'), certification.name],
    [
      t('consoleCertification.kind'),
      certification.kind === 'simple' ? t('consoleCertification.simple') : t('consoleCertification.full'),
    ],
    [t('consoleCertification.applyDate'), certification.applyDate],
    [t('consoleCertification.deadline'), certification.deadline],
    [t('consoleCertification.claimedBy'), certification.claimedBy],
  ];
  return (
    <section aria-labelledby="certification-title">
      <Title order={1} size="h3" id="certification-title">
        {certification.company}
      </Title>
      <Facts facts={facts} />
      {certification.overdue && <p className="todo-overdue">{t('consoleCertification.overdue')}</p>}
      <section aria-labelledby="certification-checks" className="console-section">
        <h2 id="certification-checks">{t('consoleCertification.checks')}</h2>
        <ul className="certification-checks">
          {certification.checks.map(({ check, passed, company }) => (
            <li key={check}>
              <span className={passed ? 'state-tag is-ok' : 'state-tag is-bad'}>
                {passed ? t('consoleCertification.passed') : t('consoleCertification.failed')}
              </span>{' '}
              {t(`consoleCertification.check.${check}`)}
              {company && (
                <>
                  {t('consoleCertification.certifiedFor')}{' '}
                  <Link to={`/admin/companies/${company.id}`}>{company.name}</Link>
                </>
              )}
            </li>
          ))}
        </ul>
      </section>
      <CertificationFacts
        record={record}
        imageHref={(path) => `/admin/attachment/${encodeURIComponent(path)}`}
        fieldReasons={record.fieldReasons}
      />
      {mayVet && certification.claimedBy && !mayDecide && certification.actions.length > 0 && (
        <Text>{t('consoleCertification.claimedByOther', { staff: certification.claimedBy })}</Text>
      )}
      {mayVet && !certification.claimedBy && certification.actions.some((action) => action !== 'claim') && (
        <Text>{t('consoleCertification.claimFirst')}</Text>
      )}
      {actions.length > 0 && (
        <div className="console-actions">
          {actions.map((action) =>
            action === 'fail' ? (
              <CertificationFailForm
                key={action}
                seen={certification.certStatus}
                fields={formFields}
                lastResult={resultFor(actionData, 'certification-fail')}
              />
            ) : (
              <ActionForm
                key={action}
                id={`certification-${action}`}
                intent={action}
                seen={certification.certStatus}
                schema={schemaOf(action, locale)}
                lastResult={resultFor(actionData, `certification-${action}`)}
                fields={
                  action === 'reject'
                    ? [{ name: 'reason', label: t('consoleCertification.rejectReason'), type: 'textarea' }]
                    : action === 'approve'
                      ? [
                          {
                            name: 'reason',
                            label: t('consoleCertification.approveNote'),
                            type: 'textarea',
                            description:
                              certification.name !== certification.company
                                ? t('consoleCertification.approveRenames', {
                                    from: certification.company,
                                    to: certification.name,
                                  })
                                : undefined,
                          },
                        ]
                      : []
                }
                submit={t(`consoleCertification.${action}`)}
                tone={action === 'reject' ? 'danger' : 'primary'}
              />
            ),
          )}
        </div>
      )}
      <AuditTimeline entries={certification.timeline} headingId="certification-trail" />
      <p>
        <Link to="/admin/certifications">{t('consoleCertification.back')}</Link>
      </p>
    </section>
  );
}
