import type { Deps } from './deps.ts';
import { accountService } from './account.ts';
import { addressService } from './address.ts';
import { brandService } from './brand.ts';
import { cartService } from './cart.ts';
import { favouriteService } from './favourite.ts';
import { goodsDetailService } from './goods-detail.ts';
import { categoryService } from './category.ts';
import { goodsService } from './goods.ts';
import { fulfilmentService } from './fulfilment.ts';
import { invoiceHeaderService } from './invoice-header.ts';
import { merchantService } from './merchant.ts';
import { orderService } from './order.ts';
import { purchaseService } from './purchase.ts';
import { regionService } from './region.ts';
import { reviewService } from './review.ts';
import { sessionService } from './session.ts';
import { settlementService } from './settlement.ts';
import { smsService } from './sms.ts';
import { storefrontService } from './storefront.ts';
import { subAccountService } from './sub-account.ts';
import { themedService } from './themed.ts';

export function createServices(deps: Deps) {
  const sessions = sessionService(deps);
  const sms = smsService(deps);
  return {
    sessions,
    sms,
    accounts: accountService(deps, { sessions, sms }),
    storefront: storefrontService(deps),
    themed: themedService(deps),
    goods: goodsService(deps),
    categories: categoryService(deps),
    brands: brandService(deps),
    cart: cartService(deps),
    favourites: favouriteService(deps),
    goodsDetail: goodsDetailService(deps),
    regions: regionService(deps),
    merchant: merchantService(deps),
    settlements: settlementService(deps),
    orders: orderService(deps),
    purchases: purchaseService(deps),
    reviews: reviewService(deps),
    fulfilment: fulfilmentService(deps),
    subAccounts: subAccountService(deps),
    addresses: addressService(deps),
    invoiceHeaders: invoiceHeaderService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
