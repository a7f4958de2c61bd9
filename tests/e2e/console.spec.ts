import { expect, test, type Page } from './fixtures.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { apiToken, placeOrder, stockedGoods } from './orders-support.ts';
import { jsEnabled, latestSms, registerPendingCompany, skipToContent, staffLogIn, tabTo, unique } from './support.ts';

/**
 * The staff console, with JavaScript on and off: a day of today's shop run from
 * /admin alone — registrations approved, transfers confirmed, orders shipped, goods and
 * messages handled — every change in the audit trail.
 */

test('a visitor or a buyer is sent to the console’s own login', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Forders/);
  await page.getByLabel('用户名').fill('staff_admin');
  await page.getByLabel('密码', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
});

test('a registration is approved by keyboard only, and the company is told by SMS', async ({
  page,
  request,
}, testInfo) => {
  const company = await registerPendingCompany(request, testInfo);
  await staffLogIn(page, 'staff_service');
  await tabTo(page, page.getByRole('link', { name: '去处理' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/companies\?status=pending/);
  await page.getByLabel('搜索', { exact: true }).focus();
  await page.keyboard.type(company.username);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${company.username}`));
  const link = page.getByRole('link', { name: '自建测试有限公司' });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '自建测试有限公司' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: '审核通过' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('已审核通过，短信已发送')).toBeVisible();
  await expect(page.locator('.console-facts')).toContainText('已通过');
  await expect(page.getByRole('region', { name: '操作记录' })).toContainText('staff_service');
  expect(latestSms(company.mobile)).toContain('审核通过');
});

test('an offline order, by keyboard only: a wrong amount is refused with the difference, then confirmed and shipped', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'demo');
  const order = await placeOrder(request, token, await stockedGoods(request));
  const typeInto = async (field: ReturnType<Page['locator']>, text: string) => {
    await tabTo(page, field);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(text);
  };

  // The clerk logs out below: a session of its own, not the one the other tests share.
  await staffLogIn(page, 'staff_finance', 'Staff12345', { ownSession: true });
  await tabTo(page, page.getByRole('link', { name: '订单', exact: true }));
  await page.keyboard.press('Enter');
  await typeInto(page.getByLabel('搜索', { exact: true }), order.orderNo);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${order.orderNo}`));
  await tabTo(page, page.getByRole('link', { name: order.orderNo }));
  await page.keyboard.press('Enter');
  const confirm = page.locator('form').filter({ has: page.getByRole('button', { name: '确认到账' }) });
  // The serial's field says which remark to find in the bank statement: the order number the pay page asked for.
  await expect(confirm.getByLabel('银行流水号')).toHaveAccessibleDescription(
    new RegExp(`备注应为订单编号 ${order.orderNo}`),
  );
  const due = Number(await confirm.getByLabel('到账金额').inputValue());
  await typeInto(confirm.getByLabel('到账金额'), (due + 1).toFixed(2));
  await typeInto(confirm.getByLabel('银行流水号'), 'BANK20261124');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: '相差1' })).toBeVisible();
  await expect(page.locator('.console-facts')).toContainText('待付款');

  await typeInto(confirm.getByLabel('到账金额'), due.toFixed(2));
  await typeInto(confirm.getByLabel('银行流水号'), 'BANK20261124');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: '消息' })).toContainText('已确认到账，订单待发货');
  await expect(page.locator('.console-facts')).toContainText('BANK20261124');
  // Finance may not ship: the form is not offered.
  await expect(page.getByRole('button', { name: '发货' })).toHaveCount(0);
  await tabTo(page, page.getByRole('button', { name: '退出' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/login/);

  await staffLogIn(page, 'staff_warehouse');
  await page.goto(`/admin/orders/${order.orderId}`);
  const ship = page.locator('form').filter({ has: page.getByRole('button', { name: '发货' }) });
  await typeInto(ship.getByLabel('物流公司'), '顺丰速运');
  await typeInto(ship.getByLabel('运单号'), 'SF20261124');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: '消息' })).toContainText('已发货');
  const trail = page.getByRole('region', { name: '操作记录' });
  await expect(trail).toContainText('发货');
  await expect(trail).toContainText('确认到账');
});

test('two staff on one registration: the second is told it was handled and sees the fresh state', async ({
  browser,
  request,
}, testInfo) => {
  const company = await registerPendingCompany(request, testInfo);
  const first = await browser.newPage({ javaScriptEnabled: jsEnabled(testInfo) });
  const second = await browser.newPage({ javaScriptEnabled: jsEnabled(testInfo) });
  await staffLogIn(first, 'staff_service');
  await staffLogIn(second, 'staff_admin');
  for (const page of [first, second]) {
    await page.goto(`/admin/companies?q=${company.username}`);
    await page.getByRole('link', { name: '自建测试有限公司' }).click();
  }
  await first.getByRole('button', { name: '审核通过' }).click();
  await expect(first.getByText('已审核通过，短信已发送')).toBeVisible();
  await second.getByRole('button', { name: '审核通过' }).click();
  await expect(second.getByText('已被他人处理')).toBeVisible();
  await expect(second.locator('.console-facts')).toContainText('已通过');
  await first.close();
  await second.close();
});

