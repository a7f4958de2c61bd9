import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TABLE_PAGE_SIZES } from '../../../common/constants.ts';
import { toLocale } from '../../../common/locale.ts';
import { label } from '../../../common/status-label.ts';
import { Facts } from '../../components/facts.tsx';
import { Pagination } from '../../components/pagination.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { pageTitle } from '../../lib/page-title.ts';
import { pageOf } from '../../lib/paging.ts';
import { formatPayable } from '../../lib/price.ts';
import { CreditExportLinks } from '../credit/index.ts';
import { statementHref } from '../statements/index.ts';
import { contractApi } from './contract-api.server.ts';
import './contracts.css';
import type { Route } from './+types/user-center.credit';

export const handle: ScreenHandle = { breadcrumb: 'credit.title' };
export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'credit');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, limit } = pageOf(new URL(request.url).searchParams, TABLE_PAGE_SIZES);
  return { credit: await contractApi.credit({ request, context }, { page, limit }), page, limit };
}

/** A signed amount: a plus sign on what adds, none on nothing. */
const signed = (amount: number) =>
  amount > 0 ? `+${formatPayable(amount)}` : amount < 0 ? formatPayable(amount) : '—';

/**
 * 账期额度: the limit the current contract grants, what credit orders use of it and
 * what is free, and every change as the ledger recorded it — the quota is never a bare number.
 * A purchaser reads the company's totals but only its own orders' changes, without the running
 * balance (the backend leaves it out: it would tell what the other accounts' orders took).
 */
export default function Credit({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { credit, page, limit } = loaderData;
  return (
    <section aria-labelledby="credit-title" className="credit">
      <Title order={1} size="h3" id="credit-title">
        {t('credit.title')}
      </Title>
      <Facts
        className="credit-totals"
        facts={[
          [t('credit.limit'), t('common.yuan', { amount: formatPayable(credit.creditLimit) })],
          [t('credit.used'), t('common.yuan', { amount: formatPayable(credit.usedQuota) })],
          [t('credit.available'), t('common.yuan', { amount: formatPayable(credit.quota) })],
        ]}
      />
      {/* Over the limit, 0 is available and the excess is said in words: a negative quota reads as a typo. */}
      {credit.overLimit > 0 ? (
        <p className="credit-over">
          <strong>{t('credit.overLimit', { amount: formatPayable(credit.overLimit) })}</strong>{' '}
          {t('credit.overLimitHint')}
        </p>
      ) : null}
      {credit.ownOrdersOnly ? <p>{t('credit.ownOrdersOnly')}</p> : null}
      <ListTable
        className="credit-table"
        caption={t('credit.ledger')}
        captionShown
        heads={[
          t('credit.date'),
          t('credit.kind'),
          t('credit.reference'),
          t('credit.limitChange'),
          t('credit.usedChange'),
          ...(credit.ownOrdersOnly ? [] : [t('credit.availableAfter')]),
        ]}
        rows={credit.entries.list}
        empty={t('credit.empty')}
      >
        {(entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{entry.createDate}</Table.Td>
            <Table.Td>{label('creditKind', entry.kind, locale)}</Table.Td>
            <Table.Td>
              {/* A remittance or a settled difference names its statement; the main account opens it. */}
              {entry.statementId !== null ? (
                <Link to={statementHref(entry.statementId)}>{entry.reference}</Link>
              ) : (
                entry.reference || '—'
              )}
            </Table.Td>
            <Table.Td>{signed(entry.limitChange)}</Table.Td>
            <Table.Td>{signed(entry.usedChange)}</Table.Td>
            {entry.availableAfter === null ? null : <Table.Td>{formatPayable(entry.availableAfter)}</Table.Td>}
          </Table.Tr>
        )}
      </ListTable>
      <Pagination total={credit.entries.total} page={page} limit={limit} sizes={TABLE_PAGE_SIZES} />
      <CreditExportLinks />
      <p>
        <Link to="/userCenter/contract">{t('credit.contracts')}</Link>
      </p>
    </section>
  );
}
