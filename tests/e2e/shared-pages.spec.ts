import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from './fixtures.ts';
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from 'react-router';
import { stockedGoods } from './orders-support.ts';
import { goodsUpdatedAt, jsEnabled, logIn, restoreGoodsUpdatedAt, staffLogIn } from './support.ts';

/**
 * Logged-in buyers' storefront pages are shared pages (docs/decisions/0023): rendered once for
 * every buyer of a language and filled with each buyer's own parts. These tests hold that no
 * buyer or company ever sees another's parts, that a shared page is the page a render for the
 * buyer alone would have been, and that a staff member's price change shows at once.
 */

const SHARED_PAGES = ['/home/index', '/home/goods/all', '/home/goods/138'];

async function buyerPage(browser: Browser, testInfo: TestInfo, username: string): Promise<Page> {
  const page = await browser.newPage({ javaScriptEnabled: jsEnabled(testInfo) });
  await logIn(page, username);
  // The login's toast is shown (and its cookie removed) on the first page.
  await page.goto('/home/index');
  return page;
}

/** The page's session cookie, to ask for the same page as another request would. */
async function sessionCookie(page: Page): Promise<string> {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'caigou_session');
  return `caigou_session=${session!.value}`;
}

/** The HTML without its scripts and nonces, and the loader data the scripts carry, decoded. */
async function pageParts(html: string) {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map(
    (match) => JSON.parse(match[1]!) as string,
  );
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  const data = (await decodeTurboStream(stream, globalThis)).value;
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/g, '<script/>').replace(/nonce="[^"]*"/g, 'nonce=""');
  return { markup, data };
}

async function fetchPage(request: APIRequestContext, path: string, cookie: string) {
  const response = await request.get(path, { headers: { Cookie: cookie } });
  expect(response.status(), path).toBe(200);
  return { source: response.headers()['x-page-cache'], html: await response.text() };
}

test('two companies’ buyers in two languages each see only their own greeting and cart', async ({
  browser,
}, testInfo) => {
  const east = await buyerPage(browser, testInfo, 'huadong');
  const south = await buyerPage(browser, testInfo, 'huanan');
  await south.goto('/home/index?lng=en');
  for (const path of SHARED_PAGES) {
    const eastAnswer = await east.goto(path);
    const southAnswer = await south.goto(path);
    expect(eastAnswer!.headers()['x-page-cache'], path).toBe('shared');
    expect(southAnswer!.headers()['x-page-cache'], path).toBe('shared');
    await expect(east.getByText('您好，huadong')).toBeVisible();
    await expect(south.getByText('Hello, huanan')).toBeVisible();
    await expect(east.locator('body')).not.toContainText('huanan');
    await expect(south.locator('body')).not.toContainText('huadong');
    await expect(south.getByRole('link', { name: /^Cart/ })).toBeVisible();
  }

  // A goods in one buyer's cart counts in that buyer's badge only (each project its own goods: they run side by side).
  const goods = await stockedGoods(east.request, jsEnabled(testInfo) ? 210 : 270);
  const eastCart = Number(await east.locator('.cart-badge').textContent());
  const southCart = Number(await south.locator('.cart-badge').textContent());
  await east.goto(`/home/details/${goods.id}`);
  await east.getByRole('spinbutton', { name: /购买数量/ }).fill(String(goods.quantity));
  await east.getByRole('button', { name: '加入购物车' }).click();
  await expect(east.getByRole('status').filter({ hasText: '加入购物车成功' })).toBeVisible();
  await expect(east.locator('.cart-badge')).toHaveText(String(eastCart + 1));
  await east.goto('/home/goods/all');
  await expect(east.locator('.cart-badge')).toHaveText(String(eastCart + 1));
  await south.goto('/home/goods/all');
  await expect(south.locator('.cart-badge')).toHaveText(String(southCart));
  await east.close();
  await south.close();
});

