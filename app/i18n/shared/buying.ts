import { area } from '../strings.ts';

/**
 * Strings of the buying fixes: a credit-paid order's confirmation, the pay page of a paid
 * order, out-of-stock goods, prices with VAT included, and editing a rejected purchase.
 */
const strings = area(
  {
    buying: {
      paidTitle: '订单已支付',
      paidOnCredit: '该订单已使用账期额度支付，无需转账，我们将尽快为您发货。',
      paidOffline: '该订单已支付，无需再次转账，我们将尽快为您发货。',
      cancelledTitle: '订单已取消',
      creditUsed: '已用账期额度',
      quotaLeft: '剩余账期额度',
      creditConfirmation: '订单已提交，已使用账期额度支付，无需转账。',
      taxIncluded: '含税',
      taxIncludedRate: '含税（税率{{rate}}）',
      minQuantity: '{{quantity}}{{unit}}起订',
      outOfStock: '暂时缺货',
      cannotBuy: '暂时缺货，无法购买',
      cartOutOfStockNote: '暂时缺货的商品不能选择和结算，到货后即可购买。',
      editPurchase: '修改采购单',
      editTitle: '修改并重新提交采购单',
      resubmit: '重新提交审核',
      cancelEdit: '取消修改',
      rejectedNote: '该采购单已被驳回，您可以修改数量、收货地址和支付方式后重新提交审核。',
    },
  },
  {
    buying: {
      paidTitle: 'Order paid',
      paidOnCredit:
        'This order was paid from your credit quota: no transfer is needed. We will ship it as soon as possible.',
      paidOffline: 'This order is paid: no further transfer is needed. We will ship it as soon as possible.',
      cancelledTitle: 'Order cancelled',
      creditUsed: 'Credit quota used',
      quotaLeft: 'Credit quota left',
      creditConfirmation: 'The order is placed and paid from your credit quota: no transfer is needed.',
      taxIncluded: 'VAT incl.',
      taxIncludedRate: 'VAT incl. ({{rate}})',
      minQuantity: 'Minimum order {{quantity}} {{unit}}',
      outOfStock: 'Out of stock',
      cannotBuy: 'Out of stock: cannot be bought for now',
      cartOutOfStockNote: 'Goods out of stock cannot be selected or checked out until they are back.',
      editPurchase: 'Edit the purchase',
      editTitle: 'Edit and resubmit the purchase',
      resubmit: 'Resubmit for review',
      cancelEdit: 'Cancel editing',
      rejectedNote:
        'This purchase was rejected. You can change the quantities, the delivery address and the payment method and submit it for review again.',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../resources.ts' {
  interface InterfaceStrings extends Own {}
}
