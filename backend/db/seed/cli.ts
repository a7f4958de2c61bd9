import '../../load-env.ts';
import { parseArgs } from 'node:util';
import { openBackend } from '../../app.ts';
import { readBackendConfig } from '../../config.ts';
import { refreshStatistics } from '../statistics.ts';
import { indexGoods } from '../../search/search-index.ts';
import { seedSyntheticGoods } from './synthetic.ts';

/**
 * `npm run seed` brings the database of DATA_DIR or DATABASE_URL to the newest schema
 * and seeds the demo data if it is empty (as every start does);
 * `npm run seed -- --goods N` then adds N synthetic goods for benchmarks, indexes
 * them for search and refreshes the planner's statistics.
 */
const USAGE = 'Usage: npm run seed [-- --goods N]';

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { goods: { type: 'string' } } });
  const goods = values.goods === undefined ? 0 : Number(values.goods);
  if (!Number.isInteger(goods) || goods < 0) {
    console.error(USAGE);
    return 2;
  }
  const backend = await openBackend(readBackendConfig());
  try {
    if (goods > 0) {
      const { db, dialect } = backend.connection;
      const last = await db
        .selectFrom('goods')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      await seedSyntheticGoods(db, goods);
      await indexGoods(db, dialect, { afterId: Number(last?.id ?? 0) });
      await refreshStatistics(backend.connection);
    }
    console.log(goods > 0 ? `Demo data ready; added ${goods} synthetic goods.` : 'Demo data ready.');
    return 0;
  } finally {
    await backend.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
