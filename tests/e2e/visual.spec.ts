import { expect, test, type Page } from './fixtures.ts';
import { companyWithPurchase } from './a11y-support.ts';
import { logIn } from './support.ts';

/**
 * Screenshot comparison of the main screens at two desktop sizes, for what a layout slip looks like
 * (cropped banners, a cart label outside its button, a table one character wide).
 * Runs only in the `visual` project; the reference images are in
 * visual.spec.ts-snapshots/ and are renewed with --update-snapshots.
 */
const SIZES = [
  { width: 1366, height: 900 },
  { width: 1920, height: 1080 },
];

/** What changes from run to run: who is logged in, counts, dates, numbers made at run time. */
function volatile(page: Page) {
  return [page.locator('.top-bar-greeting'), page.locator('.cart-badge'), page.locator('time')];
}

/** Stops the carousels where they start, whatever timer or scroll moved them. */
async function settle(page: Page) {
  await page.addStyleTag({ content: '.slider-button { visibility: hidden; } * { scroll-behavior: auto !important; }' });
  await page.evaluate(() => {
    for (const track of document.querySelectorAll<HTMLElement>('.slider-track')) track.scrollLeft = 0;
  });
  await page.evaluate(() => document.fonts.ready);
}

async function snap(page: Page, name: string, mask = volatile(page)) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settle(page);
    await expect(page).toHaveScreenshot(`${name}-${size.width}.png`, { fullPage: false, mask });
  }
}

test.describe('as a visitor', () => {
  test('home, goods list and goods detail', async ({ page }) => {
    // The visual project asks for reduced motion, so the carousels do not advance on their own.
    await page.goto('/home/index');
    await snap(page, 'home');
    await page.goto('/home/goods/all');
    await snap(page, 'goods-list');
    await page.goto('/home/details/5');
    await snap(page, 'goods-detail');
  });
});

test.describe('logged in', () => {
  test('cart and purchase list', async ({ page }, testInfo) => {
    const company = await companyWithPurchase(page.request, testInfo);
    await logIn(page, company.username, company.password);
    await page.goto('/home/details/5');
    await page.getByRole('button', { name: '加入购物车' }).first().click();
    // The cart is read only once the line is in it: going on at once raced the add and showed an empty cart.
    await expect(page.getByRole('status').filter({ hasText: '加入购物车成功' })).toBeVisible();
    await page.goto('/home/cart');
    await snap(page, 'cart');
    await page.goto('/userCenter/purchase');
    const table = page.locator('.purchase-table');
    await expect(table).toBeVisible();
    // The batch, the purchaser and the dates are made at run time; the columns' widths are not.
    const cells = table.locator('td:nth-child(1), td:nth-child(4), td:nth-child(5)');
    await snap(page, 'purchase-list', [...volatile(page), cells]);
  });
});
