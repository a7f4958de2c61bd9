import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { expect, test, type Page } from './fixtures.ts';
import { placeOrder, setUpDelivery, stockedGoods } from './orders-support.ts';
import { jsEnabled, logIn, registerApprovedCompany, restToken, skipToContent, staffLogIn, tabTo } from './support.ts';

interface Goods {
  id: number;
  goods_code: string;
  goods_name: string;
  quantity: number;
}

/**
 * Goods on sale with plenty of stock, read from the test shop's database (the list's wire shape
 * carries no goods code), away from the first goods other specs look at.
 */
function stockedCodes(count: number, skip: number): Goods[] {
  const db = new Database(join(process.env.E2E_DATA_DIR ?? 'data/e2e', 'caigou.sqlite'), {
    fileMustExist: true,
    readonly: true,
    timeout: 10_000,
  });
  try {
    return db
      .prepare(
        'select id, goods_code, goods_name, quantity from goods where on_sale = 1 and inventory >= 1000 and quantity <= 50 order by id limit ? offset ?',
      )
      .all(count, skip) as Goods[];
  } finally {
    db.close();
  }
}

/** What Excel or WPS puts on the clipboard: a header row, then tab-separated cells, CRLF line ends. */
const spreadsheetCopy = (goods: Goods[], extra: string[] = []) =>
  [
    '商品编码\t商品名称\t数量',
    ...goods.map((row) => `${row.goods_code}\t${row.goods_name}\t${row.quantity}`),
    ...extra,
  ].join('\r\n');

async function expectStatus(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}

