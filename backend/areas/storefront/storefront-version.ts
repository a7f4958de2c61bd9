import type { StorefrontVersions } from '../../../common/areas/storefront/storefront.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

/** The numbers' rows in storefront_version (migrations 0021 and 0024). */
const ROWS = { storefront: 1, catalogue: 2 } as const;

/**
 * Both numbers in one read of one snapshot, so the pair is one the database held: the web reads
 * it once per page.
 */
export async function readStorefrontVersions(db: Kysely<Database>): Promise<StorefrontVersions> {
  const rows = await db
    .selectFrom('storefront_version')
    .select(['id', 'version'])
    .where('id', 'in', [ROWS.storefront, ROWS.catalogue])
    .execute();
  const of = (id: number) => Number(rows.find((row) => row.id === id)?.version ?? 0);
  return { storefront: of(ROWS.storefront), catalogue: of(ROWS.catalogue) };
}
