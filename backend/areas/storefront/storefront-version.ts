import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

/**
 * The number migration 0021's triggers move on every committed change to what the goods pages show.
 * One primary-key read: the web asks it on every page it could serve from its cache.
 */
export async function readStorefrontVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('storefront_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}
