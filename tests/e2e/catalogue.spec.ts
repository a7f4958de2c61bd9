import { expect, test } from './fixtures.ts';
import { jsEnabled, logIn, outOfStockGoods } from './support.ts';

test.describe('category menu and category pages', () => {
  test('the category menu leads to a category page, then to a goods list', async ({ page }) => {
    await page.goto('/home/index');
    const menu = page.getByRole('navigation', { name: '产品分类' });
    await menu.getByRole('link', { name: '紧固件' }).hover();
    await menu.getByRole('link', { name: '螺栓', exact: true }).click();
    await expect(page).toHaveURL(/\/home\/cate\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '螺栓' })).toBeVisible();
    // The pointer leaves the menu, as a person's would.
    await page.mouse.move(900, 900);

    await page.getByRole('main').getByRole('link', { name: '六角螺栓' }).click();
    await expect(page).toHaveURL(/\/home\/goods\/\d+$/);
    const crumbs = page.getByRole('navigation', { name: '当前位置' });
    await expect(crumbs).toContainText('紧固件');
    await expect(crumbs).toContainText('六角螺栓');
    await expect(page.getByRole('list', { name: '六角螺栓' }).getByRole('listitem').first()).toBeVisible();
  });

  test('a third-level link in the menu goes straight to its goods', async ({ page }) => {
    await page.goto('/home/index');
    const menu = page.getByRole('navigation', { name: '产品分类' });
    await menu.getByRole('link', { name: '紧固件' }).hover();
    await menu.getByRole('link', { name: '六角螺栓' }).click();
    await expect(page).toHaveURL(/\/home\/goods\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '六角螺栓' })).toBeVisible();
  });

  test('away from home the menu opens on keyboard focus', async ({ page }) => {
    await page.goto('/home/login');
    const menu = page.getByRole('navigation', { name: '产品分类' });
    // Away from home only the menu's title shows; its list opens on focus.
    await expect(menu.getByRole('list').first()).toBeHidden();
    await page.getByRole('link', { name: '产品分类' }).focus();
    await expect(menu.getByRole('list').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: '紧固件' })).toBeFocused();
    // Its flyout opens with it, and Tab walks into it.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', /\/home\/cate\/\d+$/);
  });
});

