import { expect, test, type Page } from './fixtures.ts';
import { jsEnabled, listedGoods, logIn } from './support.ts';

/**
 * A page ships only its own strings, in its language (docs/decisions/0022): the server renders
 * from exactly those, and the browser's i18next reports any key it was not given on the console.
 */

/** What the page logs as an error from now on: a string it did not ship, a hydration mismatch. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Follows a link without leaving the document, as a hydrated page does. */
async function navigate(page: Page, click: () => Promise<void>, url: RegExp) {
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await click();
  await expect(page).toHaveURL(url);
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
    'a client-side navigation',
  ).toBe(true);
}

test('each page a buyer moves to in the browser brings its own strings', async ({ page }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'without JavaScript every page is the server’s, tested by every other spec');
  const errors = consoleErrors(page);
  await logIn(page, 'demo');
  await page.goto('/home/index');
  await page.waitForLoadState('networkidle');

  const mainNav = page.getByRole('navigation', { name: '主导航' });
  await navigate(page, () => mainNav.getByRole('link', { name: '全部商品' }).click(), /\/home\/goods\/all$/);
  await expect(page.getByRole('heading', { name: '全部商品', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('商品列表 | 采购商城');

  await navigate(page, () => page.locator('a[href="/home/cart"]').first().click(), /\/home\/cart$/);
  await expect(page.getByRole('heading', { name: '购物车', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('购物车 | 采购商城');

  // Into the user centre's frame, whose menu and words the shop's pages do not ship.
  await navigate(page, () => page.getByRole('link', { name: '我的订单' }).first().click(), /\/userCenter\/order$/);
  await expect(page.getByRole('heading', { name: '我的订单', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('我的订单 | 采购商城');

  // A goods card opens its page in a new tab: the detail page is a first load of its own.
  const [goods] = await listedGoods(page.request);
  await page.goto(`/home/details/${goods!.id}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: '增加数量' })).toBeVisible();

  expect(errors).toEqual([]);
});

test('a page’s document holds its strings in its language only, and no other area’s', async ({ page }) => {
  await logIn(page, 'demo');
  const english = await (await page.request.get('/home/cart?lng=en')).text();
  expect(english).toContain('{{quantity}} items in the cart');
  expect(english).not.toContain('购物车中有{{quantity}}件商品');
  // The staff console's words are the console's.
  expect(english).not.toContain('Staff console');

  const chinese = await (await page.request.get('/home/cart?lng=zh-CN')).text();
  expect(chinese).toContain('购物车中有{{quantity}}件商品');
  expect(chinese).not.toContain('{{quantity}} items in the cart');
  expect(chinese).not.toContain('员工后台');
});
