import { Button, Group, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CertificationListItem } from '../../../common/areas/certification/certification-fields.ts';
import { message, toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { asRecordId } from '../../../common/schemas/ids.ts';
import { DeleteConfirmation } from '../../components/delete-confirmation.tsx';
import { TableScroll } from '../../components/table-scroll.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { orRefusalPage } from '../../lib/not-found.server.ts';
import { ApiError } from '../../lib/request.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { certificationApi } from './certification-api.server.ts';
import {
  certificationAddHref,
  certificationEditHref,
  certificationListHref,
  certificationViewHref,
} from './certification-url.ts';
import './certification.css';
import type { Route } from './+types/user-center.corpcert';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'corpcert');
export const handle = { breadcrumb: 'corpcert.title' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await orRefusalPage(certificationApi.list({ request, context }));
  // `?apply={id}`: the confirmation step before applying (SPEC §4), a page state of its own.
  const applying = asRecordId(new URL(request.url).searchParams.get('apply'));
  const confirm = list.find((record) => record.id === applying && record.actions.includes('apply'));
  return { list, confirm: confirm ?? null };
}

/** Apply: the record goes to the staff's vetting; the list shows its new state. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const form = await request.formData();
  const id = asRecordId(form.get('id'));
  if (form.get('intent') !== 'apply' || id === undefined) throw new Response(null, { status: 400 });
  try {
    await certificationApi.apply({ request, context }, id);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // An incomplete record goes back to its form, where the message says what is missing.
    return redirectWithToast(request, certificationListHref, { type: 'error', message: error.message });
  }
  return redirectWithToast(request, certificationListHref, {
    type: 'success',
    message: message(locale, 'certificationApplied'),
  });
}

/** 实名认证管理 (SPEC §2, §4): 立即认证 without a record, else the records with their actions. */
export default function CertificationList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list, confirm } = loaderData;
  return (
    <section aria-labelledby="corpcert-title" className="corpcert">
      <Title order={1} size="h3" id="corpcert-title">
        {t('corpcert.title')}
      </Title>
      {confirm && (
        <DeleteConfirmation
          titleId="corpcert-apply-title"
          title={t('corpcert.applyTitle')}
          recordId={confirm.id}
          intent="apply"
          tone="primary"
          confirmLabel={t('corpcert.applyConfirm')}
          cancelLabel={t('corpcert.cancel')}
          cancelHref={certificationListHref}
        >
          <Text>{t('corpcert.applyQuestion', { name: confirm.name })}</Text>
        </DeleteConfirmation>
      )}
      {list.length === 0 ? (
        <div className="corpcert-empty">
          <Text>{t('corpcert.none')}</Text>
          <Group gap="sm">
            <Button component={Link} to={certificationAddHref()}>
              {t('corpcert.start')}
            </Button>
            <Button component={Link} to={certificationAddHref('simple')} variant="default">
              {t('corpcert.startSimple')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('corpcert.why')}
          </Text>
        </div>
      ) : (
        <CertificationListTable list={list} />
      )}
    </section>
  );
}

function CertificationListTable({ list }: { list: CertificationListItem[] }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return (
    <TableScroll label={t('corpcert.list')}>
      <Table withTableBorder className="corpcert-table">
        <caption className="visually-hidden">{t('corpcert.list')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('corpcert.name')}</Table.Th>
            <Table.Th scope="col">{t('corpcert.email')}</Table.Th>
            <Table.Th scope="col">{t('corpcert.status')}</Table.Th>
            <Table.Th scope="col">{t('corpcert.applyDate')}</Table.Th>
            <Table.Th scope="col">{t('corpcert.checkDate')}</Table.Th>
            <Table.Th scope="col">{t('corpcert.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((record) => (
            <Table.Tr key={record.id}>
              <Table.Th scope="row">{record.name || t('corpcert.unnamed')}</Table.Th>
              <Table.Td>{record.email}</Table.Td>
              <Table.Td>{label('certStatus', record.certStatus, locale)}</Table.Td>
              <Table.Td>{record.applyDate ?? '—'}</Table.Td>
              <Table.Td>{record.certCheckDate ?? '—'}</Table.Td>
              <Table.Td>
                <Group gap="sm">
                  {record.actions.includes('edit') && (
                    <Link
                      to={certificationEditHref(record.id)}
                      aria-label={t('corpcert.editOf', { name: record.name })}
                    >
                      {t('corpcert.edit')}
                    </Link>
                  )}
                  {record.actions.includes('apply') && (
                    <Link
                      to={`${certificationListHref}?apply=${record.id}`}
                      aria-label={t('corpcert.applyOf', { name: record.name })}
                    >
                      {t('corpcert.apply')}
                    </Link>
                  )}
                  <Link to={certificationViewHref(record.id)} aria-label={t('corpcert.viewOf', { name: record.name })}>
                    {t('corpcert.view')}
                  </Link>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
