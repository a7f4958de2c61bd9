import { expect, test } from './fixtures.ts';

test.describe('home', () => {
  test('renders the frame, categories, navigation and ads in Chinese', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home\/index$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    const mainNav = page.getByRole('navigation', { name: '主导航' });
    await expect(mainNav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav.getByRole('link', { name: '行家优选' })).toBeVisible();

    // The category menu is open on the home page.
    const categories = page.getByRole('navigation', { name: '产品分类' });
    await expect(categories).toBeVisible();
    await expect(categories.getByRole('link', { name: '紧固件' })).toBeVisible();

    await expect(page.getByRole('region', { name: '广告轮播' }).getByRole('img').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '企业常用' })).toBeVisible();
    await expect(page.getByRole('link', { name: /购物车/ })).toBeVisible();
    await expect(page.getByRole('search').getByRole('searchbox', { name: '搜索商品' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '热门搜索' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('版权所有');
    await expect(page.getByRole('link', { name: '返回顶部' })).toHaveAttribute('href', '#top');
  });

  test('a home block’s category tabs are links that switch its goods', async ({ page }) => {
    await page.goto('/home/index');
    const block = page.locator('section.home-block').first();
    const tabs = block.getByRole('navigation').getByRole('link');
    await expect(tabs.first()).toHaveAttribute('aria-current', 'true');
    const firstGoods = await block.locator('.goods-card-name').first().textContent();
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(block.locator('.goods-card-name').first()).not.toHaveText(firstGoods ?? '');
  });

  test('footer help links and friendly links are there', async ({ page }) => {
    await page.goto('/home/index');
    const help = page.getByRole('navigation', { name: '帮助中心' });
    await expect(help.getByRole('link').first()).toHaveAttribute('href', /\/home\/helper\/\d+$/);
    const friendly = page.getByRole('navigation', { name: '友情链接' });
    await expect(friendly.getByRole('link', { name: '清仓特卖' })).toHaveAttribute('href', /\/home\/qctm\/\d+$/);
  });

  test('an unknown path shows the error page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error\?code=404/);
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/home\/index$/);
  });

  test('the error page reads its code and message from the query', async ({ page }) => {
    const response = await page.goto('/error?code=500&msg=服务暂不可用');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { name: '服务暂不可用' })).toBeVisible();
  });

  test('switches to English and back, and remembers the choice', async ({ page }) => {
    await page.goto('/home/index');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.goto('/home/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await page.getByRole('link', { name: '中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { name: '用户登录' })).toBeVisible();
  });

  test('in English the navigation, the categories and the title are English, on one line at 1366 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/home/index?lng=en');
    await expect(page).toHaveTitle('Caigou - one-stop industrial purchasing for companies');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'All goods' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Fasteners' }),
    ).toBeVisible();
    const han = /[\u4e00-\u9fa5]/;
    for (const name of await nav.getByRole('link').allTextContents()) expect(name).not.toMatch(han);
    // One line: every item as tall as one line of text, all on the same row.
    const boxes = await nav.getByRole('link').evaluateAll((links) =>
      links.map((link) => {
        const text = link.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(link);
        return { top: text.top, lines: range.getClientRects().length };
      }),
    );
    for (const box of boxes) expect(box).toEqual({ top: boxes[0]!.top, lines: 1 });
    await page.goto('/home/goods/all?lng=en');
    await expect(page).toHaveTitle('Goods | Caigou');
  });
});
