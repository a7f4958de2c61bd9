import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Orders for the order screens' tests, placed through the REST API as the
 * checkout would place them (the checkout screens are built elsewhere).
 */

type Envelope<T> = { code: number; msg: string; data: T };

async function read<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

/** A backend token, as rest/customer/login answers it. */
export async function apiToken(request: APIRequestContext, username: string, password = 'Demo12345') {
  const { token } = await read<{ token: string }>(
    await request.post('/rest/customer/login', { form: { loginType: 1, username, password } }),
  );
  return token;
}

export function apiGet<T>(request: APIRequestContext, token: string, path: string) {
  return request.get(path, { params: { token } }).then((response) => read<T>(response));
}

export function apiPost<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  form: Record<string, string | number> = {},
) {
  return request.post(path, { params: { token }, form: { ...form, token } }).then((response) => read<T>(response));
}

export interface StockedGoods {
  id: number;
  goodsName: string;
  /** The minimum order quantity, which every order here buys. */
  quantity: number;
}

/**
 * On-sale goods with plenty of stock, away from the goods other specs look at
 * (goods 5 must keep 'no reviews'). The demo seed is the same on every start.
 */
export async function stockedGoods(request: APIRequestContext, from = 30): Promise<StockedGoods> {
  for (let id = from; id < from + 50; id++) {
    const response = await request.get(`/rest/goods/detail/${id}`);
    const { code, data } = (await response.json()) as Envelope<StockedGoods & { onSale: number; inventory: number }>;
    if (code === 0 && data.onSale === 1 && data.inventory >= 1000 && data.quantity <= 50) {
      return { id: data.id, goodsName: data.goodsName, quantity: data.quantity };
    }
  }
  throw new Error(`no stocked goods from id ${from}`);
}

export interface PlacedOrder {
  orderId: number;
  orderNo: string;
}

/**
 * Buy Now and submit with the company's default address and its invoice header,
 * paying offline (staff confirm the transfer). A purchaser's order goes to
 * purchase approval first: `approver` (an approver's or the main account's token)
 * approves it into an order.
 */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  goods: StockedGoods,
  approver?: string,
): Promise<PlacedOrder> {
  const addresses = await apiGet<{ list: { id: number; isDefault: number }[] }>(request, token, '/rest/address/my');
  const address = addresses.list.find((row) => row.isDefault === 1) ?? addresses.list[0];
  const headers = await apiGet<{ list: { id: number }[] }>(request, token, '/rest/invoiceHeader/my');
  if (!address || !headers.list[0]) throw new Error('the company needs an address and an invoice header');
  const uuId = await apiPost<number>(request, token, '/rest/order/buyGoods', {
    goodsId: goods.id,
    quantity: goods.quantity,
  });
  const submitted = await apiPost<{ paymentType: number; orderId: number }>(
    request,
    token,
    '/rest/order/submitOrderBuy',
    {
      uuId,
      payTypeId: 1,
      consigneeId: address.id,
      invoiceHeader: headers.list[0].id,
    },
  );
  let orderId = submitted.orderId;
  if (submitted.paymentType === 1) {
    if (!approver) throw new Error('a purchaser’s order needs an approver');
    orderId = (await apiPost<{ orderId: number }>(request, approver, `/rest/order/checkPass/${uuId}`)).orderId;
  }
  const info = await apiGet<{ orderNo: string }>(request, approver ?? token, `/rest/order/info/${orderId}`);
  return { orderId, orderNo: info.orderNo };
}

/** A company's first address and invoice header, added as its buyer would add them. */
export async function setUpDelivery(request: APIRequestContext, token: string, mobile: string) {
  await apiPost<number>(request, token, '/rest/address/add', {
    consignee: '周八',
    province: '330000',
    city: '330100',
    county: '330106',
    address: '文三路90号',
    mobile,
  });
  await apiPost<number>(request, token, '/rest/invoiceHeader/add', {
    invoiceType: '1',
    unitName: '自建测试有限公司',
    taxcode: '91330106MA2H3K4L5N',
    content: '商品明细',
    receive: '周八',
    mobile,
    email: 'orders@example.com',
  });
}
