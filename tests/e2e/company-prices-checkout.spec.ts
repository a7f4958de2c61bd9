import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from './fixtures.ts';
import { formatPrice } from '../../app/lib/price.ts';
import { moneyToWire, type Money } from '../../common/money.ts';
import { logIn } from './support.ts';

/**
 * A company with a price list (协议价) finds, sorts, filters and pays at its own prices: the demo
 * company's buyer searches goods of one kind sorted by price, where the company's price moves a
 * goods ahead of one whose list price is lower than the goods' list price; filters by a price range
 * that holds the company's price but not the list price; and buys it, the order at the company's price.
 */

const DATA_DIR = process.env.E2E_DATA_DIR ?? 'data/e2e';

interface Priced {
  id: number;
  name: string;
  listPrice: number;
  companyPrice: number;
  quantity: number;
  /** A word of the goods' name that finds goods of its kind. */
  keyword: string;
  /** A goods of the same kind, with no price of the company's, whose list price lies between the two prices. */
  between: { id: number; name: string; listPrice: number };
}

/**
 * From the shop's database: a goods the demo data gives the demo company a price of its own for,
 * whose kind (the name's second word, e.g. 斜口钳) has at most a page of goods, one of them with no
 * company price and a list price between the goods' company price and its list price: sorted by
 * the list price that one comes first, sorted by the price the company pays it comes after.
 */
function reorderedGoods(): Priced {
  const db = new Database(join(DATA_DIR, 'caigou.sqlite'), { readonly: true, fileMustExist: true, timeout: 10_000 });
  try {
    const now = Date.now();
    const { companyId } = db.prepare(`select company_id as companyId from account where username = 'demo'`).get() as {
      companyId: number;
    };
    const inForce = `cp.company_id = ? and cp.valid_from <= ? and cp.valid_to > ?`;
    const priced = db
      .prepare(
        `select goods.id, goods.goods_name as name, goods.sale_price as listPrice, cp.price as companyPrice,
                goods.quantity, goods.inventory
         from company_price cp join goods on goods.id = cp.goods_id
         where ${inForce} and cp.rate is null and goods.on_sale = 1 and cp.price < goods.sale_price
         order by goods.id`,
      )
      .all(companyId, now, now) as (Omit<Priced, 'keyword' | 'between'> & { inventory: number })[];
    for (const goods of priced) {
      const keyword = goods.name.split(/\s+/)[1];
      if (!keyword || keyword.length < 3 || goods.inventory < goods.quantity * 4) continue;
      const kind = db
        .prepare(
          `select goods.id, goods.goods_name as name, goods.sale_price as listPrice, cp.price as companyPrice
           from goods left join company_price cp on cp.goods_id = goods.id and ${inForce}
           where goods.on_sale = 1 and goods.goods_name like ?`,
        )
        .all(companyId, now, now, `%${keyword}%`) as {
        id: number;
        name: string;
        listPrice: number;
        companyPrice: number | null;
      }[];
      if (kind.length < 3 || kind.length > 20) continue;
      const between = kind.find(
        (other) =>
          other.companyPrice === null && other.listPrice > goods.companyPrice && other.listPrice < goods.listPrice,
      );
      if (between) return { ...goods, keyword, between };
    }
    throw new Error('the demo data has no company price that reorders goods of one kind');
  } finally {
    db.close();
  }
}

const wire = (amount: number) => formatPrice(moneyToWire(amount as Money));
const shown = (amount: number) => `¥${wire(amount)}`;