test('a shared page is the page rendered for the buyer alone, and a favourite is the buyer’s own', async ({
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'no-js', 'compares answers, not a browser: once is enough');
  const buyer = await buyerPage(browser, testInfo, 'huadong');
  const other = await buyerPage(browser, testInfo, 'huanan');
  const goods = await stockedGoods(buyer.request, 220);
  // One of them keeps it as a favourite; the detail page says so to that buyer only.
  await buyer.goto(`/home/details/${goods.id}`);
  await buyer.getByRole('button', { name: '收藏', exact: true }).click();
  await expect(buyer.locator('#detail-favourited')).toHaveText('已收藏');
  await other.goto(`/home/details/${goods.id}`);
  await expect(other.getByRole('button', { name: '收藏', exact: true })).toBeVisible();
  await expect(other.locator('#detail-favourited')).toBeEmpty();

  const request = await playwright.request.newContext({ baseURL });
  const cookie = await sessionCookie(buyer);
  for (const path of [...SHARED_PAGES, `/home/details/${goods.id}`, '/home/goods/all?lng=en']) {
    const shared = await fetchPage(request, path, cookie);
    // Any other cookie makes the page render for this request alone.
    const alone = await fetchPage(request, path, `${cookie}; alone=1`);
    expect(shared.source, path).toBe('shared');
    expect(alone.source, path).toBeUndefined();
    const [a, b] = await Promise.all([pageParts(shared.html), pageParts(alone.html)]);
    expect(a.markup, path).toBe(b.markup);
    expect(a.data, path).toEqual(b.data);
  }
  await buyer.getByRole('button', { name: '取消收藏' }).click();
  await expect(buyer.getByRole('button', { name: '收藏', exact: true })).toBeVisible();
  await request.dispose();
  await buyer.close();
  await other.close();
});

test('a price staff change shows at once to a buyer on the goods’ page and in its list', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'one staff change is enough; the pages are the same without JavaScript');
  const buyer = await buyerPage(browser, testInfo, 'huadong');
  const goods = await stockedGoods(buyer.request, 230);
  await buyer.goto(`/home/details/${goods.id}`);
  await buyer.reload();
  const staffPage = await browser.newPage();
  await staffLogIn(staffPage, 'staff_finance');
  const setPrice = async (yuan: string) => {
    await staffPage.goto(`/admin/goods?q=${encodeURIComponent(goods.goodsName)}`);
    const price = staffPage.getByLabel(`${goods.goodsName}的价格（元）`);
    const before = (await price.inputValue()).trim();
    await price.fill(yuan);
    const saved = staffPage.waitForResponse((response) => response.request().method() === 'POST');
    await price.press('Enter');
    await saved;
    await expect(staffPage.getByText('商品已更新')).toBeVisible();
    return before;
  };
  const updatedAt = goodsUpdatedAt(goods.id);
  const original = await setPrice('4321.09');
  try {
    const answer = await buyer.goto(`/home/details/${goods.id}`);
    expect(answer!.headers()['x-page-cache']).toBe('shared');
    await expect(buyer.locator('main')).toContainText('4321.09');
    await buyer.goto(`/home/goods/all?keyword=${encodeURIComponent(goods.goodsName)}`);
    await expect(buyer.locator('main')).toContainText('4321.09');
  } finally {
    await setPrice(original);
    restoreGoodsUpdatedAt(goods.id, updatedAt);
  }
  await staffPage.close();
  await buyer.close();
});

test('a shared page hydrates without a mismatch', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'hydration needs JavaScript');
  const buyer = await buyerPage(browser, testInfo, 'huadong');
  const problems: string[] = [];
  buyer.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  buyer.on('pageerror', (error) => problems.push(error.message));
  for (const path of [...SHARED_PAGES, '/home/details/240']) {
    const answer = await buyer.goto(path);
    expect(answer!.headers()['x-page-cache'], path).toBe('shared');
    await buyer.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
  await buyer.close();
});
