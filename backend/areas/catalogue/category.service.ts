import { DEFAULT_LOCALE, type Locale } from '../../../common/messages.ts';
import type { CategoryPage, CategoryThree, ParameterList } from '../../../common/areas/catalogue/category.ts';
import type { Db } from '../../db/types.ts';
import { localName } from '../../services/local-name.ts';
import type { Deps } from '../../services/deps.ts';

interface CategoryRow {
  id: number;
  parent_id: number | null;
  /** In the caller's language (localName). */
  name: string;
  level: number;
  image: string;
  sort: number;
}

/** A category and every category below it (goods hang on the third level). */
export async function categorySubtree(db: Db, categoryId: number): Promise<number[]> {
  return (await categorySubtrees(db))(categoryId);
}

/**
 * Subtrees of any number of categories from one read of the table: the home page asks for
 * thirty-odd, and reading the table for each cost it more than all its goods queries.
 */
export async function categorySubtrees(db: Db): Promise<(categoryId: number) => number[]> {
  const rows = await db.selectFrom('category').select(['id', 'parent_id']).execute();
  return (categoryId) => subtree(rows, categoryId);
}

function subtree(rows: { id: number; parent_id: number | null }[], id: number): number[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i++) for (const row of rows) if (row.parent_id === ids[i]) ids.push(row.id);
  return ids;
}

/** The categories a navigation item links to (navigation_category, in its order), each with its subtree. */
export async function navigationCategories(
  db: Db,
  navigationId: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ id: number; name: string; subtree: number[] }[]> {
  const [links, rows] = await Promise.all([
    db
      .selectFrom('navigation_category')
      .innerJoin('category', 'category.id', 'navigation_category.category_id')
      .select(['category.id', 'category.name', 'category.name_en'])
      .where('navigation_category.navigation_id', '=', navigationId)
      .orderBy('navigation_category.sort')
      .orderBy('category.id')
      .execute(),
    db.selectFrom('category').select(['id', 'parent_id']).execute(),
  ]);
  return links.map((link) => ({ id: link.id, name: localName(locale, link), subtree: subtree(rows, link.id) }));
}

/** Every category under the ones a navigation item links to, once each. */
export async function navigationSubtree(db: Db, navigationId: number): Promise<number[]> {
  return [...new Set((await navigationCategories(db, navigationId)).flatMap((category) => category.subtree))];
}

/** Category pages and the goods list's breadcrumb, category and parameter filters. */
export function categoryService({ db }: Deps) {
  async function all(locale: Locale): Promise<CategoryRow[]> {
    const rows = await db
      .selectFrom('category')
      .select(['id', 'parent_id', 'name', 'name_en', 'level', 'image', 'sort'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map(({ name_en, ...row }) => ({ ...row, name: localName(locale, { name: row.name, name_en }) }));
  }
  const childrenOf = (rows: CategoryRow[], id: number | null) => rows.filter((row) => row.parent_id === id);

  /** The category and its ancestors, top first. */
  function path(rows: CategoryRow[], id: number): CategoryRow[] {
    const result: CategoryRow[] = [];
    let current = rows.find((row) => row.id === id);
    while (current) {
      result.unshift(current);
      const parentId: number | null = current.parent_id;
      current = parentId === null ? undefined : rows.find((row) => row.id === parentId);
    }
    return result;
  }

  return {
    /**
     * rest/goodscategory/twoList: for a first- or second-level category, its
     * first-level title, the second-level list, the chosen second level (titleT)
     * and that one's third-level categories with their pictures (SPEC §3 Category response).
     */
    async twoList(id: number, locale: Locale = DEFAULT_LOCALE): Promise<CategoryPage | null> {
      const rows = await all(locale);
      const trail = path(rows, id);
      const top = trail[0];
      if (!top) return null;
      const seconds = childrenOf(rows, top.id);
      const chosen = trail[1] ?? seconds[0];
      return {
        id: top.id,
        title: top.name,
        list: seconds.map((row) => ({ id: row.id, name: row.name })),
        titleT: chosen?.name ?? '',
        titleTId: chosen?.id ?? null,
        cateThree: chosen
          ? childrenOf(rows, chosen.id).map((row) => ({ id: row.id, name: row.name, image: row.image }))
          : [],
      };
    },

    /** rest/goodscategory/threeList: the third-level categories under a second-level one. */
    async threeList(id: number, locale: Locale = DEFAULT_LOCALE): Promise<CategoryThree[] | null> {
      const rows = await all(locale);
      if (!rows.some((row) => row.id === id)) return null;
      return childrenOf(rows, id).map((row) => ({ id: row.id, name: row.name, image: row.image }));
    },

    /**
     * rest/goodscategory/parameterList: the category's path ('紧固件/螺栓/六角螺栓'),
     * its sibling third-level categories and the parameter values its goods carry.
     */
    async parameterList(categoryId: number, locale: Locale = DEFAULT_LOCALE): Promise<ParameterList | null> {
      const rows = await all(locale);
      const trail = path(rows, categoryId);
      const self = trail[trail.length - 1];
      if (!self) return null;
      const siblings = self.level === 3 ? childrenOf(rows, self.parent_id) : childrenOf(rows, self.id);
      const ids = subtree(rows, categoryId);
      const values = await db
        .selectFrom('goods_parameter')
        .innerJoin('goods', 'goods.id', 'goods_parameter.goods_id')
        .select(['goods_parameter.name', 'goods_parameter.tag'])
        .where('goods.category_id', 'in', ids)
        .where('goods.on_sale', '=', 1)
        .groupBy(['goods_parameter.name', 'goods_parameter.tag'])
        .orderBy('goods_parameter.name')
        .orderBy('goods_parameter.tag')
        .execute();
      const byName = new Map<string, string[]>();
      for (const value of values) byName.set(value.name, [...(byName.get(value.name) ?? []), value.tag]);
      return {
        categoryDictionary: trail.map((row) => row.name).join('/'),
        categoryPath: trail.map((row) => ({ id: row.id, name: row.name })),
        parameterGroupId: self.id,
        threeCategoryList: siblings.map((row) => ({ id: row.id, name: row.name })),
        productParameterList: [...byName].map(([name, valueList]) => ({ name, valueList })),
      };
    },

    subtreeIds: (id: number) => categorySubtree(db, id),
  };
}
