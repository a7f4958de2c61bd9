import type { Insertable, Kysely } from 'kysely';
import type { CategoryTable } from '../tables/catalogue.ts';
import type { Database } from '../types.ts';
import { insertInBatches } from './batch.ts';
import type { TopDef } from './catalogue/defs.ts';
import { hueOf } from './catalogue/hue.ts';
import { TREE } from './catalogue/index.ts';
import type { SeedImages } from './images.ts';

interface PendingCategory {
  name: string;
  en: string;
  parent: string | null;
  key: string;
  sort: number;
  top: TopDef;
  icons: { small_icon: string; small_icon_hover: string };
  hue: number;
}

/**
 * Inserts the three category levels with icons and tiles. Names are unique across
 * the tree, so the ids come back keyed by name (RETURNING order is not guaranteed).
 */
export async function seedCategories(db: Kysely<Database>, images: SeedImages): Promise<Map<string, number>> {
  const tops: PendingCategory[] = [];
  const branches: PendingCategory[] = [];
  const leaves: PendingCategory[] = [];
  TREE.forEach((top, t) => {
    const hue = hueOf(t);
    const character = top.name.slice(0, 1);
    const icons = {
      small_icon: images.icon(`icon-${t + 1}`, { character, hue, hover: false }),
      small_icon_hover: images.icon(`icon-${t + 1}-hover`, { character, hue, hover: true }),
    };
    const common = { top, icons, hue };
    tops.push({ ...common, name: top.name, en: top.en, parent: null, key: `${t + 1}`, sort: t + 1 });
    top.branches.forEach((branch, b) => {
      branches.push({
        ...common,
        name: branch.name,
        en: branch.en,
        parent: top.name,
        key: `${t + 1}-${b + 1}`,
        sort: b + 1,
      });
      branch.leaves.forEach((leaf, l) => {
        leaves.push({
          ...common,
          name: leaf.name,
          en: leaf.en,
          parent: branch.name,
          key: `${t + 1}-${b + 1}-${l + 1}`,
          sort: l + 1,
        });
      });
    });
  });

  const ids = new Map<string, number>();
  const parentId = (name: string | null) => {
    if (name === null) return null;
    const id = ids.get(name);
    if (id === undefined) throw new Error(`category ${name} was not inserted`);
    return id;
  };
  for (const [index, level] of [tops, branches, leaves].entries()) {
    const rows: Insertable<CategoryTable>[] = level.map((pending) => ({
      ...pending.icons,
      parent_id: parentId(pending.parent),
      name: pending.name,
      name_en: pending.en,
      level: index + 1,
      image: images.category(`category-${pending.key}`, {
        title: pending.name,
        glyph: pending.top.family.glyph,
        hue: pending.hue,
      }),
      sort: pending.sort,
    }));
    const inserted = await insertInBatches(rows, (batch) =>
      db.insertInto('category').values(batch).returning(['id', 'name']).execute(),
    );
    for (const row of inserted) {
      if (ids.has(row.name)) throw new Error(`category name ${row.name} is not unique`);
      ids.set(row.name, row.id);
    }
  }
  return ids;
}
