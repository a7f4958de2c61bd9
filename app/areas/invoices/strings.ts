import { area } from '../../i18n/strings.ts';

/** Strings of 发票详情 (field labels are the shared messages: invoice.*). */
const strings = area(
  {
    invoiceInfo: {
      title: '发票详情',
      steps: '订单与开票进度',
      now: '进行中',
      waiting: '未开始',
      orderNo: '订单编号',
      orderDate: '下单时间',
      status: '订单状态',
      openStatus: '开票状态',
      unitName: '发票抬头',
      taxcode: '税号',
      content: '发票内容',
      address: '注册地址',
      phone: '注册电话',
      bank: '开户银行',
      account: '银行账号',
      statement: '所属对账单',
      creditHint: '账期订单随月度对账单合并开票：对账单确认后开具。',
      invoices: '已开发票',
      none: '暂未开票。',
      kind: '类型',
      fileOf: '查看发票{{no}}（{{type}}）',
      link: '发票详情',
    },
  },
  {
    invoiceInfo: {
      title: 'Invoice details',
      steps: 'Order and invoicing progress',
      now: 'In progress',
      waiting: 'Not yet',
      orderNo: 'Order no.',
      orderDate: 'Ordered',
      status: 'Order status',
      openStatus: 'Invoice status',
      unitName: 'Invoice title',
      taxcode: 'Tax code',
      content: 'Content',
      address: 'Registered address',
      phone: 'Registered phone',
      bank: 'Bank',
      account: 'Account no.',
      statement: 'Statement',
      creditHint: 'Credit-term orders are invoiced together with their monthly statement, once it is confirmed.',
      invoices: 'Invoices issued',
      none: 'No invoice yet.',
      kind: 'Kind',
      fileOf: 'Open invoice {{no}} ({{type}})',
      link: 'Invoice details',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
