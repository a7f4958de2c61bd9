import { Button, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocale } from '../../../common/locale.ts';
import { label } from '../../../common/status-label.ts';
import { orRefusalPage, pathId } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { certificationApi } from './certification-api.server.ts';
import { CertificationFacts } from './certification-facts.tsx';
import { attachmentHref } from '../files/index.ts';
import { certificationEditHref, certificationListHref } from './certification-url.ts';
import './certification.css';
import type { Route } from './+types/user-center.corpcert.view.$id';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'corpcertView');
export const handle = { breadcrumb: 'corpcert.viewTitle' };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { record: await orRefusalPage(certificationApi.info({ request, context }, pathId(params))) };
}

/** A certification record as it was saved (SPEC §4: states other than 0, 3 and 4 only view). */
export default function CertificationView({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { record } = loaderData;
  return (
    <section aria-labelledby="corpcert-view-title" className="corpcert-view">
      <Title order={1} size="h3" id="corpcert-view-title">
        {t('corpcert.viewTitle')}
      </Title>
      <Text>
        {t('corpcert.status')}：<strong>{label('certStatus', record.certStatus, locale)}</strong>
        {record.applyDate && ` · ${t('corpcert.applyDate')} ${record.applyDate}`}
        {record.certCheckDate && ` · ${t('corpcert.checkDate')} ${record.certCheckDate}`}
      </Text>
      {record.reason && (
        <Text c="red">
          {t('corpcert.vettingSays')}：{record.reason}
        </Text>
      )}
      <CertificationFacts record={record} imageHref={attachmentHref} />
      <Group gap="sm">
        {record.actions.includes('edit') && (
          <Button component={Link} to={certificationEditHref(record.id)}>
            {t('corpcert.edit')}
          </Button>
        )}
        <Button component={Link} to={certificationListHref} variant="default">
          {t('corpcert.back')}
        </Button>
      </Group>
    </section>
  );
}
