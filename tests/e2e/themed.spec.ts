import { expect, test, type Page } from './fixtures.ts';
import { jsEnabled } from './support.ts';

/** The navigation-themed pages and the category goods listing, reached as a visitor would: from the main nav. */

async function openFromNav(page: Page, name: string, path: RegExp) {
  await page.goto('/home/index');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A navigation item's id, as the backend lists it (the main nav's links leave out the ids of 首页 and 全部商品). */
async function navigationId(page: Page, name: string): Promise<number> {
  const reply = await page.request.get('/rest/navigation/list');
  const items = ((await reply.json()) as { data: { id: number; name: string }[] }).data;
  const item = items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`no navigation item ${name}`);
  return item.id;
}

const prices = async (list: ReturnType<Page['getByRole']>) =>
  (await list.locator('.goods-card-price').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));

test.describe('navigation-themed pages', () => {
  test('行家优选: its carousel and a section of goods per category', async ({ page }) => {
    await openFromNav(page, '行家优选', /\/home\/hyyx\/\d+$/);
    await expect(page.getByRole('region', { name: '行家优选广告轮播' }).getByRole('img').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '六角螺栓' })).toBeVisible();
    await expect(page.getByRole('list', { name: '六角螺栓' }).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('link', { name: '查看冲击钻全部商品' }).click();
    await expect(page).toHaveURL(/\/home\/goods\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '冲击钻' })).toBeVisible();
  });

  test('清仓特卖: a section per clearance category', async ({ page }) => {
    await openFromNav(page, '清仓特卖', /\/home\/qctm\/\d+$/);
    for (const name of ['膨胀螺栓', '卷尺', '防尘口罩']) {
      await expect(page.getByRole('list', { name }).getByRole('listitem').first()).toBeVisible();
    }
  });

  test('内容资讯: the news by group, and 6 featured goods', async ({ page }) => {
    await openFromNav(page, '内容资讯', /\/home\/info\/\d+$/);
    const news = page.getByRole('region', { name: '资讯动态' });
    await expect(news.getByRole('heading', { level: 3, name: '新手指南' })).toBeVisible();
    await expect(news.getByRole('link', { name: '注册与审核' })).toHaveAttribute('href', /\/home\/helper\/\d+$/);
    await expect(page.getByRole('list', { name: '精选商品' }).getByRole('listitem')).toHaveCount(6);
    await page.getByRole('link', { name: '查看更多商品' }).click();
    await expect(page).toHaveURL(/\/home\/cgoods\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '内容资讯' })).toBeVisible();
  });

  test('集团采购: its sections, and for a visitor a way to log in instead of the repurchase zone', async ({ page }) => {
    await openFromNav(page, '集团采购', /\/home\/jtcg\/\d+$/);
    await expect(page.getByRole('list', { name: '打印纸' }).getByRole('listitem').first()).toBeVisible();
    const zone = page.getByRole('region', { name: '复购专区' });
    await expect(zone).toContainText('登录后即可查看您的复购专区');
    await expect(zone.getByRole('list')).toHaveCount(0);
  });

  test('集团采购: the repurchase zone appears after login, and its goods go to the cart', async ({
    page,
  }, testInfo) => {
    await openFromNav(page, '集团采购', /\/home\/jtcg\/\d+$/);
    const here = page.url();
    await page.getByRole('region', { name: '复购专区' }).getByRole('link', { name: '立即登录' }).click();
    await expect(page).toHaveURL(/\/home\/login\?redirectTo=%2Fhome%2Fjtcg%2F\d+/);
    // Each project its own account, so the two runs never see each other's carts.
    await page.getByLabel('用户名').fill(jsEnabled(testInfo) ? 'demo_approver' : 'demo');
    await page.getByLabel('密码', { exact: true }).fill('Demo12345');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(here);

    const zone = page.getByRole('list', { name: '复购专区' });
    await expect(zone.getByRole('listitem')).toHaveCount(10);
    const first = zone.getByRole('listitem').first();
    const name = (await first.locator('.goods-card-name').textContent()) ?? '';
    await first.getByRole('button', { name: /加入购物车/ }).click();
    await expect(page.getByRole('status').filter({ hasText: '加入购物车成功' })).toBeVisible();
    await expect(zone.getByRole('listitem').first().locator('.goods-card-name')).toHaveText(name);
  });

  test('the variant follows the navigation: 定制商品 in the group page is the customised one', async ({ page }) => {
    const customised = await navigationId(page, '定制商品');
    await page.goto(`/home/jtcg/${customised}`);
    await expect(page.getByRole('heading', { level: 1, name: '定制商品' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '企业专属定制' })).toBeVisible();
    await expect(page.getByRole('region', { name: '复购专区' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: '安全帽' }).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('link', { name: '查看全部定制商品' }).click();
    await expect(page).toHaveURL(new RegExp(`/home/cgoods/${customised}$`));

    const picks = await navigationId(page, '行家优选');
    await page.goto(`/home/jtcg/${picks}`);
    await expect(page.getByRole('heading', { level: 1, name: '行家优选' })).toBeVisible();
    await expect(page.getByRole('region', { name: '复购专区' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: '企业专属定制' })).toHaveCount(0);
  });

  test('unknown and non-themed navigation ids are the 404 page', async ({ page }) => {
    const home = await navigationId(page, '首页');
    for (const path of [
      '/home/hyyx/999999',
      `/home/jtcg/${home}`,
      '/home/qctm/abc',
      '/home/info/0',
      '/home/cgoods/-1',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    }
  });
});

