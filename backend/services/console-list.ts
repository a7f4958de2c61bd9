import type { SelectQueryBuilder, StringReference } from 'kysely';
import type { ConsoleQuery } from '../../common/console.ts';
import { onePage } from './paging.ts';

/** How a console list answers its query: what `q` searches, what `status` compares, what `sort` orders by. */
export interface ConsoleListShape<DB, TB extends keyof DB> {
  /** `q` matches a row when any of these columns holds it. */
  search: readonly StringReference<DB, TB>[];
  /** The state column `status` is compared with, as a number (SPEC's codes); lists filtered otherwise leave it out. */
  state?: StringReference<DB, TB>;
  /** The column each `sort` value orders by (common/areas/staff/console.ts lists them, the first the default). */
  sorts: Readonly<Record<string, StringReference<DB, TB>>>;
  /** A unique column ordered the same way after the sort, so no row sits on two pages. */
  tie: StringReference<DB, TB>;
}

/**
 * One page of a console list: the rows filtered by `q` and `status`, sorted by `sort` in `dir`,
 * with how many rows the whole filtered list has. `rows` carries the list's joins and any filter
 * of its own; `select` picks the page's columns. Every console list is read this way, so search,
 * filter, sort and paging behave alike on every screen and in every CSV export.
 */
export async function consoleList<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, object>,
  query: ConsoleQuery,
  shape: ConsoleListShape<DB, TB>,
  select: (rows: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
): Promise<{ rows: O[]; total: number }> {
  let filter = rows;
  const like = `%${query.q}%`;
  if (query.q && shape.search.length > 0)
    filter = filter.where((eb) => eb.or(shape.search.map((column) => eb(column, 'like', like as never))));
  if (shape.state !== undefined && query.status !== undefined)
    filter = filter.where(shape.state, '=', Number(query.status) as never);
  const dir = query.dir === 'asc' ? 'asc' : 'desc';
  const column = shape.sorts[query.sort] ?? Object.values(shape.sorts)[0]!;
  return onePage(select(filter).orderBy(column, dir).orderBy(shape.tie, dir), filter, query);
}
