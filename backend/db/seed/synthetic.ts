import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';
import { brandsByShortName } from './brands.ts';
import { LEAVES } from './catalogue/leaves.ts';
import { draftGoods, insertGoods, type GoodsDraft } from './goods.ts';
import { createRandom, DAY_MS, SEED_EPOCH } from './random.ts';

/** Goods per transaction: big enough to be fast, small enough to keep memory flat. */
const GOODS_PER_TRANSACTION = 10_000;
const PROGRESS_EVERY = 20_000;
const CODE_PREFIX = 'SY';
const CODE_DIGITS = 9;
const SERIES = ['工业级', '经济型', '加强型', '专业级', '重型', '轻型', '精品', '加长款', '升级款', '通用型', 'Pro'];
/** Most synthetic names carry a series word; the rest read like the demo goods. */
const SERIES_SHARE = 0.7;

/**
 * Adds `count` synthetic goods for benchmarks (`npm run seed -- --goods N`), spread
 * over the demo's leaf categories and brands and drawn from the same word lists.
 * Codes continue after the highest SY code, so it can run more than once; the PRNG
 * is seeded with the first code too, so a second run adds different goods.
 */
export async function seedSyntheticGoods(
  db: Kysely<Database>,
  count: number,
  options: { seed?: number } = {},
): Promise<void> {
  const leafByName = new Map(LEAVES.map((leaf) => [leaf.name, leaf]));
  const brands = brandsByShortName(await db.selectFrom('brand').select(['id', 'name']).execute());
  const categories = await db.selectFrom('category').select(['id', 'name', 'image']).where('level', '=', 3).execute();
  const galleries = await db
    .selectFrom('goods_image')
    .innerJoin('goods', 'goods.id', 'goods_image.goods_id')
    .select(['goods.category_id', 'goods_image.url'])
    .where('goods.goods_code', 'not like', `${CODE_PREFIX}%`)
    .distinct()
    .orderBy('goods_image.url')
    .execute();
  const targets = categories.flatMap((category) => {
    const leaf = leafByName.get(category.name);
    if (!leaf) return [];
    const pictures = galleries.filter((row) => row.category_id === category.id).map((row) => row.url);
    return [
      {
        leaf,
        categoryId: category.id,
        brands: leaf.brands.flatMap((short) => brands.get(short) ?? []),
        imagePool: pictures.length > 0 ? pictures : [category.image],
      },
    ];
  });
  if (targets.length === 0) throw new Error('No demo leaf categories found: seed the demo data first');

  const last = await db
    .selectFrom('goods')
    .select((eb) => eb.fn.max('goods_code').as('code'))
    .where('goods_code', 'like', `${CODE_PREFIX}%`)
    .executeTakeFirst();
  let serial = last?.code ? Number(last.code.slice(CODE_PREFIX.length)) + 1 : 1;
  const random = createRandom((options.seed ?? 1) + serial);

  for (let start = 0; start < count; start += GOODS_PER_TRANSACTION) {
    const size = Math.min(GOODS_PER_TRANSACTION, count - start);
    const drafts: GoodsDraft[] = [];
    for (let index = 0; index < size; index++) {
      const target = random.pick(targets);
      drafts.push(
        draftGoods({
          leaf: target.leaf,
          categoryId: target.categoryId,
          brand: target.brands.length > 0 ? random.pick(target.brands) : undefined,
          goodsCode: `${CODE_PREFIX}${String(serial++).padStart(CODE_DIGITS, '0')}`,
          ordinal: random.int(0, 999),
          series: random.chance(SERIES_SHARE) ? random.pick(SERIES) : undefined,
          imagePool: target.imagePool,
          updateDate: SEED_EPOCH + Math.floor(random.next() * 365 * DAY_MS),
          onSale: true,
          random,
        }),
      );
    }
    await db.transaction().execute((trx) => insertGoods(trx, drafts));
    const done = start + size;
    if (Math.floor(done / PROGRESS_EVERY) > Math.floor(start / PROGRESS_EVERY) || done === count) {
      process.stderr.write(`synthetic goods: ${done}/${count}\n`);
    }
  }
}
