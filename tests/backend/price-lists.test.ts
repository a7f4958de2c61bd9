import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyPriceLists, ImportResult, PriceListDetail } from '../../common/areas/price-lists/console.ts';
import { Code, type Envelope } from '../../common/envelope.ts';
import { materializePriceList } from '../../backend/areas/price-lists/index.ts';
import { companyOf } from './company-of.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * The staff's price lists (协议价) and catalogues: a list resolved into company_price (own price
 * beats a discount, the lower discount wins, a category's subtree, half-up rounding), a company's
 * lists never overlapping (two made at once on PostgreSQL: one wins), imports all or nothing,
 * export → import, both audit trails, and who may reach them.
 */
let t: TestBackend;
let other: number;
beforeAll(async () => {
  t = await startBackend();
  other = await companyOf(t, 'other');
});
afterAll(() => t.close());

async function post<T = null>(path: string, body: Record<string, unknown> = {}, role = 'finance') {
  return t.call<T>('POST', `/rest/staff${path}`, { token: await t.staffToken(role), body });
}

async function upload<T>(
  path: string,
  name: string,
  bytes: Uint8Array | string,
  role = 'finance',
): Promise<Envelope<T>> {
  const form = new FormData();
  form.set('file', new File([bytes as BlobPart], name));
  const response = await t.backend.app.fetch(
    new Request(`http://backend.test/rest/staff${path}?token=${await t.staffToken(role)}`, {
      method: 'POST',
      body: form,
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    }),
  );
  return (await response.json()) as Envelope<T>;
}

/** A list for company `other`, for a period starting `startDays` from the test's day. */
async function createList(name: string, from: string, to: string, companyId = other) {
  const reply = await post<PriceListDetail>(`/priceLists/company/${companyId}/add`, {
    name,
    validFrom: from,
    validTo: to,
  });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}

async function prices(listId: number) {
  const rows = await t.db
    .selectFrom('company_price')
    .select(['goods_id', 'price', 'rate', 'company_id', 'valid_from', 'valid_to'])
    .where('price_list_id', '=', listId)
    .execute();
  return new Map(rows.map((row) => [row.goods_id, { ...row, price: Number(row.price) }]));
}

const halfUp = (salePrice: number, rate: number) => Math.floor((salePrice * rate + 5000) / 10000);

async function removeList(id: number) {
  const reply = await post(`/priceLists/${id}/delete`);
  expect(reply.code, reply.msg).toBe(0);
}

describe('a list resolved into company prices', () => {
  it('prices a category subtree and a brand, the lower discount winning, a goods’ own price beating both, half up', async () => {
    // A top-level category with goods somewhere below it, and a brand with goods in that subtree.
    const goods = await t.db
      .selectFrom('goods')
      .innerJoin('category as c3', 'c3.id', 'goods.category_id')
      .innerJoin('category as c2', 'c2.id', 'c3.parent_id')
      .select([
        'goods.id',
        'goods.goods_code',
        'goods.sale_price',
        'goods.brand_id',
        'goods.category_id',
        'c2.parent_id as top',
      ])
      .where('goods.brand_id', 'is not', null)
      .orderBy('goods.id')
      .limit(200)
      .execute();
    const pick = goods[0]!;
    const top = pick.top!;
    const brand = pick.brand_id!;
    const list = await createList('Rules', '2026-11-01', '2026-12-31');
    expect((await post(`/priceLists/${list.id}/discount`, { target: `category:${top}`, percent: '92.5' })).code).toBe(
      0,
    );
    expect((await post(`/priceLists/${list.id}/discount`, { target: `brand:${brand}`, percent: '95' })).code).toBe(0);
    const inBoth = goods.find((g) => g.top === top && g.brand_id === brand && g.id !== pick.id);
    const own = await post(`/priceLists/${list.id}/item`, { goodsCode: pick.goods_code, price: '1.2345' });
    expect(own.code, own.msg).toBe(0);

    const resolved = await prices(list.id);
    expect(resolved.get(pick.id)).toMatchObject({ price: 12345, rate: null, company_id: other });
    if (inBoth)
      expect(resolved.get(inBoth.id)).toMatchObject({ price: halfUp(Number(inBoth.sale_price), 9250), rate: 9250 });
    // Every goods under the category (any level) is there at 92.5 %, every other goods of the brand at 95 %.
    const subtree = await t.db.selectFrom('category').select(['id', 'parent_id']).execute();
    const under = new Set([top]);
    for (let grew = true; grew;) {
      grew = false;
      for (const c of subtree)
        if (c.parent_id !== null && under.has(c.parent_id) && !under.has(c.id)) grew = under.add(c.id) !== null;
    }
    const expected = await t.db
      .selectFrom('goods')
      .select(['id', 'sale_price', 'category_id', 'brand_id'])
      .where((eb) => eb.or([eb('category_id', 'in', [...under]), eb('brand_id', '=', brand)]))
      .execute();
    expect(resolved.size).toBe(expected.length + (expected.some((g) => g.id === pick.id) ? 0 : 1));
    for (const g of expected) {
      if (g.id === pick.id) continue;
      const rate = under.has(g.category_id) ? 9250 : 9500;
      expect(resolved.get(g.id), `goods ${g.id}`).toMatchObject({ price: halfUp(Number(g.sale_price), rate), rate });
    }
    // The list's period is copied: from 2026-11-01 00:00 to the end of 2026-12-31, Shanghai time.
    expect(Number(resolved.get(pick.id)!.valid_from)).toBe(Date.UTC(2026, 9, 31, 16));
    expect(Number(resolved.get(pick.id)!.valid_to)).toBe(Date.UTC(2026, 11, 31, 16));

    // Taking the own price away lets the discounts price it again.
    await post(`/priceLists/${list.id}/removeItem`, { goodsId: pick.id });
    expect((await prices(list.id)).get(pick.id)).toMatchObject({ rate: 9250 });
    await removeList(list.id);
    expect((await prices(list.id)).size).toBe(0);
  });

  it('rounds half up on integer ten-thousandths, and follows a changed list price by the trigger', async () => {
    const g = await t.db
      .selectFrom('goods')
      .select(['id', 'sale_price', 'category_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('goods').set({ sale_price: 10001 }).where('id', '=', g.id).execute();
    const list = await createList('Half', '2027-01-01', '2027-01-31');
    expect(
      (await post(`/priceLists/${list.id}/discount`, { target: `category:${g.category_id}`, percent: '50' })).code,
    ).toBe(0);
    // 1.0001 × 50 % = 0.50005: half a ten-thousandth rounds up.
    expect((await prices(list.id)).get(g.id)).toMatchObject({ price: 5001, rate: 5000 });
    await t.db.updateTable('goods').set({ sale_price: 10003 }).where('id', '=', g.id).execute();
    expect((await prices(list.id)).get(g.id)).toMatchObject({ price: 5002, rate: 5000 });
    await t.db.updateTable('goods').set({ sale_price: g.sale_price }).where('id', '=', g.id).execute();
    await removeList(list.id);
  });

  it('saves a 10,000-goods list in well under a second', async () => {
    // The demo's goods and copies of one up to 10,000, each with its own code.
    const {
      id: _id,
      browse_count: _b,
      sale_count: _s,
      ...model
    } = await t.db.selectFrom('goods').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const have = await t.count('goods');
    const copies = Array.from({ length: Math.max(0, 10_000 - have) }, (_, i) => ({
      ...model,
      goods_code: `BULK-${i}`,
      sale_price: 10_000 + i,
    }));
    for (let start = 0; start < copies.length; start += 400)
      await t.db
        .insertInto('goods')
        .values(copies.slice(start, start + 400))
        .execute();
    const goods = await t.db.selectFrom('goods').select(['goods_code']).orderBy('id').limit(10_000).execute();
    expect(goods).toHaveLength(10_000);
    const list = await createList('Big', '2027-02-01', '2027-02-28');
    const csv = ['商品编码,协议价', ...goods.map((g, i) => `${g.goods_code},${(1 + (i % 97) / 100).toFixed(2)}`)].join(
      '\n',
    );
    const started = performance.now();
    const reply = await upload<ImportResult>(`/priceLists/${list.id}/upload`, 'big.csv', csv);
    const took = performance.now() - started;
    expect(reply.code, reply.msg).toBe(0);
    expect(reply.data.imported).toBe(goods.length);
    expect((await prices(list.id)).size).toBe(goods.length);
    const started2 = performance.now();
    await post(`/priceLists/${list.id}/discount`, {
      target: `category:${(await t.db.selectFrom('category').select('id').where('parent_id', 'is', null).executeTakeFirstOrThrow()).id}`,
      percent: '90',
    });
    const rematerialized = performance.now() - started2;
    console.log(
      `${t.dialect}: import of ${goods.length} rows ${took.toFixed(0)} ms, a discount on it ${rematerialized.toFixed(0)} ms`,
    );
    const started3 = performance.now();
    const rows = await t.db.transaction().execute((trx) => materializePriceList(trx, list.id));
    const resolvedIn = performance.now() - started3;
    console.log(`${t.dialect}: the list resolved again (${rows} rows) ${resolvedIn.toFixed(0)} ms`);
    expect(rows).toBe(10_000);
    expect(resolvedIn).toBeLessThan(1000);
    // Discounts on every top-level category price every goods: the second kind of statement.
    const discounted = await createList('Big discounts', '2027-03-01', '2027-03-31');
    const tops = await t.db.selectFrom('category').select('id').where('parent_id', 'is', null).execute();
    for (const top of tops)
      await post(`/priceLists/${discounted.id}/discount`, { target: `category:${top.id}`, percent: '93' });
    const started4 = performance.now();
    const discountedRows = await t.db.transaction().execute((trx) => materializePriceList(trx, discounted.id));
    const discountedIn = performance.now() - started4;
    console.log(`${t.dialect}: a list of discounts resolved (${discountedRows} rows) ${discountedIn.toFixed(0)} ms`);
    expect(discountedRows).toBeGreaterThanOrEqual(10_000);
    expect(discountedIn).toBeLessThan(1000);
    await removeList(discounted.id);
    expect(took).toBeLessThan(2000);
    expect(rematerialized).toBeLessThan(1000);
    await removeList(list.id);
  });
});

describe('periods', () => {
  it('refuses a list overlapping another of the company, by a day', async () => {
    const first = await createList('March', '2027-03-01', '2027-03-31');
    const overlapping = await post(`/priceLists/company/${other}/add`, {
      name: 'Late March',
      validFrom: '2027-03-31',
      validTo: '2027-04-30',
    });
    expect(overlapping.code).toBe(Code.refused);
    expect(overlapping.msg).toContain('March');
    const next = await createList('April', '2027-04-01', '2027-04-30');
    // Moving April back into March is refused too; its own period is no overlap.
    const moved = await post(`/priceLists/${next.id}/edit`, {
      name: 'April',
      validFrom: '2027-03-15',
      validTo: '2027-04-30',
    });
    expect(moved.code).toBe(Code.refused);
    expect(
      (await post(`/priceLists/${next.id}/edit`, { name: 'April+', validFrom: '2027-04-01', validTo: '2027-05-15' }))
        .code,
    ).toBe(0);
    const reversed = await post(`/priceLists/company/${other}/add`, {
      name: 'X',
      validFrom: '2027-09-02',
      validTo: '2027-09-01',
    });
    expect(reversed.code).toBe(Code.invalid);
    await removeList(first.id);
    await removeList(next.id);
  });

  it('makes exactly one of two overlapping lists asked for at once', async () => {
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((name) =>
        post<PriceListDetail>(`/priceLists/company/${other}/add`, {
          name,
          validFrom: '2027-06-01',
          validTo: '2027-06-30',
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === Code.refused)).toHaveLength(2);
    const made = await t.db
      .selectFrom('price_list')
      .select('id')
      .where('company_id', '=', other)
      .where('name', 'in', ['A', 'B', 'C'])
      .execute();
    expect(made).toHaveLength(1);
    await removeList(made[0]!.id);
  });

  it('takes only a contract of the same company', async () => {
    const contract = await t.db
      .selectFrom('contract')
      .select(['id', 'company_id'])
      .where('company_id', '<>', other)
      .executeTakeFirst();
    if (!contract) return;
    const reply = await post(`/priceLists/company/${other}/add`, {
      name: 'C',
      validFrom: '2027-07-01',
      validTo: '2027-07-31',
      contractId: contract.id,
    });
    expect(reply.code).toBe(Code.refused);
  });
});

describe('import and export', () => {
  it('writes nothing when a row is bad and names each bad line; the export imports back', async () => {
    const goods = await t.db.selectFrom('goods').select(['id', 'goods_code']).orderBy('id').limit(3).execute();
    const list = await createList('Files', '2027-08-01', '2027-08-31');
    const bad = [
      'goodsCode,price',
      `${goods[0]!.goods_code},12.5`,
      '',
      'NO-SUCH-CODE,3',
      `${goods[1]!.goods_code},-1`,
      `${goods[0]!.goods_code},4`,
    ].join('\r\n');
    const refused = await upload<ImportResult>(`/priceLists/${list.id}/upload`, 'bad.csv', bad);
    expect([refused.code, refused.data.imported, refused.msg]).toEqual([0, 0, '文件有3行有误，未导入任何内容']);
    expect(refused.data.problems.map((p) => p.line)).toEqual([4, 5, 6]);
    expect(refused.data.problems[0]!.problem).toBe('没有该商品编码的商品');
    expect(
      await t.db.selectFrom('price_list_item').select('id').where('price_list_id', '=', list.id).execute(),
    ).toHaveLength(0);

    const good = [
      '商品编码,协议价',
      `${goods[0]!.goods_code},12.5`,
      `${goods[1]!.goods_code},0.0125`,
      `${goods[2]!.goods_code},7`,
    ].join('\n');
    const imported = await upload<ImportResult>(`/priceLists/${list.id}/upload`, 'good.csv', good);
    expect(imported.code, imported.msg).toBe(0);
    const before = (await t.consoleGet<PriceListDetail>(`/priceLists/${list.id}`, 'finance')).data.items;
    expect(before.map((i) => i.price).sort()).toEqual([0.0125, 12.5, 7].sort());

    for (const format of ['xlsx', 'csv'] as const) {
      const response = await t.backend.app.fetch(
        new Request(
          `http://backend.test/rest/staff/priceLists/${list.id}/export/${format}?token=${await t.staffToken('viewer')}`,
        ),
      );
      expect(response.status).toBe(200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (format === 'xlsx') {
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(bytes.buffer as ArrayBuffer);
        expect(book.worksheets[0]!.getRow(1).getCell(1).text).toBe('商品编码');
      }
      for (const item of before) await post(`/priceLists/${list.id}/removeItem`, { goodsId: item.goodsId });
      expect((await t.consoleGet<PriceListDetail>(`/priceLists/${list.id}`, 'finance')).data.items).toHaveLength(0);
      const back = await upload<ImportResult>(`/priceLists/${list.id}/upload`, `back.${format}`, bytes);
      expect(back.code, back.msg).toBe(0);
      expect((await t.consoleGet<PriceListDetail>(`/priceLists/${list.id}`, 'finance')).data.items).toEqual(before);
    }
    await removeList(list.id);
  });
});

describe('trails and rights', () => {
  it('records every change in the staff’s audit log and the company’s trail', async () => {
    const code = (await t.db.selectFrom('goods').select('goods_code').orderBy('id').executeTakeFirstOrThrow())
      .goods_code;
    const list = await createList('Audited', '2027-10-01', '2027-10-31');
    await post(`/priceLists/${list.id}/item`, { goodsCode: code, price: '3' });
    expect((await t.audits('priceList', list.id)).map((row) => [row.action, row.actor])).toEqual([
      ['create', 'staff_finance'],
      ['setItem', 'staff_finance'],
    ]);
    const trail = await t.db
      .selectFrom('company_audit')
      .select(['kind', 'actor', 'account_id', 'subject_label', 'detail_json'])
      .where('company_id', '=', other)
      .where('subject_id', '=', list.id)
      .orderBy('id')
      .execute();
    expect(
      trail.map((row) => [row.kind, row.actor, row.account_id, row.subject_label, JSON.parse(row.detail_json!)]),
    ).toEqual([
      ['priceListChanged', 'staff_finance', null, 'Audited', { name: 'Audited', rows: 0 }],
      ['priceListChanged', 'staff_finance', null, 'Audited', { name: 'Audited', rows: 1 }],
    ]);

    expect((await post(`/catalogues/${other}/switch`, { enabled: '1' })).code).toBe(0);
    expect((await post(`/catalogues/${other}/add`, { goodsCode: code })).code).toBe(0);
    expect((await t.audits('catalogue', other)).map((row) => row.action)).toEqual(['enable', 'addGoods']);
    const catalogueTrail = await t.db
      .selectFrom('company_audit')
      .select('detail_json')
      .where('company_id', '=', other)
      .where('kind', '=', 'catalogueChanged')
      .orderBy('id')
      .execute();
    expect(catalogueTrail.map((row) => JSON.parse(row.detail_json!).rows)).toEqual([0, 1]);
    expect((await post(`/catalogues/${other}/switch`, { enabled: '0' })).code).toBe(0);
    expect(await t.count('company_catalogue_goods')).toBe(0);
    await removeList(list.id);
  });

  it('refuses staff without the right and buyers altogether', async () => {
    const list = await createList('Rights', '2027-11-01', '2027-11-30');
    const code = (await t.db.selectFrom('goods').select('goods_code').orderBy('id').executeTakeFirstOrThrow())
      .goods_code;
    expect((await post(`/priceLists/${list.id}/item`, { goodsCode: code, price: '3' }, 'warehouse')).code).toBe(
      Code.roleNotAllowed,
    );
    expect(
      (
        await post(
          `/priceLists/company/${other}/add`,
          { name: 'W', validFrom: '2028-01-01', validTo: '2028-01-31' },
          'service',
        )
      ).code,
    ).toBe(Code.roleNotAllowed);
    expect((await t.consoleGet<PriceListDetail>(`/priceLists/${list.id}`, 'viewer')).code).toBe(0);
    // A buyer's token reaches no staff route: not the list, not its company's lists, not the file.
    const buyer = await t.buyerToken('other');
    for (const path of [
      `/rest/staff/priceLists/${list.id}`,
      `/rest/staff/priceLists/company/${other}`,
      `/rest/staff/catalogues/${other}`,
    ]) {
      const reply = await t.call<CompanyPriceLists>('GET', path, { token: buyer });
      expect(reply.code, path).not.toBe(0);
      expect(reply.data).toBeNull();
    }
    const demoBuyer = await t.buyerToken('demo');
    const file = await t.backend.app.fetch(
      new Request(`http://backend.test/rest/staff/priceLists/${list.id}/export/csv?token=${demoBuyer}`),
    );
    expect(file.headers.get('content-type') ?? '').not.toContain('csv');
    expect((await t.consoleGet(`/priceLists/999999`, 'finance')).code).toBe(Code.notFound);
    await removeList(list.id);
  });
});

describe('demo data', () => {
  it('gives the demo company a year’s list on its signed contract, and company other none', async () => {
    const demo = await companyOf(t, 'demo');
    const lists = await t.db.selectFrom('price_list').selectAll().where('company_id', 'in', [demo, other]).execute();
    const seeded = lists.filter((list) => list.name === '年度协议价');
    expect(seeded.map((list) => list.company_id)).toEqual([demo]);
    const list = seeded[0]!;
    const contract = await t.db
      .selectFrom('contract')
      .select(['company_id', 'status'])
      .where('id', '=', list.contract_id!)
      .executeTakeFirstOrThrow();
    expect(contract).toEqual({ company_id: demo, status: 3 });
    const rows = await t.db
      .selectFrom('company_price')
      .select(['rate', 'price', 'goods_id'])
      .where('price_list_id', '=', list.id)
      .execute();
    expect(rows.filter((row) => row.rate === null)).toHaveLength(10);
    expect(rows.filter((row) => row.rate === 9500).length).toBeGreaterThan(0);
    // What the seed wrote is what the console's resolver writes.
    const before = rows.map((row) => [row.goods_id, Number(row.price), row.rate]).sort();
    const finance = await t.staffToken('finance');
    const reply = await t.call('POST', `/rest/staff/priceLists/${list.id}/edit`, {
      token: finance,
      body: {
        ...(await t.consoleGet<PriceListDetail>(`/priceLists/${list.id}`, 'finance')).data,
        contractId: list.contract_id,
      },
    });
    expect(reply.code, reply.msg).toBe(0);
    const after = (
      await t.db
        .selectFrom('company_price')
        .select(['rate', 'price', 'goods_id'])
        .where('price_list_id', '=', list.id)
        .execute()
    )
      .map((row) => [row.goods_id, Number(row.price), row.rate])
      .sort();
    expect(after).toEqual(before);
  });
});

describe('the list a contract carries', () => {
  it('is named on the contract for staff and for the company’s own buyers only', async () => {
    const demo = await companyOf(t, 'demo');
    const seeded = await t.db
      .selectFrom('price_list')
      .select(['id', 'contract_id'])
      .where('company_id', '=', demo)
      .where('name', '=', '年度协议价')
      .executeTakeFirstOrThrow();
    const mine = await t.call<{ id: number; contractId: number; name: string }[]>('GET', '/rest/priceList/contracts', {
      token: await t.buyerToken('demo'),
    });
    expect(mine.data).toMatchObject([{ id: seeded.id, contractId: seeded.contract_id, name: '年度协议价' }]);
    const others = await t.call<unknown[]>('GET', '/rest/priceList/contracts', { token: await t.buyerToken('other') });
    expect([others.code, others.data]).toEqual([0, []]);
    const staff = await t.consoleGet<{ id: number } | null>(`/priceLists/contract/${seeded.contract_id}`, 'viewer');
    expect(staff.data).toMatchObject({ id: seeded.id });
    expect((await t.call('GET', '/rest/priceList/contracts')).code).not.toBe(0);
  });
});

describe('catalogue files and parallel changes', () => {
  it('imports a catalogue all or nothing and takes its own export back', async () => {
    const company = await companyOf(t, 'other');
    const goods = await t.db.selectFrom('goods').select(['id', 'goods_code']).orderBy('id').limit(3).execute();
    const codes = goods.map((g) => g.goods_code);
    const off = await upload<ImportResult>(`/catalogues/${company}/upload`, 'c.csv', ['商品编码', ...codes].join('\n'));
    expect(off.code).toBe(Code.refused);
    expect((await post(`/catalogues/${company}/switch`, { enabled: '1' })).code).toBe(0);
    const bad = await upload<ImportResult>(
      `/catalogues/${company}/upload`,
      'c.csv',
      ['goodsCode', codes[0], 'NOPE'].join('\n'),
    );
    expect(bad.data.problems.map((p) => p.line)).toEqual([3]);
    expect(await t.count('company_catalogue_goods')).toBe(0);
    const good = await upload<ImportResult>(
      `/catalogues/${company}/upload`,
      'c.csv',
      ['商品编码', ...codes].join('\n'),
    );
    expect([good.code, good.data.imported]).toEqual([0, 3]);
    const response = await t.backend.app.fetch(
      new Request(
        `http://backend.test/rest/staff/catalogues/${company}/export/xlsx?token=${await t.staffToken('finance')}`,
      ),
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    for (const g of goods) await post(`/catalogues/${company}/remove`, { goodsId: g.id });
    expect(await t.count('company_catalogue_goods')).toBe(0);
    expect((await upload<ImportResult>(`/catalogues/${company}/upload`, 'back.xlsx', bytes)).data.imported).toBe(3);
    expect(await t.count('company_catalogue_goods')).toBe(3);
    expect((await post(`/catalogues/${company}/switch`, { enabled: '0' })).code).toBe(0);
  });

  it('resolves a list consistently when its goods are priced at once', async () => {
    const goods = await t.db.selectFrom('goods').select(['id', 'goods_code']).orderBy('id').limit(6).execute();
    const list = await createList('Parallel', '2028-03-01', '2028-03-31');
    const answers = await Promise.all(
      goods.map((g, i) => post(`/priceLists/${list.id}/item`, { goodsCode: g.goods_code, price: String(i + 1) })),
    );
    expect(answers.map((a) => a.code)).toEqual(goods.map(() => 0));
    const resolved = await prices(list.id);
    expect(goods.map((g) => resolved.get(g.id)?.price)).toEqual(goods.map((_, i) => (i + 1) * 10_000));
    await removeList(list.id);
  });
});