/** Yuan with two places from ten-thousandths, rounded half up to the fen, computed apart from the app's helpers. */
function yuan(amount: number): string {
  const fen = Math.floor((amount + 50) / 100);
  return `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** The goods cards of a list page: each one's name and the price it shows first (the price to pay), in ten-thousandths. */
async function cards(page: Page): Promise<{ name: string; price: number; marked: boolean }[]> {
  const articles = page.locator('main article.goods-card');
  const list = [];
  for (const card of await articles.all()) {
    const name = (await card.locator('.goods-card-name').innerText()).trim();
    const priceText = await card.locator('.goods-card-price').innerText();
    const match = /¥\s*(\d+)(?:\.(\d{1,4}))?/.exec(priceText);
    if (!match) throw new Error(`no price on the card of ${name}: ${priceText}`);
    const price = Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
    list.push({ name, price, marked: (await card.locator('.company-price-tag').count()) > 0 });
  }
  return list;
}

test('a company with a price list finds its prices sorted and filtered, and pays them', async ({ page }) => {
  const goods = reorderedGoods();
  await logIn(page, 'demo');

  // 1. The kind's goods by price, ascending: ordered by what the company pays.
  await page.goto(`/home/goods/0?keyword=${encodeURIComponent(goods.keyword)}&orderName=sale_price&isAsc=true`);
  const card = page.locator('main article.goods-card').filter({ hasText: goods.name });
  await expect(card.locator('.goods-card-price')).toContainText('协议价');
  await expect(card.locator('.goods-card-price')).toContainText(shown(goods.companyPrice));
  await expect(card.locator('s.list-price')).toHaveText(`原价 ${shown(goods.listPrice)}`);
  const sorted = await cards(page);
  expect(sorted.length, 'goods of the kind found').toBeGreaterThanOrEqual(3);
  expect(
    sorted.some((each) => !each.marked),
    'some goods found at the list price',
  ).toBe(true);
  const prices = sorted.map((each) => each.price);
  expect(prices, 'prices shown non-decreasing').toEqual([...prices].sort((a, b) => a - b));
  const at = sorted.findIndex((each) => each.name === goods.name);
  const betweenAt = sorted.findIndex((each) => each.name === goods.between.name);
  expect(sorted[at]).toEqual({ name: goods.name, price: goods.companyPrice, marked: true });
  expect(sorted[betweenAt]).toEqual({ name: goods.between.name, price: goods.between.listPrice, marked: false });
  // At its list price it would come after the other; at the company's price it comes before.
  expect(at, `${goods.name} placed by its company price`).toBeLessThan(betweenAt);

  // 2. A price range holding the company's price, not the list price (nor the other's list price).
  const low = goods.companyPrice;
  const high = Math.floor((goods.companyPrice + goods.between.listPrice) / 2 / 100) * 100;
  expect(high).toBeGreaterThanOrEqual(low);
  const filter = page.getByRole('form', { name: '价格区间' });
  await filter.getByLabel('最低价').fill(String(moneyToWire(low as Money)));
  await filter.getByLabel('最高价').fill(String(moneyToWire(high as Money)));
  await filter.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/[?&]endPrice=/);
  await expect(page).toHaveURL(new RegExp(`[?&]keyword=${encodeURIComponent(goods.keyword)}`));
  await expect(card.locator('.goods-card-price')).toContainText(shown(goods.companyPrice));
  // The URL moves before the list is replaced (with JavaScript): the other goods leaving says the new list is in.
  await expect(page.locator('main article.goods-card').filter({ hasText: goods.between.name })).toHaveCount(0);
  const filtered = await cards(page);
  expect(filtered.map((each) => each.name)).toContain(goods.name);
  expect(filtered.map((each) => each.name)).not.toContain(goods.between.name);
  for (const each of filtered) {
    expect(each.price, `${each.name} in the range`).toBeGreaterThanOrEqual(low);
    expect(each.price, `${each.name} in the range`).toBeLessThanOrEqual(high);
  }

  // 3. Bought at twice its minimum and paid by transfer: the order at the company's price.
  const quantity = goods.quantity * 2;
  await page.goto(`/home/details/${goods.id}`);
  await expect(page.locator('.detail-price')).toContainText(shown(goods.companyPrice));
  await page.getByRole('spinbutton', { name: /购买数量/ }).fill(String(quantity));
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/container\/getOrderInfo\/\d+$/);
  const lines = page.getByRole('table', { name: '商品' });
  await expect(lines).toContainText(goods.name);
  await expect(lines).toContainText(shown(goods.companyPrice));
  await page.getByRole('radio', { name: '线下支付' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/container\/pay\/\d+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop();

  await page.goto(`/container/orderInfo/${orderId}`);
  const row = page.locator('table.order-lines tbody tr').filter({ hasText: goods.name });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td[data-label="单价"]')).toHaveText(shown(goods.companyPrice));
  await expect(row.locator('td[data-label="数量"]')).toHaveText(String(quantity));
  const total = yuan(goods.companyPrice * quantity);
  await expect(page.locator('dl.order-amounts div').filter({ hasText: '商品总额' }).locator('dd')).toHaveText(total);
  await expect(page.locator('table.order-lines tbody tr')).toHaveCount(1);
});