test.describe('category goods listing (cgoods)', () => {
  test('3 hot recommendations, sorts, paging', async ({ page }) => {
    await openFromNav(page, '定制商品', /\/home\/cgoods\/\d+$/);
    await expect(page.getByRole('list', { name: '热门推荐' }).getByRole('listitem')).toHaveCount(3);

    const list = page.getByRole('list', { name: '定制商品', exact: true });
    await expect(list.getByRole('listitem')).toHaveCount(20);
    const paging = page.getByRole('navigation', { name: '分页' });
    await paging.getByRole('link', { name: '第2页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(paging.locator('[aria-current="page"]')).toHaveText('2');
    const secondPage = await list.getByRole('listitem').count();
    expect(secondPage).toBeGreaterThan(0);
    expect(secondPage).toBeLessThanOrEqual(20);

    const sorts = page.getByRole('navigation', { name: '排序' });
    await sorts.getByRole('link', { name: '价格' }).click();
    await expect(page).toHaveURL(/orderName=sale_price/);
    // A sort goes back to page 1.
    await expect(page).not.toHaveURL(/page=2/);
    await expect(sorts.getByRole('link', { name: /价格/ })).toHaveAttribute('aria-current', 'true');
    await expect.poll(async () => (await prices(list)).length).toBe(20);
    const descending = await prices(list);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  test('a price range applies with both ends; nothing in range shows the no-data message', async ({ page }) => {
    await openFromNav(page, '定制商品', /\/home\/cgoods\/\d+$/);
    await page.getByLabel('最低价').fill('10');
    await page.getByLabel('最高价').fill('30');
    await page.getByRole('button', { name: '确定' }).first().click();
    await expect(page).toHaveURL(/startPrice=10&endPrice=30/);
    const list = page.getByRole('list', { name: '定制商品', exact: true });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    for (const price of await prices(list)) {
      expect(price).toBeGreaterThanOrEqual(10);
      expect(price).toBeLessThanOrEqual(30);
    }

    await page.getByLabel('最低价').fill('100000');
    await page.getByLabel('最高价').fill('200000');
    await page.getByRole('button', { name: '确定' }).first().click();
    await expect(page).toHaveURL(/startPrice=100000/);
    await expect(page.getByText('没有找到相关商品')).toBeVisible();
    await page.getByRole('link', { name: '清空筛选' }).click();
    await expect(page).not.toHaveURL(/startPrice/);
    await expect(list.getByRole('listitem')).toHaveCount(20);
  });

  test('add to cart as a visitor goes to login, with the way back', async ({ page }) => {
    await openFromNav(page, '定制商品', /\/home\/cgoods\/\d+$/);
    const card = page.getByRole('list', { name: '定制商品', exact: true }).getByRole('listitem').first();
    await expect(card.getByRole('spinbutton')).toBeVisible();
    await card.getByRole('button', { name: /加入购物车/ }).click();
    await expect(page).toHaveURL(/\/home\/login\?redirectTo=%2Fhome%2Fcgoods%2F\d+/);
  });
});
