import type { SelectQueryBuilder } from 'kysely';

/**
 * One page of a list and how many rows the whole list has (`{ list, total }` of every
 * paged call), read together: `list` is the query with its selection and order, `filter`
 * the same rows (whatever it selects is dropped before counting). Pages start at 1.
 */
export async function onePage<DB, TB extends keyof DB, O, CDB, CTB extends keyof CDB>(
  list: SelectQueryBuilder<DB, TB, O>,
  filter: SelectQueryBuilder<CDB, CTB, object>,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: O[]; total: number }> {
  const [rows, counted] = await Promise.all([
    list
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    filter
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow() as Promise<{ total: number }>,
  ]);
  return { rows, total: Number(counted.total) };
}
