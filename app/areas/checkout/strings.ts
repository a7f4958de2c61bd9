import { area } from '../../i18n/strings.ts';

/** Strings of the confirm-order screen and the settlement lines it shares with purchase approval. */
const strings = area(
  {
    checkout: {
      title: '填写并核对订单',
      goods: '商品',
      price: '单价',
      quantity: '数量',
      lineTotal: '小计',
      freight: '运费',
      total: '应付总额',
      offSale: '已下架',
      lowStock: '库存仅剩{{count}}件',
      payMode: '支付方式',
      address: '收货地址',
      noAddress: '还没有收货地址，请先新增一个。',
      addAddress: '新增收货地址',
      manageAddresses: '管理收货地址',
      defaultAddress: '默认地址',
      invoice: '发票抬头',
      noInvoice: '还没有发票抬头，请先填写。',
      addInvoice: '填写发票抬头',
      invoiceLine: '{{unitName}}（税号 {{taxcode}}）',
      submit: '提交订单',
      submitForApproval: '提交采购审核',
      approvalNote: '您是采购员账号：提交后采购单将由审核员或主账号审核，通过后生成订单。',
      approvalMainNote: '按公司的审批规则，本单需主账号审批：提交后采购单将由主账号审核，通过后生成订单。',
      noApprovalNote: '按公司的审批规则，本单无需审批：提交后直接生成订单。',
      submitted: '该订单已提交。',
      goToPay: '去支付',
      goToPurchases: '查看采购单',
    },
  },
  {
    checkout: {
      title: 'Fill in and confirm the order',
      goods: 'Goods',
      price: 'Unit price',
      quantity: 'Quantity',
      lineTotal: 'Subtotal',
      freight: 'Freight',
      total: 'Total',
      offSale: 'Off sale',
      lowStock: 'Only {{count}} left',
      payMode: 'Payment method',
      address: 'Delivery address',
      noAddress: 'No delivery address yet: please add one.',
      addAddress: 'Add a delivery address',
      manageAddresses: 'Manage addresses',
      defaultAddress: 'Default',
      invoice: 'Invoice title',
      noInvoice: 'No invoice title yet: please fill one in.',
      addInvoice: 'Fill in the invoice title',
      invoiceLine: '{{unitName}} (tax code {{taxcode}})',
      submit: 'Submit order',
      submitForApproval: 'Submit for review',
      approvalNote:
        'You are a purchaser: a reviewer or the main account reviews the purchase order, which becomes an order once approved.',
      approvalMainNote:
        'Under your company’s approval rule this purchase needs the main account’s approval: it becomes an order once the main account approves it.',
      noApprovalNote:
        'Under your company’s approval rule this purchase needs no approval: it becomes an order at once.',
      submitted: 'This order has been submitted.',
      goToPay: 'Go to payment',
      goToPurchases: 'View purchase orders',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