test.describe('quick order (快速下单)', () => {
  test('50 lines pasted from a spreadsheet: review, into the cart, checkout', async ({ page }, testInfo) => {
    test.slow();
    const company = await registerApprovedCompany(page.request, testInfo);
    const goods = stockedCodes(50, 120);
    await logIn(page, company.username, company.password);
    await page.goto('/home/index');
    await page.getByRole('link', { name: '快速下单' }).first().click();
    await expect(page).toHaveURL(/\/userCenter\/quickOrder$/);
    await expectNoSeriousViolations(page, 'quick order');

    // Nothing typed: the form says so, and focus goes back to the field.
    const text = page.getByRole('textbox', { name: /商品编码或货号, 数量/ });
    await page.getByRole('button', { name: '检查清单' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请填写商品编码和数量' }).first()).toBeVisible();
    await expect(text).toBeFocused();

    await text.fill(
      spreadsheetCopy(goods, ['NO-SUCH-CODE-1\t\t2', `${goods[0]!.goods_code}\t\t${goods[0]!.quantity}`]),
    );
    // With JavaScript the lines are checked as they are typed.
    if (jsEnabled(testInfo)) await expectStatus(page, '共51行：50行可加入购物车，1行不能加入。');
    await page.getByRole('button', { name: '检查清单' }).click();
    await expect(page).toHaveURL(/\/userCenter\/quickOrder\?review=/);
    await expect(page.getByRole('heading', { name: '核对清单', level: 1 })).toBeVisible();
    await expect(page.getByText('共51行：50行可加入购物车，1行不能加入。')).toBeVisible();
    await expect(page.getByText('第一行是表头，已跳过。')).toBeVisible();
    const table = page.getByRole('table', { name: '清单明细' });
    await expect(table.getByRole('row').filter({ hasText: 'NO-SUCH-CODE-1' })).toContainText('找不到该商品编码或货号');
    // The same code twice: one line, its quantities added, said so.
    const first = table.getByRole('row').filter({ hasText: goods[0]!.goods_code });
    await expect(first).toContainText(String(goods[0]!.quantity * 2));
    await expect(first).toContainText('已合并第53行');
    await expectNoSeriousViolations(page, 'quick order review');

    await page.getByRole('button', { name: '确认加入购物车（50行）' }).click();
    await expect(page.getByRole('heading', { name: '已加入购物车', level: 1 })).toBeVisible();
    await expectStatus(page, '已加入购物车50行，1行未加入');
    await expect(table.getByRole('row').filter({ hasText: 'NO-SUCH-CODE-1' })).toContainText('找不到该商品编码或货号');
    await expectNoSeriousViolations(page, 'quick order added');

    // The same review once more (a second tab, Back and submit again): nothing is added twice.
    const review = new URL(page.url()).searchParams.get('review')!;
    const again = await page.request.post('/userCenter/quickOrder', {
      form: { intent: 'confirm', review },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(302);

    await page.getByRole('link', { name: '去购物车结算' }).click();
    await expect(page).toHaveURL(/\/home\/cart$/);
    const cart = page.getByRole('table', { name: '购物车中的商品' });
    await expect(cart.getByRole('row')).toHaveCount(51);
    await expect(page.locator('.cart-badge')).toHaveText('50');
    await expect(cart.getByRole('row').filter({ hasText: goods[0]!.goods_name })).toHaveCount(1);
    await expect(cart.getByRole('spinbutton', { name: `${goods[0]!.goods_name}的购买数量` })).toHaveValue(
      String(goods[0]!.quantity * 2),
    );
    await page.getByRole('button', { name: '去结算' }).click();
    await expect(page).toHaveURL(/\/container\/getOrderInfo\/\d+$/);
  });

  test('keyboard only, from the paste to the checkout', async ({ page }, testInfo) => {
    test.slow();
    const company = await registerApprovedCompany(page.request, testInfo);
    const goods = stockedCodes(3, 200);
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/quickOrder');
    await skipToContent(page);
    const text = page.getByRole('textbox', { name: /商品编码或货号, 数量/ });
    await tabTo(page, text);
    for (const row of goods) {
      await page.keyboard.type(`${row.goods_code}，${row.quantity}`);
      await page.keyboard.press('Enter');
    }
    await tabTo(page, page.getByRole('button', { name: '检查清单' }));
    await page.keyboard.press('Enter');
    // The review arrives with its one button focused.
    const confirm = page.getByRole('button', { name: '确认加入购物车（3行）' });
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    const toCart = page.getByRole('link', { name: '去购物车结算' });
    await expect(toCart).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home\/cart$/);
    await skipToContent(page);
    await tabTo(page, page.getByRole('button', { name: '去结算' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/container\/getOrderInfo\/\d+$/);
  });

  test('a file of the list: .csv', async ({ page }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    const goods = stockedCodes(2, 240);
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/quickOrder');
    const file = page.getByLabel('.xlsx 或 .csv 文件');
    await file.setInputFiles({
      name: 'list.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    await page.getByRole('button', { name: '上传并检查' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '只能上传 .xlsx 或 .csv 文件' }).first()).toBeVisible();
    await file.setInputFiles({
      name: 'list.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`商品编码,数量\n${goods.map((row) => `${row.goods_code},${row.quantity}`).join('\n')}\n`),
    });
    await page.getByRole('button', { name: '上传并检查' }).click();
    await expect(page.getByText('共2行：2行可加入购物车，0行不能加入。')).toBeVisible();
  });

  test('re-order: an order’s lines back to the cart at today’s prices; another company’s is not found', async ({
    page,
  }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    const token = await restToken(page.request, company.username, company.password);
    await setUpDelivery(page.request, token, company.mobile);
    const goods = await stockedGoods(page.request, 60);
    const order = await placeOrder(page.request, token, goods);
    await logIn(page, company.username, company.password);
    // From the order list's row, as a buyer finds it.
    await page.goto(`/userCenter/order?orderNo=${order.orderNo}`);
    await page.getByRole('button', { name: '再次购买' }).first().click();
    await expect(page.getByRole('heading', { name: `再次购买：订单${order.orderNo}`, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '确认加入购物车（1行）' }).click();
    await expectStatus(page, '已加入购物车1行');
    await page.goto('/home/cart');
    await expect(page.getByRole('table', { name: '购物车中的商品' })).toContainText(goods.goodsName);

    const theirs = await page.request.post('/userCenter/reorder', { form: { orderId: 1 }, maxRedirects: 0 });
    expect(theirs.status()).toBe(404);
  });

  test('reflows at 320 px: the forms and the review scroll only inside the table', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await logIn(page, 'demo');
    const wide = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto('/userCenter/quickOrder');
    expect(await wide()).toBeLessThanOrEqual(320);
    await page.goto('/userCenter/quickOrder?review=demo-quick-order-0001');
    await expect(page.getByRole('heading', { name: '已加入购物车', level: 1 })).toBeVisible();
    expect(await wide()).toBeLessThanOrEqual(320);
  });

  test('staff see the codes quick orders did not find, and export them', async ({ page }) => {
    await staffLogIn(page, 'staff_viewer');
    await page.goto('/admin/quickOrderMisses');
    await expect(page.getByRole('heading', { name: '快速下单未找到的编码', level: 1 })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'GB5783-M10X40' })).toBeVisible();
    await expectNoSeriousViolations(page, 'quick order misses');
    const csv = await page.request.get('/admin/quickOrderMisses/csv');
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(await csv.text()).toContain('GB5783-M10X40');
  });
});
