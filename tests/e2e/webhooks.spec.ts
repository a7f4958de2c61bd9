import { expect, test, type Page } from './fixtures.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { logIn, registerApprovedCompany } from './support.ts';

async function expectAlert(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

/**
 * 用户中心 › Webhook with JavaScript on and off: a private address and no events are refused with
 * their messages and the first invalid field focused; a public one is added with its secret shown
 * once, the secret replaced, the address turned off and deleted. (Nothing is delivered: the
 * address is a documentation-range public address the test machine cannot reach.)
 */
test.describe('webhooks (用户中心 › Webhook)', () => {
  test('a main account adds, rotates, turns off and deletes a receiving address', async ({ page }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhook', level: 1 })).toBeVisible();
    await expect(page.getByText('尚未登记接收地址。')).toBeVisible();

    const form = page.getByRole('form', { name: '添加接收地址' });
    const url = form.getByRole('textbox', { name: '接收地址' });
    // No address and no event: both refused, the address first.
    await form.getByRole('button', { name: '添加' }).click();
    await expectAlert(page, '请输入以 http:// 或 https:// 开头的地址');
    await expect(url).toBeFocused();

    // A private address passes the form's rule; the server resolves it and refuses it on the field.
    await url.fill('http://192.168.1.10/hooks');
    await form.getByRole('checkbox', { name: '订单已付款' }).check();
    await form.getByRole('button', { name: '添加' }).click();
    await expectAlert(page, '内网、本机或保留网段');
    await expect(page.getByText('尚未登记接收地址。')).toBeVisible();

    await form.getByRole('textbox', { name: '接收地址' }).fill('https://203.0.113.7/hooks');
    const paid = form.getByRole('checkbox', { name: '订单已付款' });
    if (!(await paid.isChecked())) await paid.check();
    await form.getByRole('checkbox', { name: '订单已发货' }).check();
    await form.getByRole('button', { name: '添加' }).click();
    const secretBox = page.getByRole('status').filter({ hasText: '签名密钥（只显示这一次' });
    await expect(secretBox).toContainText(/whsec_[A-Za-z0-9+/]{43}=/);
    const first = (await secretBox.textContent())!.match(/whsec_\S{44}/)![0];
    await expect(page.getByText('https://203.0.113.7/hooks')).toBeVisible();
    await expect(page.getByText('订单已付款、订单已发货')).toBeVisible();
    await expectNoSeriousViolations(page, 'webhooks with a secret shown');
    // Reflow: at 320 px wide nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Back on the list, the secret is not shown again.
    await page.goto('/userCenter/webhooks');
    await expect(page.getByText(first)).toHaveCount(0);

    await page.getByRole('button', { name: '更换密钥' }).click();
    await expect(secretBox).toContainText('whsec_');
    await expect(secretBox).not.toContainText(first);

    await page.getByRole('button', { name: '停用' }).click();
    await expect(page.getByText('已停用', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '启用' })).toBeVisible();

    await page.getByRole('link', { name: '投递记录' }).click();
    await expect(page).toHaveURL(/\?log=\d+$/);
    await expect(page.getByText('暂无投递记录。')).toBeVisible();
    await expectNoSeriousViolations(page, 'webhooks delivery log');

    await page.getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('尚未登记接收地址。')).toBeVisible();
  });
});
