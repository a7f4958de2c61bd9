import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { apiToken, setUpDelivery, stockedGoods, type StockedGoods } from './orders-support.ts';
import { jsEnabled, logIn, registerApprovedCompany } from './support.ts';

/**
 * The procurement system's side of punchout, played by the test: a receiver on 127.0.0.1 stands
 * for its HOOK_URL / BrowserFormPost URL and records the forms posted to it. OCI: the entry URL
 * opens the shop with its banner, the cart's 转回采购系统 posts the OCI fields to the receiver.
 * cXML: a setup request by HTTP, the StartPage, the same shopping and transfer, and an OrderRequest
 * built from the PunchOutOrderMessage received becomes an order the company sees in its order list.
 */

interface Posted {
  path: string;
  fields: URLSearchParams;
}

async function startReceiver() {
  const posted: Posted[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST') posted.push({ path: request.url ?? '', fields: new URLSearchParams(body) });
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end('<!doctype html><html lang="en"><title>Procurement</title><h1>Cart received</h1></html>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    posted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });

async function addToCart(page: Page, goods: StockedGoods, js: boolean) {
  await page.goto(`/home/details/${goods.id}`);
  if (js) await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByRole('status').filter({ hasText: '加入购物车成功' }).first()).toBeVisible();
}

/** From the cart: 转回采购系统 instead of checkout, then the transfer page's own button posts to the receiver. */
async function sendBack(page: Page, receiverUrl: string, axe: boolean) {
  await page.goto('/home/cart');
  await expect(page.getByRole('button', { name: '去结算' })).toHaveCount(0);
  if (axe) await expectNoSeriousViolations(page, 'the cart in a punchout session');
  await page.getByRole('button', { name: '转回采购系统' }).click();
  await expect(page.getByRole('heading', { name: '转回采购系统', level: 1 })).toBeVisible();
  if (axe) await expectNoSeriousViolations(page, 'the punchout transfer page');
  await page.getByRole('button', { name: '转回采购系统' }).click();
  await page.waitForURL(`${receiverUrl}/**`);
  await expect(page.getByRole('heading', { name: 'Cart received' })).toBeVisible();
}

test.describe('punchout (采购系统对接)', () => {
  test('a procurement system opens the shop by OCI and cXML, gets the cart back, and orders it', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const js = jsEnabled(testInfo);
    const receiver = await startReceiver();
    try {
      const company = await registerApprovedCompany(page.request, testInfo);
      await setUpDelivery(
        page.request,
        await apiToken(page.request, company.username, company.password),
        company.mobile,
      );
      const goods = await stockedGoods(page.request, 40);

      // The main account makes the shared secret (shown once) and turns punchout on.
      await logIn(page, company.username, company.password);
      await page.goto('/userCenter/punchout');
      await expect(page.getByRole('heading', { name: '采购系统对接', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: '采购系统对接' })).toBeVisible();
      if (js) await page.waitForLoadState('networkidle');
      // A bad identity: its rule is said, focus goes to it, and nothing is saved.
      const identity = page.getByRole('textbox', { name: /公司标识/ });
      await identity.fill('a b');
      await page.getByRole('button', { name: '保存设置' }).click();
      await expect(page.getByText('公司标识只能包含字母、数字和 . _ - @，长度 3 到 80 个字符').first()).toBeVisible();
      await expect(identity).toBeFocused();
      await page.goto('/userCenter/punchout');
      await expect(page.getByRole('textbox', { name: /公司标识/ })).not.toHaveValue('a b');
      if (js) await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: '生成新的共享密钥' }).click();
      const secret = (await page.getByTestId('secret-once').textContent())!.trim();
      expect(secret).toMatch(/^pos_/);
      if (js) await page.waitForLoadState('networkidle');
      await page.getByRole('checkbox', { name: '启用采购系统对接' }).check();
      await page.getByRole('button', { name: '保存设置' }).click();
      await expect(page.getByText('已保存采购系统对接设置').first()).toBeVisible();
      await expect(page.getByText('已设置共享密钥')).toBeVisible();
      await expect(page.getByText(`${new URL(page.url()).origin}/rest/punchout/cxml/order`)).toBeVisible();
      await expectNoSeriousViolations(page, 'the punchout settings');

      // OCI: the procurement system's browser opens the entry URL.
      const oci = new URLSearchParams({
        USERNAME: company.username,
        PASSWORD: secret,
        HOOK_URL: `${receiver.url}/oci-hook`,
        OCI_VERSION: '4.0',
      });
      await page.goto(`/rest/punchout/oci?${oci}`);
      await expect(page).toHaveURL(/\/home\/index/);
      await expect(page.getByText(/在采购系统中购物/)).toBeVisible();
      await addToCart(page, goods, js);
      // The shop's own checkout is not offered in a session: 立即购买 comes back to the cart.
      await page.getByRole('button', { name: '立即购买' }).click();
      await expect(page).toHaveURL(/\/home\/cart/);
      await expect(page.getByText(/采购系统会话中不在商城结算/).first()).toBeVisible();
      await sendBack(page, receiver.url, true);
      const ociPost = receiver.posted.find((post) => post.path === '/oci-hook')!;
      expect(ociPost.fields.get('NEW_ITEM-VENDORMAT[1]')).toBe(String(goods.id));
      expect(ociPost.fields.get('NEW_ITEM-QUANTITY[1]')).toBe(String(goods.quantity));
      expect(ociPost.fields.get('NEW_ITEM-CURRENCY[1]')).toBe('CNY');
      expect(ociPost.fields.get('NEW_ITEM-PRICEUNIT[1]')).toBe('1');
      expect(ociPost.fields.get('NEW_ITEM-PRICE[1]')).toMatch(/^\d+\.\d{2}(\d{2})?$/);
      expect(ociPost.fields.get('NEW_ITEM-UNIT[1]')).toMatch(/^[A-Z]{2,3}$/);
      expect(ociPost.fields.get('NEW_ITEM-DESCRIPTION[1]')).toBe(goods.goodsName.slice(0, 40));
      expect(ociPost.fields.has('NEW_ITEM-DESCRIPTION[2]')).toBe(false);

      // A wrong password opens nothing: a plain page says so.
      const refused = await page.request.get(
        `/rest/punchout/oci?${new URLSearchParams({ ...Object.fromEntries(oci), PASSWORD: 'wrong' })}`,
      );
      expect(refused.status()).toBe(401);

      // cXML: the setup request by HTTP, then the StartPage in the browser.
      const setup = await page.request.post('/rest/punchout/cxml/setup', {
        headers: { 'Content-Type': 'text/xml; charset=utf-8' },
        data: `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="setup-${company.username}@buyer.test" timestamp="2026-11-28T10:00:00+08:00">
  <Header>
    <From><Credential domain="NetworkID"><Identity>${company.username}</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>Caigou</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>${company.username}</Identity><SharedSecret>${secret}</SharedSecret></Credential>
      <UserAgent>Test procurement</UserAgent></Sender>
  </Header>
  <Request><PunchOutSetupRequest operation="create">
    <BuyerCookie>basket-${company.username}</BuyerCookie>
    <BrowserFormPost><URL>${receiver.url}/cxml-hook</URL></BrowserFormPost>
  </PunchOutSetupRequest></Request>
</cXML>`,
      });
      expect(setup.status()).toBe(200);
      const startPage = (
        xml.parse(await setup.text()) as {
          cXML: { Response: { PunchOutSetupResponse: { StartPage: { URL: string } } } };
        }
      ).cXML.Response.PunchOutSetupResponse.StartPage.URL;
      await page.goto(startPage);
      await expect(page.getByText(/在采购系统中购物/)).toBeVisible();
      await addToCart(page, goods, js);
      await sendBack(page, receiver.url, false);
      const cxmlPost = receiver.posted.find((post) => post.path === '/cxml-hook')!;
      const message = (
        xml.parse(cxmlPost.fields.get('cxml-urlencoded')!) as {
          cXML: {
            Message: {
              PunchOutOrderMessage: {
                BuyerCookie: string;
                ItemIn: {
                  '@_quantity': string;
                  ItemID: { SupplierPartID: string };
                  ItemDetail: { UnitPrice: { Money: Record<string, string> } };
                };
              };
            };
          };
        }
      ).cXML.Message.PunchOutOrderMessage;
      expect(message.BuyerCookie).toBe(`basket-${company.username}`);
      expect(message.ItemIn.ItemID.SupplierPartID).toBe(String(goods.id));
      expect(message.ItemIn.ItemDetail.UnitPrice.Money['@_currency']).toBe('CNY');

      // The procurement system approved it: its OrderRequest, made from that message, becomes an order.
      const orderId = `PO-${company.username}`;
      const order = await page.request.post('/rest/punchout/cxml/order', {
        headers: { 'Content-Type': 'text/xml; charset=utf-8' },
        data: `<?xml version="1.0" encoding="UTF-8"?>
<cXML payloadID="${orderId}@buyer.test" timestamp="2026-11-28T11:00:00+08:00">
  <Header>
    <From><Credential domain="NetworkID"><Identity>${company.username}</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>Caigou</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>${company.username}</Identity><SharedSecret>${secret}</SharedSecret></Credential></Sender>
  </Header>
  <Request><OrderRequest>
    <OrderRequestHeader orderID="${orderId}" orderDate="2026-11-28" type="new"><Total><Money currency="CNY">0</Money></Total></OrderRequestHeader>
    <ItemOut quantity="${message.ItemIn['@_quantity']}" lineNumber="1">
      <ItemID><SupplierPartID>${message.ItemIn.ItemID.SupplierPartID}</SupplierPartID></ItemID>
      <ItemDetail><UnitPrice><Money currency="CNY">${message.ItemIn.ItemDetail.UnitPrice.Money['#text']}</Money></UnitPrice>
      <Description xml:lang="zh-CN">${goods.id}</Description><UnitOfMeasure>EA</UnitOfMeasure></ItemDetail>
    </ItemOut>
  </OrderRequest></Request>
</cXML>`,
      });
      const answer = xml.parse(await order.text()) as { cXML: { Response: { Status: Record<string, string> } } };
      expect(answer.cXML.Response.Status['@_code']).toBe('200');
      const orderNo = answer.cXML.Response.Status['#text']!;
      expect(orderNo).toMatch(/^CG\d+/);

      // The transfer ended the procurement system's login; the company finds the order in its list.
      await logIn(page, company.username, company.password);
      await page.goto('/userCenter/order');
      await expect(page.getByText(orderNo).first()).toBeVisible();
    } finally {
      await receiver.close();
    }
  });
});
