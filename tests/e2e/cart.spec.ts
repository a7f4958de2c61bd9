import { expect, test, type Page } from './fixtures.ts';
import { formatMoney, lineTotal, moneyToText, parseMoney, payable, sumMoney, type Money } from '../../common/money.ts';
import { jsEnabled, listedGoods, logIn, registerApprovedCompany, restToken, skipToContent, tabTo } from './support.ts';

type Goods = Awaited<ReturnType<typeof listedGoods>>[number];

async function expectAlert(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

async function expectStatus(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}

/** Goods for a cart: one with a minimum order above one, and others that sell singly, all on the list's first page. */
async function pickGoods(page: Page) {
  const goods = (await listedGoods(page.request)).slice(0, 20);
  const minimum = goods.find((item) => item.quantity > 1);
  const singles = goods.filter((item) => item.quantity === 1);
  if (!minimum || singles.length < 2) throw new Error('the demo catalogue lacks the goods this test needs');
  return { minimum, single: singles[0]!, fromList: singles[1]! };
}

async function addFromDetail(page: Page, goods: Goods, quantity: number) {
  await page.goto(`/home/details/${goods.id}`);
  await page.getByRole('spinbutton', { name: /购买数量/ }).fill(String(quantity));
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expectStatus(page, '加入购物车成功');
}

const priceOf = (goods: Goods): Money => parseMoney(goods.salePrice)!;
const yuan = (amount: Money) => `¥${formatMoney(amount)}`;

/** Ticks or unticks a line; without JavaScript the count and total follow once 'update selection' is pressed. */
async function tick(page: Page, goods: Goods, on = true) {
  await page.getByRole('checkbox', { name: `选择${goods.goodsName}` }).setChecked(on);
}

async function recalculate(page: Page, js: boolean) {
  if (!js) await page.getByRole('button', { name: '更新选择' }).click();
}

async function expectSummary(page: Page, count: number, total: Money) {
  const summary = page.locator('.cart-summary');
  await expect(summary).toContainText(`已选择${count}种商品`);
  // What the buyer pays is whole fen, shown with 2 decimals.
  await expect(summary).toContainText(`合计（不含运费）¥${moneyToText(payable(total), 2)}`);
}

const rowOf = (page: Page, goods: Goods) => page.getByRole('row').filter({ hasText: goods.goodsName });

test.describe('cart (购物车)', () => {
  test('a visitor is sent to login and comes back to the cart', async ({ page }) => {
    await page.goto('/home/cart');
    await expect(page).toHaveURL(/\/home\/login\?redirectTo=%2Fhome%2Fcart$/);
    await page.getByLabel('用户名').fill('demo_approver');
    await page.getByLabel('密码', { exact: true }).fill('Demo12345');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/home\/cart$/);
    await expect(page.getByRole('heading', { name: '购物车', level: 1 })).toBeVisible();
  });

  test('adds goods, changes quantities, selects, deletes and checks out', async ({ page }, testInfo) => {
    const js = jsEnabled(testInfo);
    const company = await registerApprovedCompany(page.request, testInfo);
    const { minimum, single, fromList } = await pickGoods(page);
    await logIn(page, company.username, company.password);

    await page.goto('/home/cart');
    await expect(page.getByRole('main')).toContainText('暂无数据');

    // Two from their detail pages, one from the goods list.
    await addFromDetail(page, minimum, minimum.quantity);
    await addFromDetail(page, single, 2);
    await page.goto('/home/goods/all');
    // Clicked while the page was still hydrating, the add was lost (no request left the page).
    await page.waitForLoadState('networkidle');
    const card = page.getByRole('form', { name: `将${fromList.goodsName}加入购物车` });
    await card.getByRole('button', { name: /加入购物车/ }).click();
    await expectStatus(page, '加入购物车成功');
    await expect(page.locator('.cart-badge')).toHaveText('3');

    await page
      .getByRole('link', { name: /购物车/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/home\/cart$/);
    const table = page.getByRole('table', { name: '购物车中的商品' });
    await expect(table.getByRole('row')).toHaveCount(4);
    // Newest first, each with its unit price and subtotal.
    await expect(table.getByRole('row').nth(1)).toContainText(fromList.goodsName);
    await expect(rowOf(page, single)).toContainText(yuan(priceOf(single)));
    await expect(rowOf(page, single)).toContainText(yuan(lineTotal(priceOf(single), 2)));
    // The minimum says the goods' own unit: 50个起订, 10套起订.
    await expect(rowOf(page, minimum)).toContainText(new RegExp(`${minimum.quantity}[^件\\d]起订`));
    // The goods opens in a new window.
    await expect(rowOf(page, single).getByRole('link', { name: single.goodsName })).toHaveAttribute(
      'href',
      `/home/details/${single.id}`,
    );
    await expect(rowOf(page, single).getByRole('link', { name: single.goodsName })).toHaveAttribute('target', '_blank');
    // Opened plainly, every line on sale is ticked.
    await expectSummary(
      page,
      3,
      sumMoney([
        lineTotal(priceOf(minimum), minimum.quantity),
        lineTotal(priceOf(single), 2),
        lineTotal(priceOf(fromList), 1),
      ]),
    );

    // Below the goods' minimum is refused with its message, and nothing changes.
    const quantity = page.getByRole('spinbutton', { name: `${minimum.goodsName}的购买数量` });
    await expect(quantity).toHaveAttribute('min', String(minimum.quantity));
    await quantity.fill(String(minimum.quantity - 1));
    if (js) await quantity.press('Tab');
    else await page.getByRole('button', { name: `修改${minimum.goodsName}的数量` }).click();
    await expectAlert(page, `该商品${minimum.quantity}${minimum.unit}起订`);
    await page.goto('/home/cart');
    await expect(quantity).toHaveValue(String(minimum.quantity));

    // Then a right one, saved: at once with JavaScript, by the line's button without.
    const wanted = minimum.quantity + 2;
    await quantity.fill(String(wanted));
    if (js) await quantity.press('Enter');
    else {
      await page.getByRole('button', { name: `修改${minimum.goodsName}的数量` }).click();
      await expectStatus(page, '购买数量已修改');
    }
    const minimumTotal = lineTotal(priceOf(minimum), wanted);
    await expect(rowOf(page, minimum).locator('.cart-subtotal')).toHaveText(yuan(minimumTotal));
    await page.goto('/home/cart');
    await expect(quantity).toHaveValue(String(wanted));

    // Nothing selected (an empty carIds= in the URL): checkout and batch delete both say so.
    await page.goto('/home/cart?carIds=');
    await expectSummary(page, 0, 0 as Money);
    await page.getByRole('button', { name: '去结算' }).click();
    await expectAlert(page, '请选择数据');
    await expect(page).toHaveURL(/\/home\/cart/);
    await page.getByRole('button', { name: '删除选中的商品' }).click();
    await expectAlert(page, '请选择数据');
    await expect(table.getByRole('row')).toHaveCount(4);

    // One selected: its count and exact total.
    await tick(page, minimum);
    await recalculate(page, js);
    await expectSummary(page, 1, minimumTotal);

    // Select all, and back to one.
    if (js) await page.getByRole('checkbox', { name: '全选' }).check();
    else await page.getByRole('link', { name: '全选', exact: true }).click();
    const all = sumMoney([minimumTotal, lineTotal(priceOf(single), 2), lineTotal(priceOf(fromList), 1)]);
    await expectSummary(page, 3, all);
    if (js) await page.getByRole('checkbox', { name: '全选' }).uncheck();
    else await page.getByRole('link', { name: '取消全选' }).click();
    await expectSummary(page, 0, 0 as Money);
    await tick(page, minimum);
    await recalculate(page, js);
    await expectSummary(page, 1, minimumTotal);

    // Delete one line: the others and the selection stay, and the badge counts two.
    await rowOf(page, fromList)
      .getByRole('button', { name: `删除${fromList.goodsName}` })
      .click();
    await expectStatus(page, '删除成功');
    await expect(rowOf(page, fromList)).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: `选择${minimum.goodsName}` })).toBeChecked();
    await expect(page.locator('.cart-badge')).toHaveText('2');

    // Batch delete the ticked line(s).
    await tick(page, minimum, false);
    await tick(page, single);
    await page.getByRole('button', { name: '删除选中的商品' }).click();
    await expectStatus(page, '删除成功');
    await expect(rowOf(page, single)).toHaveCount(0);
    await expect(rowOf(page, minimum)).toHaveCount(1);
    await expect(page.locator('.cart-badge')).toHaveText('1');

    // Checkout: the ticked line becomes a settlement to confirm.
    await tick(page, minimum);
    await page.getByRole('button', { name: '去结算' }).click();
    await expect(page).toHaveURL(/\/container\/getOrderInfo\/\d+$/);
  });

  test('keyboard only: tick a line, change its quantity and check out', async ({ page }, testInfo) => {
    test.slow();
    const js = jsEnabled(testInfo);
    const company = await registerApprovedCompany(page.request, testInfo);
    const { minimum } = await pickGoods(page);
    const token = await restToken(page.request, company.username, company.password);
    const added = await page.request.post('/rest/car/add', {
      form: { goodsId: minimum.id, quantity: minimum.quantity, token },
    });
    expect(await added.json()).toMatchObject({ code: 0 });
    await logIn(page, company.username, company.password);
    // Nothing ticked, so the keyboard ticks it.
    await page.goto('/home/cart?carIds=');

    const quantity = page.getByRole('spinbutton', { name: `${minimum.goodsName}的购买数量` });
    await skipToContent(page);
    await tabTo(page, quantity);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(minimum.quantity + 1));
    // Enter saves it: at once with JavaScript; without, the form saves changed quantities and recalculates.
    await page.keyboard.press('Enter');
    if (!js) await expectStatus(page, '购买数量已修改');
    const total = lineTotal(priceOf(minimum), minimum.quantity + 1);
    await expect(rowOf(page, minimum).locator('.cart-subtotal')).toHaveText(yuan(total));

    const box = page.getByRole('checkbox', { name: `选择${minimum.goodsName}` });
    await skipToContent(page);
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    if (js) await expectSummary(page, 1, total);

    await tabTo(page, page.getByRole('button', { name: '去结算' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/container\/getOrderInfo\/\d+$/);
  });
});
