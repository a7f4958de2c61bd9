import { expect, type Page } from '@playwright/test';

/** Goods of the demo catalogue used to buy: on sale, with plenty of stock (demo seed). */
export const GOODS_TO_BUY = 5;

/** Buy Now on a goods detail page at its minimum quantity; lands on the confirm-order screen. */
export async function buyNow(page: Page, goodsId = GOODS_TO_BUY) {
  await page.goto(`/home/details/${goodsId}`);
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/container\/getOrderInfo\/\d+$/);
  await expect(page.getByRole('heading', { name: '填写并核对订单' })).toBeVisible();
}

/** The order number the pay page shows, for the staff commands. */
export async function orderNoOnPayPage(page: Page): Promise<string> {
  const text = await page.getByText(/订单编号：CG\d+/).textContent();
  const orderNo = text?.match(/CG\d+/)?.[0];
  if (!orderNo) throw new Error('no order number on the pay page');
  return orderNo;
}
