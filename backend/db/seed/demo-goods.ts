import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';
import type { SeededBrand } from './brands.ts';
import { LEAVES } from './catalogue/leaves.ts';
import { draftGoods, insertGoods, type GoodsDraft } from './goods.ts';
import { GOODS_IMAGE_VARIANTS, type SeedImages } from './images.ts';
import { createRandom, DAY_MS, SEED_EPOCH } from './random.ts';

const SEED = 20260101;
const GOODS_PER_LEAF = [6, 8] as const;
/** Every 50th goods is off sale, so the cart's greyed-out state has something to show. */
const OFF_SALE_EVERY = 50;

/**
 * The demo catalogue's goods: 6-8 per leaf category (fewer when a leaf has fewer
 * spec and brand pairs), codes CG10000001 upwards.
 */
export async function seedDemoGoods(
  db: Kysely<Database>,
  categoryIds: ReadonlyMap<string, number>,
  brands: ReadonlyMap<string, SeededBrand>,
  images: SeedImages,
): Promise<void> {
  const random = createRandom(SEED);
  const drafts: GoodsDraft[] = [];
  for (const leaf of LEAVES) {
    const categoryId = categoryIds.get(leaf.name);
    if (categoryId === undefined) throw new Error(`category ${leaf.name} was not inserted`);
    const leafBrands = leaf.brands.map((short) => {
      const brand = brands.get(short);
      if (!brand) throw new Error(`brand ${short} is not defined`);
      return brand;
    });
    // One set of pictures per leaf, shared by its goods: a file per goods would only slow the seed.
    const imagePool = Array.from({ length: GOODS_IMAGE_VARIANTS }, (_, variant) =>
      images.goods(`goods-${leaf.key}-${variant + 1}`, {
        title: leaf.name,
        caption: leaf.topName,
        glyph: leaf.glyph,
        hue: leaf.hue,
        variant,
      }),
    );
    // Each goods is a distinct (spec, brand) pair, so no two goods of a leaf share a name.
    const pairs = leaf.specs.flatMap((_, spec) => leafBrands.map((brand, b) => ({ spec, brand, b })));
    for (const { spec, brand, b } of random.shuffle(pairs).slice(0, random.int(...GOODS_PER_LEAF))) {
      const serial = drafts.length + 1;
      drafts.push(
        draftGoods({
          leaf,
          categoryId,
          brand,
          goodsCode: `CG${10_000_000 + serial}`,
          ordinal: spec + b * leaf.specs.length,
          imagePool,
          updateDate: SEED_EPOCH + Math.floor(random.next() * 300 * DAY_MS),
          onSale: serial % OFF_SALE_EVERY !== 0,
          random,
        }),
      );
    }
  }
  await insertGoods(db, drafts);
}
