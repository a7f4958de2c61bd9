import { expect, test } from './fixtures.ts';
import { jsEnabled, staff, unique } from './support.ts';

test.describe('help centre', () => {
  test('a footer help link opens its article; the left navigation switches articles', async ({ page }) => {
    await page.goto('/home/index');
    await page.getByRole('navigation', { name: '帮助中心' }).getByRole('link', { name: '登录方式' }).click();
    await expect(page).toHaveURL(/\/home\/helper\/\d+$/);

    const article = page.getByRole('article', { name: '登录方式' });
    await expect(article.getByRole('heading', { level: 1, name: '登录方式' })).toBeVisible();
    await expect(article.getByRole('img', { name: '登录方式配图' })).toBeVisible();
    // The content's markup is rendered, not shown as text.
    await expect(article.getByRole('listitem').first()).toContainText('账号密码登录');
    await expect(article).not.toContainText('<li>');

    const contents = page.getByRole('navigation', { name: '帮助中心目录' });
    await expect(contents.getByRole('heading', { name: '新手指南' })).toBeVisible();
    await expect(contents.getByRole('link', { name: '登录方式' })).toHaveAttribute('aria-current', 'page');

    await contents.getByRole('link', { name: '退换货政策' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '退换货政策' })).toBeVisible();
    await expect(page.getByRole('article', { name: '退换货政策' })).toContainText('7天内');
    await expect(contents.getByRole('link', { name: '退换货政策' })).toHaveAttribute('aria-current', 'page');
    await expect(contents.getByRole('link', { name: '登录方式' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('售后服务');
    await expect(page).toHaveTitle(/退换货政策/);

    // The merchant message widget belongs to the home page only.
    await expect(page.locator('#merchant-message')).toHaveCount(0);
  });

  test('an unknown or malformed article id shows the error page', async ({ page }) => {
    for (const id of ['999999', 'abc', '-1']) {
      const response = await page.goto(`/home/helper/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    }
  });
});

test.describe('merchant message', () => {
  test('a wrong phone is refused with its message; a correct one shows the thank-you panel and reaches staff', async ({
    page,
  }, testInfo) => {
    const content = `希望成为贵平台的紧固件供应商，编号${unique(testInfo).suffix}`;
    await page.goto('/home/index');
    const widget = page.locator('#merchant-message');
    const form = page.getByRole('form', { name: '商家留言' });
    await expect(form).toBeHidden();

    // Closed at first; it opens from the keyboard, with or without JavaScript.
    await widget.getByText('商家留言', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(form).toBeVisible();
    await expect(widget).toContainText('客服热线：400-800-1688');

    await form.getByLabel('留言内容').fill(content);
    await form.getByLabel('公司名称').fill('上海示例五金有限公司');
    await form.getByLabel('联系人').fill('赵六');
    await form.getByLabel('手机号码').fill('12345678901');
    await form.getByRole('button', { name: '发送留言' }).click();
    await expect(form.getByRole('alert').filter({ hasText: '请输入正确的手机号码' }).first()).toBeVisible();
    expect(staff('messages')).not.toContain(content);

    // What was typed is still there (without JavaScript the page came back with it).
    await expect(form.getByLabel('留言内容')).toHaveValue(content);
    await form.getByLabel('手机号码').fill('13912345678');
    await form.getByRole('button', { name: '发送留言' }).click();

    const thanks = widget.getByRole('status');
    await expect(thanks).toContainText('留言发送成功');
    await expect(thanks).toContainText('感谢您的留言');
    await expect(form).toBeHidden();
    if (jsEnabled(testInfo)) {
      // Sent in place: the page stayed as it was.
      await expect(page).toHaveURL(/\/home\/index$/);
      await expect(thanks).toBeFocused();
    } else {
      await expect(page).toHaveURL(/\/home\/index\?message=sent#merchant-message$/);
    }

    const messages = staff('messages');
    expect(messages).toContain(content);
    expect(messages).toContain('上海示例五金有限公司\t赵六\t13912345678');

    // Closing puts the form back, empty, for the next message.
    await widget.getByRole('link', { name: '关闭' }).click();
    await expect(thanks).toBeHidden();
    await widget.getByText('商家留言', { exact: true }).click();
    await expect(form).toBeVisible();
    await expect(form.getByLabel('留言内容')).toHaveValue('');
  });

  test('an empty message sends nothing and names the first missing field', async ({ page }) => {
    await page.goto('/home/index');
    const widget = page.locator('#merchant-message');
    await widget.getByText('商家留言', { exact: true }).click();
    const form = page.getByRole('form', { name: '商家留言' });
    await form.getByLabel('公司名称').fill('上海示例五金有限公司');
    await form.getByRole('button', { name: '发送留言' }).click();
    await expect(form.getByRole('alert').filter({ hasText: '请填写留言内容' }).first()).toBeVisible();
    await expect(widget.getByRole('status')).toHaveCount(0);
  });
});
