import { expect, test, type Page } from './fixtures.ts';
import { jsEnabled, listedGoods, logIn, outOfStockGoods, registerApprovedCompany, restToken } from './support.ts';

async function expectAlert(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

async function expectStatus(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}

const grid = (page: Page) => page.getByRole('list', { name: '收藏的商品' });

test.describe('favourites (我的收藏)', () => {
  test('the goods detail says 已收藏 for a favourite, and 取消收藏 there removes it', async ({ page }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    const [goods] = await listedGoods(page.request);
    if (!goods) throw new Error('no listed goods');
    await logIn(page, company.username, company.password);
    await page.goto(`/home/details/${goods.id}`);
    const favourite = page.getByRole('button', { name: '收藏', exact: true });
    await expect(page.getByText('已收藏', { exact: true })).toHaveCount(0);
    await favourite.click();
    await expectStatus(page, '收藏成功');
    // The goods says it is a favourite, and the one button left undoes it; a reload says the same.
    await expect(page.getByText('已收藏', { exact: true })).toBeVisible();
    await expect(favourite).toHaveCount(0);
    await page.reload();
    const remove = page.getByRole('button', { name: '取消收藏' });
    await expect(remove).toHaveAccessibleDescription('已收藏');
    await remove.click();
    await expectStatus(page, '已取消收藏');
    await expect(favourite).toBeVisible();
    await expect(page.getByText('已收藏', { exact: true })).toHaveCount(0);
    await page.goto('/userCenter/collection');
    await expect(grid(page)).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(goods.goodsName);
  });

  test('a favourite out of stock is marked 暂时缺货 and offers no add to cart, as in the goods lists', async ({
    page,
  }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    const goods = await outOfStockGoods(page.request);
    const token = await restToken(page.request, company.username, company.password);
    const added = await page.request.post('/rest/collection/add', { form: { goodsId: goods.id, token } });
    expect(await added.json()).toMatchObject({ code: 0 });
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/collection');
    const card = grid(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: goods.goodsName }) });
    await expect(card.getByText('暂时缺货', { exact: true })).toBeVisible();
    const button = card.getByRole('button', { name: `将${goods.goodsName}加入购物车` });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('暂时缺货，无法购买');
    await expect(card.locator('form')).toHaveCount(0);
  });

  test('favourite from the detail page, find it, add it to the cart, and cancel in manage mode', async ({
    page,
  }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    const goods = (await listedGoods(page.request)).filter((item) => item.quantity === 1);
    const [first, second] = goods;
    // The search must tell them apart: the first one's name is not part of the second's.
    if (!first || !second || second.goodsName.includes(first.goodsName)) throw new Error('unsuitable demo goods');
    await logIn(page, company.username, company.password);

    for (const item of [first, second]) {
      await page.goto(`/home/details/${item.id}`);
      await page.getByRole('button', { name: '收藏' }).click();
      await expectStatus(page, '收藏成功');
    }

    await page.goto('/userCenter/index');
    await page.getByRole('navigation', { name: '用户中心' }).getByRole('link', { name: '我的收藏' }).click();
    await expect(page).toHaveURL(/\/userCenter\/collection$/);
    await expect(page.getByRole('heading', { name: '我的收藏', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('我的收藏');
    // Newest first, each linking to its detail.
    const items = grid(page).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(second.goodsName);
    await expect(items.nth(1)).toContainText(first.goodsName);
    await expect(grid(page).getByRole('link', { name: first.goodsName })).toHaveAttribute(
      'href',
      `/home/details/${first.id}`,
    );

    // The order frame's index is the same screen.
    await page.goto('/container/index');
    await expect(page.getByRole('heading', { name: '我的收藏', level: 1 })).toBeVisible();
    await expect(grid(page).getByRole('listitem')).toHaveCount(2);

    // Search by goods name, then back to all.
    await page.goto('/userCenter/collection');
    const search = page.getByRole('search', { name: '搜索收藏' });
    await search.getByRole('searchbox', { name: '商品名称' }).fill(first.goodsName);
    await search.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/goodsName=/);
    await expect(grid(page).getByRole('listitem')).toHaveCount(1);
    await expect(grid(page)).toContainText(first.goodsName);
    await search.getByRole('searchbox', { name: '商品名称' }).fill('没有这样的商品');
    await search.getByRole('button', { name: '搜索' }).click();
    await expect(page.getByRole('main')).toContainText('没有找到名称含“没有这样的商品”的收藏');
    await page.getByRole('link', { name: '查看全部收藏' }).click();
    await expect(grid(page).getByRole('listitem')).toHaveCount(2);

    // Add to the cart from a favourite.
    const badge = page.locator('.cart-badge');
    await expect(badge).toHaveText('0');
    await page.getByRole('button', { name: `将${first.goodsName}加入购物车` }).click();
    await expectStatus(page, '加入购物车成功');
    await expect(badge).toHaveText('1');

    // Manage mode: nothing ticked is refused; the ticked one is cancelled; select all cancels the rest.
    await page.getByRole('link', { name: '批量管理' }).click();
    await expect(page).toHaveURL(/manage=1/);
    await page.getByRole('button', { name: '取消收藏' }).click();
    await expectAlert(page, '请选择数据');
    await expect(grid(page).getByRole('listitem')).toHaveCount(2);

    await page.getByRole('checkbox', { name: `选择${second.goodsName}` }).check();
    await page.getByRole('button', { name: '取消收藏' }).click();
    await expectStatus(page, '已取消收藏');
    await expect(page).toHaveURL(/manage=1/);
    await expect(grid(page).getByRole('listitem')).toHaveCount(1);
    await expect(grid(page)).toContainText(first.goodsName);

    if (jsEnabled(testInfo)) await page.getByRole('checkbox', { name: '全选' }).check();
    else await page.getByRole('link', { name: '全选', exact: true }).click();
    await expect(page.getByRole('checkbox', { name: `选择${first.goodsName}` })).toBeChecked();
    await page.getByRole('button', { name: '取消收藏' }).click();
    await expectStatus(page, '已取消收藏');
    await expect(page.getByRole('main')).toContainText('暂无收藏');

    await page.getByRole('link', { name: '完成' }).click();
    await expect(page).toHaveURL(/\/userCenter\/collection\?$|\/userCenter\/collection$/);
    await expect(page.getByRole('link', { name: '批量管理' })).toBeVisible();
  });

  test('30 favourites to a page', async ({ page }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    const token = await restToken(page.request, company.username, company.password);
    const goods = (await listedGoods(page.request)).slice(0, 31);
    expect(goods).toHaveLength(31);
    for (const item of goods) {
      const reply = await page.request.post('/rest/collection/add', { form: { goodsId: item.id, token } });
      expect(await reply.json()).toMatchObject({ code: 0 });
    }
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/collection');
    await expect(grid(page).getByRole('listitem')).toHaveCount(30);
    const paging = page.getByRole('navigation', { name: '分页' });
    await expect(paging).toContainText('共31条');
    // Favourites have one page size only: there is nothing to choose.
    await expect(paging.getByLabel('每页条数')).toHaveCount(0);
    await paging.getByRole('link', { name: '下一页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(grid(page).getByRole('listitem')).toHaveCount(1);
  });
});
