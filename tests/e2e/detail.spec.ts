import { expect, test } from './fixtures.ts';
import { jsEnabled, logIn } from './support.ts';

test.describe('goods detail', () => {
  test('shows the goods, its images and its tabs', async ({ page }) => {
    await page.goto('/home/details/5');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('六角螺栓');
    await expect(page.getByText('16:00前下单，3天内送达')).toBeVisible();
    const main = page.getByRole('main');
    for (const method of ['微信支付', '线下支付', '账期支付', '支付宝']) {
      await expect(main.getByText(method, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('spinbutton', { name: /购买数量/ })).toHaveAttribute('min', /\d+/);

    // Every image is reachable by a link.
    const thumbs = page.getByRole('list', { name: '商品图片' }).getByRole('link');
    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('img', { name: /图片2/ })).toBeVisible();

    const tabs = page.getByRole('navigation', { name: '商品信息' });
    await expect(page.getByRole('table', { name: '商品参数' })).toContainText('材质');
    await tabs.getByRole('link', { name: '商品评价' }).click();
    await expect(page.getByText('暂无评价')).toBeVisible();
    await tabs.getByRole('link', { name: '售后保障' }).click();
    await expect(page.getByText(/7天内可申请无理由退货/)).toBeVisible();
  });

  test('a visitor who adds to cart or favourites is sent to login and brought back', async ({ page }) => {
    await page.goto('/home/details/5');
    await page.getByRole('button', { name: '收藏' }).click();
    await expect(page).toHaveURL(/\/home\/login\?redirectTo=%2Fhome%2Fdetails%2F5/);
    await page.getByLabel('用户名').fill('demo');
    await page.getByLabel('密码', { exact: true }).fill('Demo12345');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/home\/details\/5$/);
  });

  test('a buyer favourites and adds to cart, and below the minimum is refused', async ({ page }, testInfo) => {
    if (jsEnabled(testInfo)) await logIn(page, 'demo_approver');
    else await logIn(page, 'demo');
    await page.goto('/home/details/5');
    await page.getByRole('button', { name: '收藏' }).click();
    await expect(page.getByRole('status').filter({ hasText: '收藏成功' })).toBeVisible();

    const quantity = page.getByRole('spinbutton', { name: /购买数量/ });
    const minimum = Number(await quantity.getAttribute('min'));
    await quantity.fill(String(minimum));
    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(page.getByRole('status').filter({ hasText: '加入购物车成功' })).toBeVisible();
  });

  test('an unknown goods shows the error page', async ({ page }) => {
    const response = await page.goto('/home/details/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  });
});
