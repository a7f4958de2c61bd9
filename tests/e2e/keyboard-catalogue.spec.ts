import { expect, test } from './fixtures.ts';
import { skipToContent, tabTo } from './support.ts';

test('keyboard only: search, brand, price, sort, open a detail, add to cart as a visitor', async ({
  page,
  context,
}) => {
  // Hundreds of key presses, each awaited: give it three times the usual time on a busy machine.
  test.slow();
  await page.goto('/home/index');
  const search = page.getByRole('searchbox', { name: '搜索商品' });
  await tabTo(page, search);
  await page.keyboard.type('扳手');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home\/goods\/0\?keyword=/);

  const brand = page.getByRole('group', { name: '品牌' }).locator('.filter-links a').first();
  await skipToContent(page);
  await tabTo(page, brand);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/brandId=\d+/);

  await skipToContent(page);
  await tabTo(page, page.getByLabel('最低价'));
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('最高价')).toBeFocused();
  await page.keyboard.type('100000');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/startPrice=1&endPrice=100000/);

  const sales = page.getByRole('navigation', { name: '排序' }).getByRole('link', { name: '销量' });
  await skipToContent(page);
  await tabTo(page, sales);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/orderName=sale_count/);
  await expect(page).toHaveURL(/brandId=\d+/);

  // The detail opens in a new window (SPEC §2).
  const name = page.locator('.goods-card-name a').first();
  await skipToContent(page);
  await tabTo(page, name);
  const [detail] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await detail.waitForLoadState();
  await expect(detail).toHaveURL(/\/home\/details\/\d+/);

  const addToCart = detail.getByRole('button', { name: '加入购物车' });
  await skipToContent(detail);
  await tabTo(detail, addToCart);
  await detail.keyboard.press('Enter');
  await expect(detail).toHaveURL(/\/home\/login\?redirectTo=%2Fhome%2Fdetails%2F\d+/);
});
