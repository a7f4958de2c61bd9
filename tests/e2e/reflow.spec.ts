import { expect, test, type Locator, type Page } from './fixtures.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { buyNow } from './checkout-support.ts';
import { apiPost, apiToken, stockedGoods } from './orders-support.ts';
import { fillContactStep } from './certification-support.ts';
import { logIn, registerApprovedCompany, staffLogIn } from './support.ts';

/**
 * Reflow (WCAG 1.4.10): at 320 CSS px wide — a phone, or a 1280 px window zoomed to 400% —
 * no page scrolls sideways, with JavaScript and without (the js and no-js projects). A wide
 * data table may scroll inside its own box; the page may not. The checkout scrolled to
 * 672 px, the cart to 1,134 px, and the menus beside the screens left the console's order
 * table 92 px.
 */
const NARROW = { width: 320, height: 800 };
test.use({ viewport: NARROW });

// Each test walks many screens one after the other, on a shared machine.
test.describe.configure({ timeout: 180_000 });

/** Fails when the page is wider than the window, naming what sticks out (outside any scrolling box). */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const { scrollWidth, sticking } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''}`;
    const inScroller = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const out = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      const parent = element.parentElement!.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && parent.right <= width + 1 && !inScroller(element);
    });
    return { scrollWidth: document.documentElement.scrollWidth, sticking: out.slice(0, 5).map(name) };
  });
  expect(scrollWidth, `${screen} is ${scrollWidth}px wide: ${sticking.join(', ')}`).toBeLessThanOrEqual(NARROW.width);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expectNoSidewaysScroll(page, path);
}

/** The first link on the page whose address matches, as a person would follow it. */
async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  const href = hrefs.find((path) => pattern.test(path));
  if (!href) throw new Error(`no link matching ${pattern}`);
  return href;
}

/** A menu that stacks: above its screen, at the screen's width, instead of a column beside it. */
async function expectAbove(menu: Locator, screen: Locator) {
  const [above, below] = [(await menu.boundingBox())!, (await screen.boundingBox())!];
  expect(above.y + above.height).toBeLessThanOrEqual(below.y + 1);
  expect(below.width).toBeGreaterThan(NARROW.width - 48);
}

test('the shop and the user centre as the demo company', async ({ page }) => {
  const token = await apiToken(page.request, 'demo');
  const goods = await stockedGoods(page.request, 120);
  // A line of its own in the cart (added again by a second run: the cart keeps one line per goods).
  await apiPost(page.request, token, '/rest/car/add', { goodsId: goods.id, quantity: goods.quantity }).catch(
    () => undefined,
  );
  await logIn(page, 'demo');

  for (const path of [
    '/home/index',
    '/home/goods/all',
    '/home/details/5',
    '/userCenter/index',
    '/userCenter/address',
  ]) {
    await visit(page, path);
  }
  await expectAbove(page.getByRole('navigation', { name: '用户中心', exact: true }), page.locator('main'));

  // The cart's lines are cards: a line's quantity and subtotal are on the screen, not off its edge.
  await visit(page, '/home/cart');
  const line = page.getByRole('row').filter({ hasText: goods.goodsName });
  for (const part of [
    line.getByRole('spinbutton'),
    line.locator('.cart-subtotal'),
    page.getByRole('button', { name: '去结算' }),
  ]) {
    const box = (await part.first().boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
  }
  await expectNoSeriousViolations(page, 'cart at 320px');

  await visit(page, '/userCenter/order');
  await visit(page, await firstLink(page, /^\/container\/orderInfo\/\d+$/));
  await visit(page, '/userCenter/bill');
  await visit(page, await firstLink(page, /^\/userCenter\/bill\/\d+$/));

  await buyNow(page);
  await expectNoSidewaysScroll(page, 'the checkout');
  await expectNoSeriousViolations(page, 'checkout at 320px');
});

test('the certification wizard', async ({ page, request }, testInfo) => {
  const company = await registerApprovedCompany(request, testInfo);
  await logIn(page, company.username, company.password);
  await visit(page, '/userCenter/corpcert/add');
  await expectNoSeriousViolations(page, 'wizard step 1 at 320px');

  // Step 2 holds the image fields, whose file inputs pushed their groups past the window's edge.
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: '下一步' }) });
  await fillContactStep(form, testInfo);
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('第2步：企业信息')).toHaveAttribute('aria-current', 'step');
  await expectNoSidewaysScroll(page, 'wizard step 2');
  await expectNoSeriousViolations(page, 'wizard step 2 at 320px');
});

test('the staff console', async ({ page }) => {
  await staffLogIn(page, 'staff_admin');
  await visit(page, '/admin');
  await expectAbove(page.getByRole('navigation', { name: '后台导航' }), page.locator('main'));

  // The order list keeps the window's width: each order a card, its company on one line.
  await visit(page, '/admin/orders');
  const list = page.getByRole('table');
  expect((await list.boundingBox())!.width).toBeGreaterThan(NARROW.width - 48);
  const company = list.getByRole('cell').first();
  expect((await company.boundingBox())!.width).toBeGreaterThan(200);
  await expectNoSeriousViolations(page, 'console orders at 320px');

  await page.goto('/admin/statements');
  await visit(page, await firstLink(page, /^\/admin\/statements\/\d+$/));
});
