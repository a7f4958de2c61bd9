import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { apiPost, apiToken, setUpDelivery, stockedGoods } from './orders-support.ts';
import { registerApprovedCompany, unique } from './support.ts';

/** The rule sets the shop is held to: WCAG 2.0 and 2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Fails on any serious or critical violation, naming the rule and the first elements it found.
 * axe runs as a script in the page, which a page without JavaScript cannot: there the page's
 * DOM (what the server sent, nothing ran) is scanned in a page of its own at the same address,
 * with every script taken out and the same stylesheets and cookies.
 */
export async function expectNoSeriousViolations(page: Page, screen: string) {
  const scriptless = test.info().project.use.javaScriptEnabled === false;
  const scanned = scriptless ? await scriptlessCopy(page) : page;
  // Only the violations are read, so axe is asked for no other results (it still runs every rule),
  // and it runs in the page itself: the default also opens a blank page per scan to gather
  // cross-origin frames, which the shop's pages have none of. Both made a scan about three times
  // faster, and the same violations come back.
  const { violations } = await new AxeBuilder({ page: scanned })
    .withTags(TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const where = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `${violation.id} (${violation.nodes.length}): ${where.join(', ')}`;
    });
  expect(serious, `axe on ${screen}`).toEqual([]);
}

/**
 * One scriptless page per worker's browser, kept for every later scan: a fresh context per scan
 * fetched every stylesheet and font again and was most of a scan's time without JavaScript. It is
 * never closed by hand: closing it from the test context's `close` event raced the runner's own
 * teardown and failed the worker's next test; the browser closes it when the worker ends.
 */
const scriptlessPages = new WeakMap<Browser, Promise<Page>>();

async function scriptlessCopy(page: Page): Promise<Page> {
  const browser = page.context().browser()!;
  let copy = scriptlessPages.get(browser);
  if (!copy) {
    copy = browser.newContext({ javaScriptEnabled: true, locale: 'zh-CN' }).then((context) => context.newPage());
    scriptlessPages.set(browser, copy);
  }
  const scanned = await copy;
  const viewport = page.viewportSize();
  if (viewport) await scanned.setViewportSize(viewport);
  // The buyer's session as it is now: a scan after a login or logout sees what the page saw.
  await scanned.context().clearCookies();
  await scanned.context().addCookies(await page.context().cookies());
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const url = page.url();
  await scanned.unrouteAll();
  await scanned.route(url, (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
  await scanned.goto(url);
  return scanned;
}

/**
 * A company of its own with a purchaser sub-account whose purchase waits for approval,
 * so the purchase list has a row without touching the demo company's data.
 */
export async function companyWithPurchase(request: APIRequestContext, testInfo: TestInfo) {
  const company = await registerApprovedCompany(request, testInfo);
  const token = await apiToken(request, company.username, company.password);
  await setUpDelivery(request, token, company.mobile);
  const { suffix } = unique(testInfo);
  const buyer = { username: `buy${suffix}`, password: 'Buy12345' };
  await apiPost(request, token, '/rest/customer/addAccount', {
    username: buyer.username,
    accountType: 2,
    linkman: '采购员',
    mobile: `139${suffix}`,
    email: `${buyer.username}@example.com`,
    password: buyer.password,
    confirmPassword: buyer.password,
  });
  const buyerToken = await apiToken(request, buyer.username, buyer.password);
  const goods = await stockedGoods(request, 60);
  const addresses = await request.get('/rest/address/my', { params: { token: buyerToken } });
  const headers = await request.get('/rest/invoiceHeader/my', { params: { token: buyerToken } });
  const address = ((await addresses.json()) as { data: { list: { id: number }[] } }).data.list[0];
  const header = ((await headers.json()) as { data: { list: { id: number }[] } }).data.list[0];
  const uuId = await apiPost<number>(request, buyerToken, '/rest/order/buyGoods', {
    goodsId: goods.id,
    quantity: goods.quantity,
  });
  await apiPost(request, buyerToken, '/rest/order/submitOrderBuy', {
    uuId,
    payTypeId: 1,
    consigneeId: address!.id,
    invoiceHeader: header!.id,
  });
  return company;
}
