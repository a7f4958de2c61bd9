import { area } from '../../i18n/strings.ts';

/** Strings of paying for an order (支付): the pay page and its ways to pay. */
const strings = area(
  {
    pay: {
      title: '线下支付',
      amount: '应付金额',
      orderNo: '订单编号：{{orderNo}}',
      paid: '该订单已支付，我们将尽快为您发货。',
      cancelled: '该订单已取消，无需支付。',
      steps: '转账步骤',
      step1: '登录网上银行',
      step1Text: '登录任意银行的网上银行或手机银行；付款账户须与采购企业同名。',
      step2: '填写专属收款账户',
      step2Text: '填写下方企业收款账户，请仔细核对收款账号、户名和开户支行。',
      step3: '在汇款备注中填写订单编号',
      step3Text:
        '请在汇款的备注（附言、用途）栏原样填写下方订单编号，财务凭它核对您的汇款；不写备注只能按金额核对，到账确认会慢。',
      remark: '汇款备注',
      account: '企业收款账户',
      accountName: '账户名称',
      accountNo: '收款账号',
      bank: '开户银行',
      contact: '负责人',
      interbankNo: '跨行联行号',
      notice: '我们确认收到款项后，将尽快为您安排发货。',
      print: '打印付款信息',
      viewOrder: '查看订单',
      myOrders: '我的订单',
    },
  },
  {
    pay: {
      title: 'Offline payment',
      amount: 'Amount to pay',
      orderNo: 'Order number: {{orderNo}}',
      paid: 'This order is paid; we will ship it as soon as possible.',
      cancelled: 'This order was cancelled; nothing to pay.',
      steps: 'How to transfer',
      step1: 'Log in to online banking',
      step1Text:
        'Use the online or mobile banking of any bank; the paying account must be in the buyer company’s name.',
      step2: 'Fill in the dedicated account',
      step2Text: 'Enter the receiving account below; check the account number, name and branch carefully.',
      step3: 'Write the order number in the remark',
      step3Text:
        'Write the order number below, exactly as shown, in the transfer’s remark (memo, purpose): finance matches your transfer by it. Without it they can match only by amount, and confirming takes longer.',
      remark: 'Transfer remark',
      account: 'Receiving account',
      accountName: 'Account name',
      accountNo: 'Account number',
      bank: 'Bank',
      contact: 'Person in charge',
      interbankNo: 'Inter-bank number',
      notice: 'As soon as the payment arrives we ship your goods.',
      print: 'Print payment details',
      viewOrder: 'View order',
      myOrders: 'My orders',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
