import { expect, test, type APIRequestContext } from './fixtures.ts';
import { CERTIFICATION_DOCTYPES } from '../../common/areas/files/files.ts';
import type { CertificationRecord } from '../../common/areas/certification/certification-fields.ts';
import { apiGet, apiToken } from './orders-support.ts';
import { logIn } from './support.ts';

/**
 * Inside one company, what a sub-account reaches by a link is no more than its screens show:
 * the certification images (ID cards, licences) are the main account's through
 * /userCenter/attachment/… as they are on the certification screen, and the 账期额度 page shows a
 * purchaser only its own orders' changes, as its order list does.
 */

/** The paths of the demo company's certification images, as its main account reads its record. */
async function certificationImagePaths(request: APIRequestContext): Promise<string[]> {
  const token = await apiToken(request, 'demo');
  const [certification] = await apiGet<{ id: number }[]>(request, token, '/rest/customer/corpcert/list');
  const record = await apiGet<CertificationRecord>(request, token, `/rest/customer/corpcert/info/${certification!.id}`);
  const paths = CERTIFICATION_DOCTYPES.map((doctype) => String(record[doctype as keyof CertificationRecord] ?? ''));
  expect(paths.every(Boolean)).toBe(true);
  return paths;
}

test('an approver and a purchaser get the 404 page for the certification images; the main account the image', async ({
  page,
  browser,
  request,
}) => {
  const paths = await certificationImagePaths(request);
  await logIn(page, 'demo');
  for (const path of paths) {
    const response = await page.request.get(`/userCenter/attachment/${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  }
  for (const username of ['demo_approver', 'demo_buyer']) {
    const context = await browser.newContext();
    const other = await context.newPage();
    await logIn(other, username);
    for (const path of paths) {
      const response = await other.request.get(`/userCenter/attachment/${path}`);
      expect(response.status(), `${username} ${path}`).toBe(404);
      expect(response.headers()['content-type'], `${username} ${path}`).not.toMatch(/^image\//);
    }
    // As a page, too: the shop's 404 page, not the image.
    await other.goto(`/userCenter/attachment/${paths[0]}`);
    await expect(other.getByRole('img')).toHaveCount(0);
    await context.close();
  }
});

test("the 账期额度 page shows a purchaser the company's totals but only its own orders' changes", async ({
  page,
  browser,
}) => {
  await logIn(page, 'demo');
  await page.goto('/userCenter/credit');
  const ledger = page.getByRole('table', { name: '额度明细' });
  await expect(ledger.getByRole('columnheader', { name: '变动后可用' })).toBeVisible();
  // The seeded credit orders are the main account's.
  const mainOrders = ledger.getByRole('row').filter({ hasText: '账期下单' });
  await expect(mainOrders.first()).toBeVisible();
  const orderNumbers = (await mainOrders.allInnerTexts()).map((text) => text.match(/CG\d+/)?.[0]).filter(Boolean);
  expect(orderNumbers.length).toBeGreaterThan(0);
  const totals = (await page.locator('.credit-totals').textContent()) ?? '';

  const context = await browser.newContext();
  const buyer = await context.newPage();
  await logIn(buyer, 'demo_buyer');
  await buyer.goto('/userCenter/credit');
  const own = buyer.getByRole('table', { name: '额度明细' });
  await expect(own).toBeVisible();
  for (const orderNo of orderNumbers) await expect(own).not.toContainText(orderNo!);
  await expect(own.getByRole('columnheader', { name: '变动后可用' })).toHaveCount(0);
  await expect(buyer.getByText('以上为公司的额度合计；下表只列出您本人订单引起的变动。')).toBeVisible();
  await expect(buyer.locator('.credit-totals')).toHaveText(totals);
  await context.close();
});
