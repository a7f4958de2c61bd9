import { NativeSelect, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { TABLE_PAGE_SIZES } from '../../../common/constants.ts';
import { CONSOLE_LISTS, type ConsoleList, type ConsoleQuery } from '../../../common/console.ts';
import { Pagination } from '../../components/pagination.tsx';
import { TableScroll } from '../../components/table-scroll.tsx';

/**
 * A console list as a GET form: search, state, sort and order are query
 * parameters, so every view is a link that works without JavaScript, and the same
 * query exports the list as CSV.
 */
export function ListView({
  list,
  query,
  total,
  statusLabel,
  children,
  extraFilters,
}: {
  list: ConsoleList;
  query: ConsoleQuery;
  total: number;
  statusLabel: (status: string) => string;
  children: ReactNode;
  extraFilters?: ReactNode;
}) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { statuses, sorts } = CONSOLE_LISTS[list];
  const exportHref = `/admin/export/${list}${search.size ? `?${search}` : ''}`;
  return (
    <>
      <Form method="get" className="console-filters" aria-label={t('consoleList.filters')}>
        <TextInput name="q" type="search" label={t('consoleList.q')} defaultValue={query.q} />
        {statuses.length > 0 && (
          <NativeSelect
            name="status"
            label={t('consoleList.status')}
            defaultValue={query.status ?? ''}
            data={[
              { value: '', label: t('consoleList.all') },
              ...statuses.map((status) => ({ value: status, label: statusLabel(status) })),
            ]}
          />
        )}
        {extraFilters}
        {sorts.length > 1 && (
          <NativeSelect
            name="sort"
            label={t('consoleList.sort')}
            defaultValue={query.sort}
            data={sorts.map((sort) => ({ value: sort, label: t(`consoleSort.${sort}`) }))}
          />
        )}
        <NativeSelect
          name="dir"
          label={t('consoleList.dir')}
          defaultValue={query.dir}
          data={[
            { value: 'desc', label: t('consoleList.desc') },
            { value: 'asc', label: t('consoleList.asc') },
          ]}
        />
        <input type="hidden" name="limit" value={query.limit} />
        <button type="submit" className="primary-button">
          {t('consoleList.apply')}
        </button>
        <Link to={`/admin/${list}`} className="console-reset">
          {t('consoleList.reset')}
        </Link>
        <a href={exportHref} className="console-export" download>
          {t('consoleList.export')}
        </a>
      </Form>
      <p className="console-total">{t('consoleList.total', { total })}</p>
      {total === 0 ? (
        <p className="empty-state">{t('consoleList.empty')}</p>
      ) : (
        <TableScroll label={t(`console.menu.${list}`)}>{children}</TableScroll>
      )}
      <Pagination total={total} page={query.page} limit={query.limit} sizes={TABLE_PAGE_SIZES} />
    </>
  );
}
