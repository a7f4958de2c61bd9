import { area } from '../../i18n/strings.ts';

/** The console's words for the orders (/admin/orders): their list, one order and its actions. */
const strings = area(
  {
    consoleOrder: {
      title: '订单',
      orderNo: '订单号',
      company: '企业',
      total: '应付金额',
      payMode: '支付方式',
      status: '状态',
      createDate: '下单时间',
      buyer: '下单账号',
      invoice: '发票抬头',
      noInvoice: '无',
      goods: '商品名称',
      paidAmount: '到账金额',
      paymentDate: '到账日期',
      paymentSerial: '银行流水号',
      carrier: '物流公司',
      trackingNo: '运单号',
      events: '订单时间线',
      afterSales: '售后申请',
      confirmPayment: '确认到账',
      ship: '发货',
      staffCancel: '取消订单',
      amountHint: '应付{{amount}}元；到账金额必须与应付一致',
      remarkHint: '这笔汇款的备注应为订单编号 {{orderNo}}，请据此在银行流水中核对',
      cancelReasonLabel: '取消原因（将通过短信告知）',
      back: '返回订单列表',
      event: {
        placed: '已下单',
        paid: '已付款',
        shipped: '已发货',
        received: '已收货',
        cancelled: '已取消',
      },
    },
  },
  {
    consoleOrder: {
      title: 'Orders',
      orderNo: 'Order number',
      company: 'Company',
      total: 'Amount due',
      payMode: 'Pay mode',
      status: 'State',
      createDate: 'Placed',
      buyer: 'Placed by',
      invoice: 'Invoice header',
      noInvoice: 'None',
      goods: 'Goods',
      paidAmount: 'Amount received',
      paymentDate: 'Date received',
      paymentSerial: 'Bank serial number',
      carrier: 'Carrier',
      trackingNo: 'Tracking number',
      events: 'Order timeline',
      afterSales: 'After-sales',
      confirmPayment: 'Confirm transfer',
      ship: 'Ship',
      staffCancel: 'Cancel order',
      amountHint: '¥{{amount}} due; the amount received must equal it',
      remarkHint: 'The transfer’s remark should be the order number {{orderNo}}: find it in the bank statement by that',
      cancelReasonLabel: 'Reason for cancelling (sent by SMS)',
      back: 'Back to orders',
      event: {
        placed: 'Placed',
        paid: 'Paid',
        shipped: 'Shipped',
        received: 'Received',
        cancelled: 'Cancelled',
      },
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
