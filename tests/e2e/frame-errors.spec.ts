import { expect, test, type Locator, type Page } from './fixtures.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { logIn, staffLogIn } from './support.ts';

/**
 * A missing page inside a frame is the 404 page in that frame: the shop's, the order
 * frame's and the console's header stay, and the page has a <title> (the bare error page
 * of the root had none, which axe counts as serious).
 */

async function expectNotFoundIn(page: Page, path: string, frameHeader: (page: Page) => Locator) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page, path).toHaveTitle('页面不存在 | 采购商城');
  await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  await expect(frameHeader(page), path).toBeVisible();
  // The frame's own <main> holds the error page: one main landmark, not two.
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('页面不存在');
  await expectNoSeriousViolations(page, `404 at ${path}`);
}

test('a missing goods is the 404 page in the shop frame, titled, in either language', async ({ page }) => {
  const shopHeader = (page: Page) => page.getByRole('search').getByRole('searchbox');
  await expectNotFoundIn(page, '/home/details/999999', shopHeader);
  await expect(page.getByRole('contentinfo')).toBeVisible();

  const response = await page.goto('/home/details/999999?lng=en');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found | Caigou');
  await expect(page.getByRole('heading', { level: 1, name: 'The page does not exist' })).toBeVisible();
});

test('a missing order is the 404 page in the order frame', async ({ page }) => {
  await logIn(page, 'demo');
  await expectNotFoundIn(page, '/container/orderInfo/999999', (page) =>
    page.getByRole('navigation', { name: '用户中心快捷链接' }),
  );
});

test('a missing order or refund is the 404 page in the console', async ({ page }) => {
  await staffLogIn(page, 'staff_admin');
  const consoleHeader = (page: Page) => page.getByRole('navigation', { name: '后台导航' });
  await expectNotFoundIn(page, '/admin/invoices/reverse', consoleHeader);
  await expectNotFoundIn(page, '/admin/orders/999999', consoleHeader);
});
