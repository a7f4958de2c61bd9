import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import { WALK } from '../../backend/areas/catalogue/keyword-page.ts';
import { indexGoods } from '../../backend/search/search-index.ts';
import type { TestBackend } from './harness.ts';
import type { Page } from '../../common/envelope.ts';
import type { GoodsListItem } from '../../common/areas/catalogue/goods.ts';
import {
  goodsSteps,
  GOODSALL,
  GOODS,
  PRICE_INVALID,
  type CatalogueRow,
  goodsItemShape,
  hanPairs,
  expectSameIds,
  containsTerm,
  expectSorted,
} from './goods-steps.ts';

/**
 * Keyword search on the storefront's goods lists (SPEC §7 Storefront): what a term finds, after a
 * goods is renamed or taken off sale, every way of finding a page, and rest/goods/page, on the
 * seeded demo catalogue. Every expectation is computed from the database itself.
 */
const s = goodsSteps();
const { listPage, allIds, onSale, onSaleIds, rowOf, subtree, categoriesAt, expectRefusal } = s;
let t: TestBackend;

beforeAll(async () => {
  t = await s.start();
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------
// Keyword search
// ---------------------------------------------------------------------------

describe('keyword search', () => {
  const chineseTerms = [
    '螺', // 1 character
    '钢',
    '螺栓', // 2 characters
    '扳手',
    '博世', // a brand's Chinese name
    '螺丝刀', // 3 characters
    '不锈钢',
    '六角螺栓', // 4 characters
    '霍尼韦尔',
    '钢螺栓', // pairs that appear, but apart
    '栓钢',
  ];
  for (const term of chineseTerms) {
    it(`'${term}' finds exactly the on-sale goods whose name, code, item number or brand holds it`, async () => {
      const expected = onSaleIds((row) => containsTerm(row, term));
      const ids = await allIds({ keyword: term });
      expectSameIds(ids, expected);
    });
  }

  it('the chosen terms are not trivially empty', () => {
    for (const term of ['螺', '螺栓', '扳手', '螺丝刀', '不锈钢', '六角螺栓']) {
      expect(onSaleIds((row) => containsTerm(row, term)).length, term).toBeGreaterThan(0);
    }
    // A 1-character term finds more than the 2- and 4-character terms built on it.
    expect(onSaleIds((row) => containsTerm(row, '螺')).length).toBeGreaterThan(
      onSaleIds((row) => containsTerm(row, '六角螺栓')).length,
    );
  });

  it('a term that appears nowhere finds nothing', async () => {
    expect(await listPage({ keyword: '飞机' })).toEqual({ list: [], total: 0 });
    expect(await listPage({ keyword: '龘' })).toEqual({ list: [], total: 0 });
  });

  it('a 3+ character term does not find goods holding its pairs apart', async () => {
    // A goods whose text holds the pairs AB and BC, but nowhere the run ABC.
    let found: { row: CatalogueRow; term: string } | undefined;
    for (const row of onSale()) {
      const pairs = new Set((row.goods_name.match(/\p{Script=Han}+/gu) ?? []).flatMap((run) => hanPairs(run)));
      for (const ab of pairs) {
        const bc = [...pairs].find((pair) => pair[0] === ab[1] && !containsTerm(row, ab + pair[1]));
        if (bc) found ??= { row, term: ab + bc[1] };
      }
      if (found) break;
    }
    expect(found).toBeDefined();
    const { row, term } = found!;
    const ids = await allIds({ keyword: term });
    expect(ids).not.toContain(row.id);
    expectSameIds(
      ids,
      onSaleIds((r) => containsTerm(r, term)),
    );
  });

  it('an exact goods code finds that goods, in any case', async () => {
    const sample = onSale()[123]!;
    for (const keyword of [sample.goods_code, sample.goods_code.toLowerCase()]) {
      const ids = await allIds({ keyword });
      expect(ids).toEqual([sample.id]);
    }
  });

  it('the beginning of a goods code finds every goods whose code starts with it', async () => {
    const sample = onSale()[123]!;
    const prefix = sample.goods_code.slice(0, -1);
    const expected = onSaleIds((row) => row.goods_code.toLowerCase().startsWith(prefix.toLowerCase()));
    expect(expected.length).toBeGreaterThan(1);
    expectSameIds(await allIds({ keyword: prefix.toLowerCase() }), expected);
    expectSameIds(await allIds({ keyword: prefix }), expected);
  });

  it('an item number finds its goods', async () => {
    const sample = onSale()[200]!;
    expect(await allIds({ keyword: sample.goods_no })).toContain(sample.id);
    expect(await allIds({ keyword: sample.goods_no.toLowerCase() })).toContain(sample.id);
  });

  it('a brand’s Latin name finds its goods, in any case', async () => {
    const expected = onSaleIds((row) => containsTerm(row, 'bosch'));
    expect(expected.length).toBeGreaterThan(0);
    for (const keyword of ['bosch', 'BOSCH', 'Bosch']) expectSameIds(await allIds({ keyword }), expected);
    const makita = onSaleIds((row) => containsTerm(row, 'makita'));
    expect(makita.length).toBeGreaterThan(0);
    expectSameIds(await allIds({ keyword: 'MAKITA' }), makita);
  });

  it('full-width letters and digits are read as their ASCII forms', async () => {
    const sample = onSale()[123]!;
    const fullWidth = (text: string) =>
      text.replace(/[A-Za-z0-9]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
    expect(await allIds({ keyword: fullWidth(sample.goods_code) })).toEqual([sample.id]);
    expectSameIds(await allIds({ keyword: 'ＢＯＳＣＨ' }), await allIds({ keyword: 'bosch' }));
    expectSameIds(await allIds({ keyword: 'ｂｏｓｃｈ' }), await allIds({ keyword: 'bosch' }));
  });

  it('leading and trailing spaces do not matter', async () => {
    expectSameIds(await allIds({ keyword: '  螺栓  ' }), await allIds({ keyword: '螺栓' }));
  });

  it('a keyword longer than 50 characters is searched by its first 50, never dropped', async () => {
    expect(await listPage({ keyword: '飞'.repeat(60) })).toEqual({ list: [], total: 0 });
    expectSameIds(await allIds({ keyword: `螺栓${' '.repeat(60)}飞机` }), await allIds({ keyword: '螺栓' }));
  });

  it('a keyword of only punctuation answers an empty list, not an error', async () => {
    for (const keyword of ['！', '，。、', '---', '@#%&*', '()[]{}', '“”']) {
      const reply = await t.call<Page<GoodsListItem>>('GET', GOODSALL, { query: { keyword } });
      expect(reply, keyword).toMatchObject({ code: Code.ok, data: { list: [], total: 0 } });
    }
  });

  it('a keyword combines with categoryId', async () => {
    const fasteners = categoriesAt(1).find((row) => row.name === '紧固件') ?? categoriesAt(1)[0]!;
    const inTree = new Set(subtree(fasteners.id));
    const inside = onSaleIds((row) => containsTerm(row, '钢') && inTree.has(row.category_id));
    const everywhere = onSaleIds((row) => containsTerm(row, '钢'));
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.length).toBeLessThan(everywhere.length);
    expectSameIds(await allIds({ keyword: '钢', categoryId: String(fasteners.id) }), inside);
  });

  it('a keyword combines with each sort', async () => {
    const expected = onSaleIds((row) => containsTerm(row, '螺'));
    for (const orderName of ['sale_price', 'sale_count', 'browse_count', 'update_date'] as const) {
      for (const isAsc of [true, false]) {
        const ids = await allIds({ keyword: '螺', orderName, isAsc: String(isAsc) });
        expectSameIds(ids, expected);
        expectSorted(
          ids.map((id) => rowOf(id)[orderName]),
          isAsc,
        );
      }
    }
  });

  it('a keyword combines with a category, a price range and a sort', async () => {
    const top = categoriesAt(1)[0]!;
    const inTree = new Set(subtree(top.id));
    const query = { keyword: '螺', categoryId: String(top.id), startPrice: '1', endPrice: '50' };
    const ids = await allIds({ ...query, orderName: 'sale_price', isAsc: 'true' });
    const expected = onSaleIds(
      (row) =>
        containsTerm(row, '螺') && inTree.has(row.category_id) && row.sale_price >= 10_000 && row.sale_price <= 500_000,
    );
    expect(expected.length).toBeGreaterThan(0);
    expectSameIds(ids, expected);
    expectSorted(
      ids.map((id) => rowOf(id).sale_price),
      true,
    );
  });
});

describe('keyword search after a goods is renamed', () => {
  it('finds a goods by its brand’s 3+ character Chinese name even when the goods name leaves it out', async () => {
    const brand = await t.db
      .selectFrom('brand')
      .select(['id', 'name'])
      .where('name', 'like', '霍尼韦尔%')
      .executeTakeFirstOrThrow();
    const term = brand.name.split(' ')[0]!;
    expect([...term].length).toBeGreaterThanOrEqual(3);
    const sample = onSale().find((row) => row.brand_id === brand.id)!;
    const renamed = sample.goods_name.replace(term, '').trim();
    expect(renamed).not.toContain(term);
    await rename(sample.id, renamed);
    try {
      expect(await allIds({ keyword: term })).toContain(sample.id);
      // Its new name is what the index holds now, and the old one no longer finds it.
      expect(await allIds({ keyword: renamed.split(' ')[0]! })).toContain(sample.id);
    } finally {
      await rename(sample.id, sample.goods_name);
    }
    expect(await allIds({ keyword: term })).toContain(sample.id);
  });

  it('a 4+ character term does not find goods holding its triples apart', async () => {
    // 六角螺 and 角螺栓 both in the name, but never 六角螺栓: the phrase of its triples must not match.
    const sample = onSale().find((row) => !containsTerm(row, '角螺'))!;
    const apart = '六角螺母 角螺栓组';
    await rename(sample.id, apart);
    try {
      expect(await allIds({ keyword: '六角螺栓' })).not.toContain(sample.id);
      expect(await allIds({ keyword: '角螺栓' })).toContain(sample.id);
      expect(await allIds({ keyword: '六角螺母' })).toContain(sample.id);
      expect(await allIds({ keyword: '角螺栓组' })).toContain(sample.id);
    } finally {
      await rename(sample.id, sample.goods_name);
    }
  });

  it('counts a renamed goods under its new words only', async () => {
    // One-token keywords are counted from the index (PostgreSQL: from its count per token).
    const sample = onSale().find((row) => !containsTerm(row, '龘') && containsTerm(row, '螺'))!;
    const before = { 龘: 0, 螺: onSaleIds((row) => containsTerm(row, '螺')).length };
    await rename(sample.id, '龘');
    try {
      expect((await listPage({ keyword: '龘' })).total).toBe(1);
      expect((await listPage({ keyword: '螺' })).total).toBe(before.螺 - (containsTerm(sample, '螺') ? 1 : 0));
    } finally {
      await rename(sample.id, sample.goods_name);
    }
    expect((await listPage({ keyword: '龘' })).total).toBe(before.龘);
    expect((await listPage({ keyword: '螺' })).total).toBe(before.螺);
  });

  async function rename(id: number, goodsName: string) {
    await t.db.updateTable('goods').set({ goods_name: goodsName }).where('id', '=', id).execute();
    await indexGoods(t.db, t.dialect, { ids: [id] });
  }
});

describe('keyword search after a goods is taken off sale', () => {
  it('neither lists nor counts it, and finds it again once it is back on sale', async () => {
    const term = '螺栓';
    const expected = onSaleIds((row) => containsTerm(row, term));
    const sample = rowOf(expected[3]!);
    await setOnSale(sample.id, 0);
    try {
      const data = await listPage({ keyword: term });
      expect(data.total).toBe(expected.length - 1);
      expectSameIds(
        await allIds({ keyword: term }),
        expected.filter((id) => id !== sample.id),
      );
      expect(await allIds({ keyword: sample.goods_code })).toEqual([]);
    } finally {
      await setOnSale(sample.id, 1);
    }
    expectSameIds(await allIds({ keyword: term }), expected);
    expect(await allIds({ keyword: sample.goods_code })).toEqual([sample.id]);
  });

  async function setOnSale(id: number, onSale: number) {
    await t.db.updateTable('goods').set({ on_sale: onSale }).where('id', '=', id).execute();
    await indexGoods(t.db, t.dialect, { ids: [id] });
  }
});

describe('keyword search: every way of finding a page gives the same pages', () => {
  // A keyword found in many goods walks a sort index (backend/areas/catalogue/keyword-page.ts): SQLite looks each
  // goods up or checks it against the list found; PostgreSQL's planner walks. Few found: they are read first.
  // Each plan is forced in turn here; the pages must be exactly the goods found, in exactly the sort order.
  const plans = {
    'walk, looking each goods up in the index': {
      lookUpEach: Infinity,
      checkAgainstList: Infinity,
      plannerWalks: Infinity,
    },
    'walk, checking goods against the list found': {
      lookUpEach: -1,
      checkAgainstList: Infinity,
      plannerWalks: Infinity,
    },
    'read and sort the goods found': { lookUpEach: -1, checkAgainstList: -1, plannerWalks: -1 },
  };
  const chosen = { ...WALK };
  afterAll(() => Object.assign(WALK, chosen));

  for (const [plan, bounds] of Object.entries(plans)) {
    it(plan, async () => {
      Object.assign(WALK, bounds);
      for (const term of ['螺', '螺丝刀', '六角螺栓', 'bosch']) {
        for (const [orderName, isAsc] of [
          ['sale_price', true],
          ['sale_count', false],
          ['update_date', false],
        ] as const) {
          const direction = isAsc ? 1 : -1;
          const expected = onSale()
            .filter((row) => containsTerm(row, term))
            .sort((a, b) => direction * (a[orderName] - b[orderName] || a.id - b.id))
            .map((row) => row.id);
          expect(expected.length, term).toBeGreaterThan(0);
          const query = { keyword: term, orderName, isAsc: String(isAsc) };
          expect(await allIds(query), `${term} by ${orderName}`).toEqual(expected);
          // A page past the first starts where the previous one ended.
          const second = await listPage({ ...query, limit: '20', page: '2' });
          expect(second.list.map((goods) => goods.id)).toEqual(expected.slice(20, 40));
        }
      }
    });
  }
});

// ---------------------------------------------------------------------------
// rest/goods/page
// ---------------------------------------------------------------------------

describe('rest/goods/page', () => {
  it('answers the same default page as rest/goodsall/page', async () => {
    const data = await listPage({}, GOODS);
    expect(data.list).toHaveLength(20);
    expect(data.list[0]).toEqual(goodsItemShape);
    expect(data).toEqual(await listPage());
  });

  for (const term of ['螺', '扳手', '六角螺栓']) {
    it(`goodsName '${term}' searches like keyword does`, async () => {
      const ids = await allIds({ goodsName: term }, GOODS);
      expectSameIds(
        ids,
        onSaleIds((row) => containsTerm(row, term)),
      );
    });
  }

  it('goodsName finds a goods by its code', async () => {
    const sample = onSale()[42]!;
    expect(await allIds({ goodsName: sample.goods_code.toLowerCase() }, GOODS)).toEqual([sample.id]);
  });

  it('categoryId includes the goods of the category’s descendants', async () => {
    const top = categoriesAt(1)[1]!;
    const inTree = new Set(subtree(top.id));
    expectSameIds(
      await allIds({ categoryId: String(top.id) }, GOODS),
      onSaleIds((row) => inTree.has(row.category_id)),
    );
  });

  it('goodsName and categoryId combine, with sorting and a price range', async () => {
    const top = categoriesAt(1)[0]!;
    const inTree = new Set(subtree(top.id));
    const ids = await allIds(
      {
        goodsName: '钢',
        categoryId: String(top.id),
        orderName: 'sale_price',
        isAsc: 'false',
        startPrice: '0',
        endPrice: '100',
      },
      GOODS,
    );
    const expected = onSaleIds(
      (row) => containsTerm(row, '钢') && inTree.has(row.category_id) && row.sale_price <= 1_000_000,
    );
    expect(expected.length).toBeGreaterThan(0);
    expectSameIds(ids, expected);
    expectSorted(
      ids.map((id) => rowOf(id).sale_price),
      false,
    );
  });

  it('refuses bad prices and answers page 1 for a bad page', async () => {
    await expectRefusal({ startPrice: '-2', endPrice: '3' }, PRICE_INVALID, GOODS);
    await expectRefusal({ startPrice: '1.00001', endPrice: '3' }, PRICE_INVALID, GOODS);
    expect(await listPage({ page: '-1', goodsName: '螺' }, GOODS)).toEqual(await listPage({ goodsName: '螺' }, GOODS));
  });

  it('a goodsName of only punctuation answers an empty list', async () => {
    expect(await listPage({ goodsName: '？！' }, GOODS)).toEqual({ list: [], total: 0 });
  });
});