test('goods go off sale and back, stock changes; the audit log shows each change', async ({ page }) => {
  await staffLogIn(page, 'staff_warehouse');
  await page.goto('/admin/goods?q=内六角&status=onSale');
  const row = page.getByRole('row').nth(1);
  const name = (await row.getByRole('rowheader').getByRole('link').textContent())!.trim();
  await row.getByRole('button', { name: `下架${name}` }).click();
  await expect(page.getByText('商品已更新')).toBeVisible();
  await page.goto(`/admin/goods?q=${encodeURIComponent(name)}`);
  const again = page.getByRole('row').nth(1);
  await expect(again).toContainText('已下架');
  await again.getByRole('button', { name: `上架${name}` }).click();
  await expect(page.getByText('商品已更新')).toBeVisible();
  const stock = page.getByRole('row').nth(1).getByLabel(`${name}的库存`);
  await stock.fill('888');
  // The toast of the step before says the same words: wait for this change's own answer.
  const saved = page.waitForResponse((response) => response.request().method() === 'POST');
  await stock.press('Enter');
  await saved;
  await expect(page.getByText('商品已更新')).toBeVisible();
  await expect(page.getByRole('row').nth(1).getByLabel(`${name}的库存`)).toHaveValue('888');
  // Warehouse staff change stock, not prices.
  await expect(page.getByLabel(`${name}的价格（元）`)).toHaveCount(0);

  await page.goto('/admin/audit?entity=goods');
  await expect(page.getByRole('table')).toContainText('修改库存');
  await expect(page.getByRole('table')).toContainText('在售: 是 → 否');
});

test('a merchant message is handled with a note; the SMS outbox and a CSV export', async ({ page, request }) => {
  await request.post('/rest/merchantcenter/submit', {
    form: { content: '请尽快回电', company: '控制台测试公司', linkman: '吴九', phone: '13711112222' },
  });
  await staffLogIn(page, 'staff_service');
  await page.goto('/admin/messages?status=open&q=控制台测试公司');
  await page.getByLabel('给控制台测试公司的处理备注').first().fill('已电话联系');
  await page.getByRole('button', { name: '标记已处理' }).first().click();
  await expect(page.getByText('留言已标记为已处理')).toBeVisible();

  await page.goto('/admin/sms');
  await expect(page.getByRole('table')).toContainText('【采购商城】');

  const csv = await page.request.get('/admin/export/messages?q=控制台测试公司');
  expect(csv.headers()['content-type']).toContain('text/csv');
  const body = await csv.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(body.toString('utf8')).toContain('控制台测试公司');
  expect(body.toString('utf8')).toContain('已电话联系');
});

test('a viewer reads everything and is offered no action; the console passes axe', async ({ page, request }) => {
  // Every console's list and detail, each through axe: longer than one screen's budget.
  test.setTimeout(120_000);
  const order = await placeOrder(request, await apiToken(request, 'demo'), await stockedGoods(request));
  await staffLogIn(page, 'staff_viewer');
  await expectNoSeriousViolations(page, '/admin');
  for (const path of [
    '/admin/companies',
    '/admin/orders',
    '/admin/goods',
    '/admin/credit',
    '/admin/messages',
    '/admin/sms',
    '/admin/audit',
    '/admin/staff',
    '/admin/profile',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
  await page.goto(`/admin/orders/${order.orderId}`);
  await expect(page.locator('.console-facts')).toContainText('待付款');
  await expect(page.getByRole('button', { name: '确认到账' })).toHaveCount(0);
  await page.goto('/admin/search?q=demo');
  await expect(page.getByRole('link', { name: '示例科技有限公司' })).toBeVisible();
  await skipToContent(page);
});

test('a staff member edits their own profile', async ({ page }) => {
  await staffLogIn(page, 'staff_viewer');
  await page.goto('/admin/profile');
  await page.getByLabel('姓名').fill('观察员老赵');
  await page.getByRole('button', { name: '保存资料' }).click();
  await expect(page.getByText('个人资料已保存')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('观察员老赵');
});

test('an admin opens a staff account and deactivates it, which ends its sessions', async ({
  page,
  browser,
}, testInfo) => {
  const username = `se${unique(testInfo).suffix}`;
  await staffLogIn(page, 'staff_admin');
  await page.goto('/admin/staff');
  const add = page.locator('form').filter({ has: page.getByRole('button', { name: '创建' }) });
  await add.getByLabel('用户名').fill(username);
  await add.getByLabel('姓名').fill('新客服');
  await add.getByLabel('手机号码').fill('13900001111');
  await add.getByLabel('初始密码').fill('Newbie1234');
  await add.getByLabel('客服').check();
  await add.getByRole('button', { name: '创建' }).click();
  await expect(page.getByRole('region', { name: '消息' })).toContainText('员工账号已创建');

  const newcomer = await browser.newPage({ javaScriptEnabled: jsEnabled(testInfo) });
  await staffLogIn(newcomer, username, 'Newbie1234');

  await page.goto(`/admin/staff?q=${username}`);
  const access = page.getByRole('group', { name: `${username}的角色与状态` });
  await access.getByLabel(/账号在职/).uncheck();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('region', { name: '消息' })).toContainText('员工账号已更新');
  await expect(page.getByRole('row', { name: new RegExp(username) })).toContainText('已停用');

  await newcomer.goto('/admin');
  await expect(newcomer).toHaveURL(/\/admin\/login/);
  await newcomer.close();
});
