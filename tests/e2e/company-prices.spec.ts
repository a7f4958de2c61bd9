import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Browser, type Page, type TestInfo } from './fixtures.ts';
import { formatPrice } from '../../app/lib/price.ts';
import { moneyToWire, type Money } from '../../common/money.ts';
import { jsEnabled, logIn } from './support.ts';

/**
 * A company's own prices (协议价) with the page cache on (the production server of these tests):
 * the demo company's buyer sees its price on the goods detail and in the goods list, marked, the
 * list price struck through, even after another company's buyer and a visitor had the same pages
 * served from the cache (a shared page, a visitor's page) at the list price; they keep seeing it.
 */

const DATA_DIR = process.env.E2E_DATA_DIR ?? 'data/e2e';

interface Priced {
  id: number;
  code: string;
  listPrice: number;
  companyPrice: number;
}

/** A goods the demo data prices for the demo company (its own price, not a discount), read from the shop's database. */
function demoPricedGoods(): Priced {
  const db = new Database(join(DATA_DIR, 'caigou.sqlite'), { readonly: true, fileMustExist: true, timeout: 10_000 });
  try {
    const now = Date.now();
    const row = db
      .prepare(
        `select goods.id, goods.goods_code as code, goods.sale_price as listPrice, cp.price as companyPrice
         from company_price cp join goods on goods.id = cp.goods_id
         where cp.company_id = (select company_id from account where username = 'demo')
           and cp.valid_from <= ? and cp.valid_to > ? and cp.rate is null and goods.on_sale = 1
           and cp.price <> goods.sale_price
         order by goods.id limit 1`,
      )
      .get(now, now) as Priced | undefined;
    if (!row) throw new Error('the demo data gives the demo company no price of its own');
    return row;
  } finally {
    db.close();
  }
}

const shown = (amount: number) => `¥${formatPrice(moneyToWire(amount as Money))}`;

async function pageAs(browser: Browser, testInfo: TestInfo, username?: string): Promise<Page> {
  const page = await browser.newPage({ javaScriptEnabled: jsEnabled(testInfo) });
  if (username) {
    await logIn(page, username);
    // The login's toast is shown (and its cookie removed) on the first page.
    await page.goto('/home/index');
  }
  return page;
}

test('a company buyer sees its own prices; another company and a visitor, served from the cache, the list price', async ({
  browser,
}, testInfo) => {
  const goods = demoPricedGoods();
  const detail = `/home/details/${goods.id}`;
  const list = `/home/goods/0?keyword=${encodeURIComponent(goods.code)}&orderName=sale_price&isAsc=true`;

  const visitor = await pageAs(browser, testInfo);
  const other = await pageAs(browser, testInfo, 'huadong');
  const demo = await pageAs(browser, testInfo, 'demo');

  for (const path of [detail, list]) {
    // The others first, twice, so the pages are in the cache when the demo buyer asks.
    for (let round = 0; round < 2; round++) {
      await visitor.goto(path);
      await other.goto(path);
    }
    const visitorAnswer = await visitor.goto(path);
    expect(visitorAnswer!.headers()['x-page-cache'], path).toBe('hit');
    const otherAnswer = await other.goto(path);
    expect(otherAnswer!.headers()['x-page-cache'], path).toBe('shared');
    for (const page of [visitor, other]) {
      await expect(page.locator('main')).toContainText(shown(goods.listPrice));
      await expect(page.locator('main')).not.toContainText(shown(goods.companyPrice));
      await expect(page.locator('.company-price-tag')).toHaveCount(0);
    }

    const demoAnswer = await demo.goto(path);
    expect(demoAnswer!.headers()['x-page-cache'] ?? 'rendered', path).not.toBe('shared');
    const price = path === detail ? demo.locator('.detail-price') : demo.locator('.goods-card-price').first();
    await expect(price).toContainText('协议价');
    await expect(price).toContainText(shown(goods.companyPrice));
    await expect(price.locator('s.list-price')).toHaveText(`原价 ${shown(goods.listPrice)}`);

    // Served again after the demo buyer's visit: still the list price for the others.
    await other.goto(path);
    await expect(other.locator('main')).not.toContainText(shown(goods.companyPrice));
    await visitor.goto(path);
    await expect(visitor.locator('main')).not.toContainText(shown(goods.companyPrice));
  }

  await visitor.close();
  await other.close();
  await demo.close();
});
