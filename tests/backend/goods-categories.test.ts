import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import { encodeParameterFilters } from '../../common/areas/catalogue/parameter-filters.ts';
import type { TestBackend } from './harness.ts';
import type { BrandList, CategoryPage, ParameterList } from '../../common/areas/catalogue/category.ts';
import { goodsSteps, type Query, type CatalogueRow, expectSameIds } from './goods-steps.ts';

/**
 * The storefront's category pages (twoList, threeList, parameterList) and brand list, with and
 * without a keyword (SPEC §7 Storefront), on the seeded demo catalogue. Every expectation is
 * computed from the database itself.
 */
const s = goodsSteps();
const { listPage, allIds, onSale, onSaleIds, subtree, categoriesAt, childrenOf, hasParameter } = s;
let t: TestBackend;
let catalogue: ReturnType<typeof s.data>['catalogue'];
let categories: ReturnType<typeof s.data>['categories'];
let parameters: ReturnType<typeof s.data>['parameters'];

beforeAll(async () => {
  t = await s.start();
  ({ catalogue, categories, parameters } = s.data());
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------

const nonsenseIds = ['999999', '0', '-1', 'abc', '1.5', ''];

describe('rest/goodscategory/twoList', () => {
  it('for a first-level id: its title, its second-level list, and the first second level’s third levels', async () => {
    const top = categoriesAt(1)[0]!;
    const reply = await t.call<CategoryPage>('GET', '/rest/goodscategory/twoList', { query: { id: String(top.id) } });
    expect(reply.code).toBe(Code.ok);
    const seconds = childrenOf(top.id);
    expect(reply.data.title).toBe(top.name);
    expect(reply.data.list).toHaveLength(seconds.length);
    expectSameIds(
      reply.data.list.map((row) => row.id),
      seconds.map((row) => row.id),
    );
    for (const item of reply.data.list) expect(item).toEqual({ id: item.id, name: categoryName(item.id) });
    const chosen = seconds.find((row) => row.name === reply.data.titleT)!;
    expect(chosen).toBeDefined();
    expect(reply.data.list[0]!.name).toBe(reply.data.titleT);
    expectCateThree(reply.data.cateThree, chosen.id);
  });

  it('for a second-level id: the first level’s title and list, with that second level chosen', async () => {
    const top = categoriesAt(1)[2]!;
    const second = childrenOf(top.id)[1]!;
    const reply = await t.call<CategoryPage>('GET', '/rest/goodscategory/twoList', {
      query: { id: String(second.id) },
    });
    expect(reply.code).toBe(Code.ok);
    expect(reply.data.title).toBe(top.name);
    expectSameIds(
      reply.data.list.map((row) => row.id),
      childrenOf(top.id).map((row) => row.id),
    );
    expect(reply.data.titleT).toBe(second.name);
    expectCateThree(reply.data.cateThree, second.id);
  });

  it('answers not found for an unknown or nonsense id', async () => {
    for (const id of nonsenseIds) {
      const reply = await t.call('GET', '/rest/goodscategory/twoList', { query: { id } });
      expect(reply, `id=${id}`).toMatchObject({ code: Code.notFound, data: null });
    }
    expect(await t.call('GET', '/rest/goodscategory/twoList')).toMatchObject({ code: Code.notFound });
  });
});

function categoryName(id: number) {
  return categories.find((row) => row.id === id)!.name;
}

function expectCateThree(cateThree: CategoryPage['cateThree'], secondId: number) {
  const thirds = childrenOf(secondId);
  expect(thirds.length).toBeGreaterThan(0);
  expectSameIds(
    cateThree.map((row) => row.id),
    thirds.map((row) => row.id),
  );
  for (const item of cateThree) {
    const row = thirds.find((third) => third.id === item.id)!;
    expect(item).toEqual({ id: row.id, name: row.name, image: row.image });
    expect(item.image).not.toBe('');
  }
}

describe('rest/goodscategory/threeList', () => {
  it('answers the third-level categories under a second-level one, with their pictures', async () => {
    const second = categoriesAt(2)[3]!;
    const reply = await t.call<{ id: number; name: string; image: string }[]>('GET', '/rest/goodscategory/threeList', {
      query: { id: String(second.id) },
    });
    expect(reply.code).toBe(Code.ok);
    expectCateThree(reply.data, second.id);
  });

  it('answers an empty list for a third-level category, which has nothing under it', async () => {
    const third = categoriesAt(3)[0]!;
    const reply = await t.call('GET', '/rest/goodscategory/threeList', { query: { id: String(third.id) } });
    expect(reply).toMatchObject({ code: Code.ok, data: [] });
  });

  it('answers not found for an unknown or nonsense id', async () => {
    for (const id of nonsenseIds) {
      const reply = await t.call('GET', '/rest/goodscategory/threeList', { query: { id } });
      expect(reply, `id=${id}`).toMatchObject({ code: Code.notFound, data: null });
    }
  });
});

describe('rest/goodscategory/parameterList', () => {
  async function parameterList(categoryId: number) {
    const reply = await t.call<ParameterList>('GET', '/rest/goodscategory/parameterList', {
      query: { categoryId: String(categoryId) },
    });
    expect(reply.code, reply.msg).toBe(Code.ok);
    return reply.data;
  }

  /** DISTINCT (name, tag) of the on-sale goods in the category's subtree, as sorted name → sorted tags. */
  function expectedParameters(categoryId: number) {
    const inTree = new Set(subtree(categoryId));
    const byName = new Map<string, Set<string>>();
    for (const row of onSale().filter((r) => inTree.has(r.category_id))) {
      for (const { name, tag } of parameters.get(row.id) ?? []) {
        byName.set(name, (byName.get(name) ?? new Set()).add(tag));
      }
    }
    return normalised([...byName].map(([name, tags]) => ({ name, valueList: [...tags] })));
  }

  /** Orders names and values so the comparison does not depend on the database's collation. */
  const normalised = (list: { name: string; valueList: string[] }[]) =>
    list
      .map(({ name, valueList }) => ({ name, valueList: [...valueList].sort() }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

  it('for a third-level id: its path, its sibling third levels and the values its on-sale goods carry', async () => {
    const third = categories.find((row) => row.level === 3 && onSale().some((r) => r.category_id === row.id))!;
    const second = categories.find((row) => row.id === third.parent_id)!;
    const top = categories.find((row) => row.id === second.parent_id)!;
    const data = await parameterList(third.id);
    expect(data.categoryDictionary).toBe(`${top.name}/${second.name}/${third.name}`);
    expect(data.categoryPath.map((row) => row.id)).toEqual([top.id, second.id, third.id]);
    expectSameIds(
      data.threeCategoryList.map((row) => row.id),
      childrenOf(second.id).map((row) => row.id),
    );
    expect(data.threeCategoryList.map((row) => row.id)).toContain(third.id);
    expect(data.productParameterList.length).toBeGreaterThan(0);
    for (const group of data.productParameterList) {
      expect(new Set(group.valueList).size, `${group.name} values are distinct`).toBe(group.valueList.length);
    }
    expect(normalised(data.productParameterList)).toEqual(expectedParameters(third.id));
  });

  it('leaves out values that only off-sale goods carry', async () => {
    const offSale = catalogue.filter((row) => row.on_sale === 0);
    const candidate = offSale
      .flatMap((row) => (parameters.get(row.id) ?? []).map((p) => ({ row, p })))
      .find(
        ({ row, p }) =>
          !onSale().some((r) => r.category_id === row.category_id && hasParameter(r, { name: p.name, tag: p.tag })),
      );
    expect(candidate, 'the demo data has a value only off-sale goods carry').toBeDefined();
    if (!candidate) return;
    const data = await parameterList(candidate.row.category_id);
    const group = data.productParameterList.find((g) => g.name === candidate.p.name);
    expect(group?.valueList ?? []).not.toContain(candidate.p.tag);
  });

  it('for a first-level id: the values of all goods below it', async () => {
    const top = categoriesAt(1)[0]!;
    const data = await parameterList(top.id);
    expect(data.categoryDictionary).toBe(top.name);
    expect(normalised(data.productParameterList)).toEqual(expectedParameters(top.id));
  });

  it('its values are usable as categoryParam filters that find goods', async () => {
    const third = categoriesAt(3).find((row) => onSale().some((r) => r.category_id === row.id))!;
    const data = await parameterList(third.id);
    const group = data.productParameterList[0]!;
    const filter = { name: group.name, tag: group.valueList[0]! };
    const ids = await allIds({ categoryId: String(third.id), categoryParam: encodeParameterFilters([filter]) });
    expect(ids.length).toBeGreaterThan(0);
    expectSameIds(
      ids,
      onSaleIds((row) => row.category_id === third.id && hasParameter(row, filter)),
    );
  });

  it('answers not found for an unknown or nonsense categoryId', async () => {
    for (const categoryId of nonsenseIds) {
      const reply = await t.call('GET', '/rest/goodscategory/parameterList', { query: { categoryId } });
      expect(reply, `categoryId=${categoryId}`).toMatchObject({ code: Code.notFound, data: null });
    }
  });
});

// ---------------------------------------------------------------------------
// rest/brand/list
// ---------------------------------------------------------------------------

describe('rest/brand/list', () => {
  async function brandList(query: Query = {}) {
    const reply = await t.call<BrandList>('GET', '/rest/brand/list', { query });
    expect(reply.code, reply.msg).toBe(Code.ok);
    return reply.data;
  }

  function expectLetters(data: BrandList) {
    const letters = data.goodsBrandList.map((brand) => brand.letter);
    expect(data.firstLetterList).toEqual([...new Set(letters)]);
    expect(data.firstLetterList).toEqual([...data.firstLetterList].sort());
    for (const letter of data.firstLetterList) expect(letter).toMatch(/^[A-Z]$/);
  }

  const brandsWithGoods = (keep: (row: CatalogueRow) => boolean) => [
    ...new Set(
      onSale()
        .filter(keep)
        .map((row) => row.brand_id)
        .filter((id): id is number => id !== null),
    ),
  ];

  it('without categoryId: every brand that has goods on sale, grouped by first letter', async () => {
    const data = await brandList();
    expectSameIds(
      data.goodsBrandList.map((brand) => brand.id),
      brandsWithGoods(() => true),
    );
    const brands = await t.db.selectFrom('brand').select(['id', 'name', 'letter']).execute();
    for (const item of data.goodsBrandList) expect(brands).toContainEqual(item);
    expectLetters(data);
  });

  it('with a first-level categoryId: only brands with on-sale goods in that category’s subtree', async () => {
    const top = categoriesAt(1)[0]!;
    const inTree = new Set(subtree(top.id));
    const data = await brandList({ categoryId: String(top.id) });
    const expected = brandsWithGoods((row) => inTree.has(row.category_id));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(brandsWithGoods(() => true).length);
    expectSameIds(
      data.goodsBrandList.map((brand) => brand.id),
      expected,
    );
    expectLetters(data);
  });

  it('with a third-level categoryId: only the brands of that category’s on-sale goods', async () => {
    const third = categoriesAt(3).find((row) => onSale().some((r) => r.category_id === row.id))!;
    const data = await brandList({ categoryId: String(third.id) });
    expectSameIds(
      data.goodsBrandList.map((brand) => brand.id),
      brandsWithGoods((row) => row.category_id === third.id),
    );
    expectLetters(data);
  });

  it('each listed brand filters the category’s goods list to something', async () => {
    const top = categoriesAt(1)[1]!;
    const data = await brandList({ categoryId: String(top.id) });
    for (const brand of data.goodsBrandList.slice(0, 5)) {
      const page = await listPage({ categoryId: String(top.id), brandId: String(brand.id) });
      expect(page.total, brand.name).toBeGreaterThan(0);
    }
  });

  it('an unknown categoryId answers no brands; a nonsense one is no filter', async () => {
    expect(await brandList({ categoryId: '999999' })).toEqual({ firstLetterList: [], goodsBrandList: [] });
    const everything = await brandList();
    expect(await brandList({ categoryId: 'abc' })).toEqual(everything);
    expect(await brandList({ categoryId: '-1' })).toEqual(everything);
  });
});

describe('rest/brand/list with a keyword', () => {
  it('offers only the brands of the goods the keyword finds', async () => {
    const all = await t.call<{ goodsBrandList: { id: number }[] }>('GET', '/rest/brand/list');
    const found = await t.call<{ goodsBrandList: { id: number }[] }>('GET', '/rest/brand/list', {
      query: { keyword: '扳手' },
    });
    expect(found.data.goodsBrandList.length).toBeGreaterThan(0);
    expect(found.data.goodsBrandList.length).toBeLessThan(all.data.goodsBrandList.length);
    for (const brand of found.data.goodsBrandList) {
      const page = await t.call<{ total: number }>('GET', '/rest/goodsall/page', {
        query: { keyword: '扳手', brandId: String(brand.id) },
      });
      expect(page.data.total).toBeGreaterThan(0);
    }
  });
});
