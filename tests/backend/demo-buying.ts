import { expect } from 'vitest';
import type { SubmitResult } from '../../common/areas/orders/order-types.ts';
import type { TestBackend } from './harness.ts';

/** The seeded 'other' company's main mobile. */
export const OTHER_MOBILE = '13900000000';

/** A company's seeded default delivery address and its invoice header (0 when it has none, as 'other'). */
export async function deliveryFor(
  t: Pick<TestBackend, 'db'>,
  companyId: number,
): Promise<{ address: number; header: number }> {
  const address = await t.db
    .selectFrom('address')
    .select('id')
    .where('company_id', '=', companyId)
    .where('is_default', '=', 1)
    .executeTakeFirstOrThrow();
  const header = await t.db
    .selectFrom('invoice_header')
    .select('id')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return { address: address.id, header: header?.id ?? 0 };
}

/** A goods on sale that can be bought one at a time, with stock to spare for a whole test file. */
export async function plentifulGoods(t: TestBackend): Promise<number> {
  const goods = await t.db
    .selectFrom('goods')
    .select('id')
    .where('on_sale', '=', 1)
    .where('quantity', '=', 1)
    .where('inventory', '>=', 1000)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return goods.id;
}

/** Gives the seeded 'other' company (which has none) an ordinary invoice header, and returns its id. */
export async function addOtherHeader(t: TestBackend, token: string): Promise<number> {
  const header = await t.call<number>('POST', '/rest/invoiceHeader/add', {
    token,
    body: {
      invoiceType: '1',
      unitName: '另一贸易有限公司',
      taxcode: '91440300MA5F1234XC',
      content: '商品明细',
      receive: '李四',
      mobile: OTHER_MOBILE,
      email: 'other@example.com',
    },
  });
  expect(header.code, header.msg).toBe(0);
  return header.data;
}

/**
 * Buy Now, then submit by offline transfer to the address and header given: an order, or for a
 * purchaser a purchase waiting for approval. Answers the settlement's id and what submitting said.
 */
export async function buyNowOffline(
  t: TestBackend,
  token: string,
  goodsId: number,
  quantity: number,
  delivery: { address: number; header: number },
): Promise<{ uuId: number; placed: SubmitResult }> {
  const uuId = await t.call<number>('POST', '/rest/order/buyGoods', { token, body: { goodsId, quantity } });
  expect(uuId.code, uuId.msg).toBe(0);
  const placed = await t.call<SubmitResult>('POST', '/rest/order/submitOrder', {
    token,
    body: { uuId: uuId.data, payTypeId: 1, consigneeId: delivery.address, invoiceHeader: delivery.header },
  });
  expect(placed.code, placed.msg).toBe(0);
  return { uuId: uuId.data, placed: placed.data };
}
