import { expect, test } from '@playwright/test';
import { listedGoods, logIn, registerApprovedCompany, restToken } from './support.ts';

/**
 * A page's scripts start once it has loaded (docs/decisions/0024): none is preloaded in the head,
 * the first script is asked for after the load event, and the page still hydrates from them.
 */
test('a page asks for its scripts after it has loaded, then hydrates', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'scripts need JavaScript');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  const response = await page.goto('/home/details/5');
  const html = (await response?.text()) ?? '';
  expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
  expect(html).toContain('type="caigou/after-load"');

  // Hydrated: a link is followed inside the document, without another load.
  await page.waitForFunction(() => document.querySelector('script[type="module"]') !== null);
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => entry.startTime);
    return { loaded: navigation!.loadEventStart, firstScript: Math.min(...scripts), scripts: scripts.length };
  });
  expect(timing.scripts).toBeGreaterThan(5);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loaded);

  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('navigation', { name: '当前位置' }).getByRole('link').first().click();
  await expect(page).not.toHaveURL(/\/home\/details\/5$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});

test('a quantity typed before the page hydrates is the one kept and ordered', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'hydration needs JavaScript');
  // A slow network: the scripts arrive well after the buyer has typed.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto('/home/details/5');
  const quantity = page.getByRole('spinbutton').first();
  const typed = Number(await quantity.inputValue()) + 7;
  await quantity.fill(String(typed));

  // Hydrated: the stepper's buttons are there, and the field still says what was typed.
  const increase = page.getByRole('button', { name: '增加数量' }).first();
  await expect(increase).toBeVisible({ timeout: 20_000 });
  await expect(quantity).toHaveValue(String(typed));
  await increase.click();
  await expect(quantity).toHaveValue(String(typed + 1));
});

test('cart lines ticked or cleared before the page hydrates stay so, and the summary follows them', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'hydration needs JavaScript');
  const company = await registerApprovedCompany(page.request, testInfo);
  const goods = (await listedGoods(page.request)).filter((item) => item.quantity === 1).slice(0, 2);
  const token = await restToken(page.request, company.username, company.password);
  for (const item of goods) {
    const added = await page.request.post('/rest/car/add', { form: { goodsId: item.id, quantity: 1, token } });
    expect((await added.json()).code).toBe(0);
  }
  await logIn(page, company.username, company.password);
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto('/home/cart');
  const [first, second] = goods.map((item) => page.getByRole('checkbox', { name: `选择${item.goodsName}` }));
  await expect(first!).toBeChecked();
  await first!.setChecked(false);

  // Hydrated (the steppers' buttons are drawn by scripts): the box cleared is still clear, and counted so.
  await expect(page.getByRole('button', { name: `增加${goods[0]!.goodsName}的数量` })).toBeVisible({ timeout: 20_000 });
  const summary = page.locator('.cart-summary');
  await expect(summary).toContainText('已选择1种商品');
  // A render after hydration does not put the first box back.
  await second!.setChecked(false);
  await expect(summary).toContainText('已选择0种商品');
  await expect(first!).not.toBeChecked();
});
