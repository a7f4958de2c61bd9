import { Button, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, useSearchParams } from 'react-router';
import {
  COMPANY_AUDIT_KINDS,
  COMPANY_AUDIT_PAGE_SIZES,
  companyAuditKindName,
  companyAuditQuerySchema,
} from '../../../common/company-audit.ts';
import { toLocale } from '../../../common/locale.ts';
import { monthBefore, shanghaiMonth } from '../../../common/time.ts';
import { ExportLinks } from '../../components/export-links.tsx';
import { NativeSelect } from '../../components/mantine-choices.tsx';
import { Pagination } from '../../components/pagination.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { i18nFor } from '../../i18n/instance.server.ts';
import { orRefusalPage } from '../../lib/not-found.server.ts';
import { approvalRuleApi } from './approval-rule-api.server.ts';
import { AUDIT_TRAIL_PATH } from './paths.ts';
import './approval-rules.css';
import type { Route } from './+types/user-center.auditTrail';

export const handle: ScreenHandle = { breadcrumb: 'auditTrail.title' };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

/** The months the filter offers: this one and the eleven before it, Shanghai time. */
function recentMonths(now: number): string[] {
  const months = [shanghaiMonth(now)];
  while (months.length < 12) months.push(monthBefore(months.at(-1)!));
  return months;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = companyAuditQuerySchema().parse(Object.fromEntries(new URL(request.url).searchParams));
  const title = i18nFor(context).getFixedT(getLocale(context))('auditTrail.pageTitle');
  const trail = await orRefusalPage(approvalRuleApi.audit({ request, context }, query));
  return { title, trail, query, months: recentMonths(Date.now()) };
}

/**
 * 审计记录: the company's audit trail for its main account, newest first, one readable sentence a
 * row; a GET form filters it by kind and month (a link that works without JavaScript), and the
 * export links download the same view.
 */
export default function AuditTrail({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { trail, query, months } = loaderData;
  const [search] = useSearchParams();
  // A month from a link older than the list offers is still shown as chosen.
  const shown = query.month && !months.includes(query.month) ? [query.month, ...months] : months;
  return (
    <section aria-labelledby="audit-trail-title" className="approval-rules">
      <Title order={1} size="h3" id="audit-trail-title">
        {t('auditTrail.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('auditTrail.intro')}
      </Text>
      <Form method="get" action={AUDIT_TRAIL_PATH} className="audit-filter" aria-label={t('auditTrail.filter')}>
        <NativeSelect
          id="audit-kind"
          name="kind"
          label={t('auditTrail.kind')}
          defaultValue={query.kind ?? ''}
          data={[
            { value: '', label: t('auditTrail.allKinds') },
            ...COMPANY_AUDIT_KINDS.map((kind) => ({ value: kind, label: companyAuditKindName(kind, locale) })),
          ]}
        />
        <NativeSelect
          id="audit-month"
          name="month"
          label={t('auditTrail.month')}
          defaultValue={query.month ?? ''}
          data={[
            { value: '', label: t('auditTrail.allMonths') },
            ...shown.map((month) => ({ value: month, label: month })),
          ]}
        />
        <input type="hidden" name="limit" value={query.limit} />
        <Button type="submit" variant="default">
          {t('auditTrail.apply')}
        </Button>
      </Form>
      {trail.list.length === 0 ? (
        <p className="empty-state">{t('auditTrail.empty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={t('auditTrail.table')} tabIndex={0}>
          <table className="data-table audit-table">
            <thead>
              <tr>
                <th scope="col">{t('auditTrail.time')}</th>
                <th scope="col">{t('auditTrail.kind')}</th>
                <th scope="col">{t('auditTrail.what')}</th>
              </tr>
            </thead>
            <tbody>
              {trail.list.map((row) => (
                <tr key={row.id}>
                  <td>{row.createdAt}</td>
                  <td>{row.kindName}</td>
                  <td className="audit-sentence">{row.sentence}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination total={trail.total} page={query.page} limit={query.limit} sizes={COMPANY_AUDIT_PAGE_SIZES} />
      <ExportLinks
        base={`${AUDIT_TRAIL_PATH}/export`}
        search={search}
        label={t('auditTrail.exports')}
        names={{ xlsx: t('auditTrail.exportXlsx'), csv: t('auditTrail.exportCsv') }}
      />
    </section>
  );
}