test.describe('goods list', () => {
  test('keyword search from the top box, then the price sort both ways', async ({ page }) => {
    await page.goto('/home/index');
    await page.getByRole('searchbox', { name: '搜索商品' }).fill('扳手');
    await page.getByRole('searchbox', { name: '搜索商品' }).press('Enter');
    await expect(page).toHaveURL(/\/home\/goods\/0\?keyword=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“扳手”的搜索结果');
    // Keyword mode hides the category filters.
    await expect(page.getByRole('group', { name: '分类' })).toHaveCount(0);
    const names = page.locator('.goods-card-name');
    await expect(names.first()).toContainText('扳手');

    const sorts = page.getByRole('navigation', { name: '排序' });
    await sorts.getByRole('link', { name: '价格' }).click();
    await expect(sorts.getByRole('link', { name: /价格/ })).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/orderName=sale_price/);
    const prices = async () =>
      (await page.locator('.goods-card-price').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));
    const descending = await prices();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await sorts.getByRole('link', { name: /价格/ }).click();
    await expect(page).toHaveURL(/isAsc=true/);
    await expect
      .poll(async () => {
        const ascending = await prices();
        return ascending.join() === [...ascending].sort((a, b) => a - b).join();
      })
      .toBe(true);
  });

  test('brand and parameter filters show as tags that close, and clear all', async ({ page }) => {
    await page.goto('/home/goods/all');
    const brands = page.getByRole('group', { name: '品牌' });
    const firstBrand = brands.locator('.filter-links a').first();
    const brandName = (await firstBrand.textContent()) ?? '';
    await firstBrand.click();
    await expect(page).toHaveURL(/brandId=\d+/);
    const chosen = page.getByRole('group', { name: '已选条件' });
    await expect(chosen.getByRole('link', { name: `移除条件 ${brandName}` })).toBeVisible();
    await chosen.getByRole('link', { name: `移除条件 ${brandName}` }).click();
    await expect(page).not.toHaveURL(/brandId/);

    await page.goto('/home/index');
    const menu = page.getByRole('navigation', { name: '产品分类' });
    await menu.getByRole('link', { name: '紧固件' }).hover();
    await menu.getByRole('link', { name: '六角螺栓' }).click();
    await expect(page).toHaveURL(/\/home\/goods\/\d+$/);
    await page.mouse.move(900, 900);
    const totalBefore = await page.locator('.pagination-total').textContent();
    const material = page.getByRole('group', { name: '材质' });
    const tag = (await material.getByRole('link').first().textContent()) ?? '';
    await material.getByRole('link').first().click();
    await expect(page).toHaveURL(/categoryParam=/);
    await expect(page.getByRole('link', { name: `移除条件 材质：${tag}` })).toBeVisible();
    await expect(page.locator('.pagination-total')).not.toHaveText(totalBefore ?? '');
    await page.getByRole('link', { name: '清空筛选' }).first().click();
    await expect(page).not.toHaveURL(/categoryParam/);
  });

  test('a price range applies only with both ends, and pages go back to 1', async ({ page }) => {
    await page.goto('/home/goods/all?page=2');
    await page.getByLabel('最低价').fill('10');
    await page.getByRole('button', { name: '确定' }).first().click();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByRole('group', { name: '已选条件' })).toHaveCount(0);

    await page.getByLabel('最低价').fill('10');
    await page.getByLabel('最高价').fill('20');
    await page.getByRole('button', { name: '确定' }).first().click();
    await expect(page.getByRole('link', { name: '移除条件 10–20' })).toBeVisible();
    for (const text of await page.locator('.goods-card-price').allTextContents()) {
      const price = Number(text.replace(/[^\d.]/g, ''));
      expect(price).toBeGreaterThanOrEqual(10);
      expect(price).toBeLessThanOrEqual(20);
    }
  });

  test('paging and page size', async ({ page }) => {
    await page.goto('/home/goods/all');
    await expect(page.locator('.goods-list > li')).toHaveCount(20);
    const paging = page.getByRole('navigation', { name: '分页' });
    await paging.getByRole('link', { name: '第2页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(paging.locator('[aria-current="page"]')).toHaveText('2');
    await paging.getByLabel('每页条数').selectOption('40');
    await paging.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/limit=40/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.locator('.goods-list > li')).toHaveCount(40);
  });

  test('nothing found shows the empty state', async ({ page }) => {
    await page.goto('/home/goods/0?keyword=不存在的商品名称');
    await expect(page.getByText('没有找到相关商品')).toBeVisible();
  });

  test('a bad price in the URL is refused with a clear message, not an error page', async ({ page }) => {
    const response = await page.goto('/home/goods/all?startPrice=-5&endPrice=abc');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('alert').filter({ hasText: '价格必须是不小于0的数字' })).toBeVisible();
  });

  test('add to cart sends a visitor to login and back', async ({ page }) => {
    await page.goto('/home/goods/all');
    // Clicked while the page was still hydrating, the click could be lost.
    await page.waitForLoadState('networkidle');
    await page.locator('.goods-list .add-to-cart-button').first().click();
    await expect(page).toHaveURL(/\/home\/login\?redirectTo=%2Fhome%2Fgoods%2Fall/);
  });

  test('goods out of stock are marked 暂时缺货 and offer no add to cart, and a screen reader hears why', async ({
    page,
  }) => {
    const goods = await outOfStockGoods(page.request);
    await page.goto(`/home/goods/0?keyword=${goods.goodsCode}`);
    const card = page.locator('.goods-list > li').filter({ has: page.getByRole('link', { name: goods.goodsName }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('暂时缺货', { exact: true })).toBeVisible();
    const button = card.getByRole('button', { name: `将${goods.goodsName}加入购物车` });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('暂时缺货，无法购买');
    // No quantity to choose and nothing to submit: the card holds no form at all.
    await expect(card.getByRole('spinbutton')).toHaveCount(0);
    await expect(card.locator('form')).toHaveCount(0);
  });

  test('a buyer adds to cart and the badge counts it', async ({ page }, testInfo) => {
    // Each project its own account, so the two runs never count each other's lines.
    if (jsEnabled(testInfo)) await logIn(page, 'other', 'Other12345');
    else await logIn(page, 'demo_buyer');
    await page.goto('/home/goods/all');
    const badge = page.locator('.cart-badge');
    const before = Number(await badge.textContent());
    const card = page.locator('.goods-list > li').nth(3 + testInfo.retry);
    const minimum = Number(await card.getByRole('spinbutton').inputValue());
    await card.getByRole('spinbutton').fill(String(minimum + 1));
    await card.getByRole('button', { name: /加入购物车/ }).click();
    await expect(page.getByRole('status').filter({ hasText: '加入购物车成功' })).toBeVisible();
    await expect(badge).toHaveText(String(before + 1));
  });
});
