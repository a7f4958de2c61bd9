import { expect, test, type Browser, type Page, type TestInfo } from './fixtures.ts';
import { jsEnabled, logIn } from './support.ts';

/**
 * A company's own prices (协议价) beyond the goods lists: the demo company's buyer sees its prices
 * on the home page's goods blocks and on a themed page (行家优选), marked, the list price struck
 * through; another company's buyer and a visitor, asking the same pages, see none.
 */

async function pageAs(browser: Browser, testInfo: TestInfo, username?: string): Promise<Page> {
  const page = await browser.newPage({ javaScriptEnabled: jsEnabled(testInfo) });
  if (username) {
    await logIn(page, username);
    // The login's toast is shown (and its cookie removed) on the first page.
    await page.goto('/home/index');
  }
  return page;
}

test('the home page and a themed page show the demo company its prices, others the list price', async ({
  browser,
}, testInfo) => {
  const visitor = await pageAs(browser, testInfo);
  const other = await pageAs(browser, testInfo, 'huadong');
  const demo = await pageAs(browser, testInfo, 'demo');

  await demo.goto('/home/index');
  // The themed pages the navigation links to (行家优选, 清仓特卖, 集团采购), each once.
  const themed = [
    ...new Set(
      await demo
        .locator('a[href^="/home/hyyx/"], a[href^="/home/qctm/"], a[href^="/home/jtcg/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!)),
    ),
  ];
  expect(themed.length).toBeGreaterThan(0);

  /** Whether the demo buyer sees a company price on the page; the others never do. */
  async function check(path: string): Promise<boolean> {
    // The others first, so any page kept for them is there when the demo buyer asks.
    for (const page of [visitor, other]) {
      await page.goto(path);
      await expect(page.locator('.goods-card-price').first()).toBeVisible();
      await expect(page.locator('.company-price-tag')).toHaveCount(0);
      await expect(page.locator('s.list-price')).toHaveCount(0);
    }
    await demo.goto(path);
    await expect(demo.locator('.goods-card-price').first()).toBeVisible();
    const marked = demo.locator('.goods-card-price', { has: demo.locator('.company-price-tag') });
    const shown = (await marked.count()) > 0;
    if (shown) {
      await expect(marked.first()).toContainText('协议价');
      await expect(marked.first().locator('s.list-price')).toContainText('原价 ¥');
    }
    // Asked again after the demo buyer: still no company price for the others.
    for (const page of [visitor, other]) {
      await page.goto(path);
      await expect(page.locator('.company-price-tag')).toHaveCount(0);
    }
    return shown;
  }

  // The home page shows the goods the demo data prices first; some themed page shows one too.
  expect(await check('/home/index')).toBe(true);
  const themedShown = [];
  for (const path of themed) themedShown.push(await check(path));
  expect(themedShown).toContain(true);

  await visitor.close();
  await other.close();
  await demo.close();
});
