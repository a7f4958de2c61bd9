import { area } from '../../i18n/strings.ts';

/** Strings of 对账单, one statement and remitting (field labels are the contract's messages: statement.*, remittance.*). */
const strings = area(
  {
    statements: {
      title: '对账单',
      searchLabel: '搜索对账单号或月份',
      searchPlaceholder: '对账单号或 2026-10',
      stateLabel: '对账状态',
      allStates: '全部状态',
      search: '搜索',
      list: '对账单列表',
      empty: '暂无对账单。使用账期支付的订单收货后，次月初会生成对账单。',
      state: '状态',
      payStatus: '汇款状态',
      remitted: '已汇款',
      notRemitted: '未汇款',
      actions: '操作',
      confirm: '确认',
      confirmOf: '确认对账单{{no}}',
      remit: '汇款',
      remitOf: '为对账单{{no}}汇款',
      view: '查看',
      viewOf: '查看对账单{{no}}',
    },
    statement: {
      title: '对账单',
      company: '企业名称',
      versions: '版本与下载',
      versionN: '第{{version}}版',
      downloadOf: '下载第{{version}}版 {{format}}',
      lines: '对账明细（第{{version}}版）',
      date: '日期',
      kind: '类型',
      description: '摘要',
      amount: '金额（元）',
      mark: '有异议',
      markLine: '标记 {{line}} 有异议',
      disputed: '有异议',
      subtotal: '订单 {{no}} 小计',
      confirmTitle: '确认对账单',
      confirmHint:
        '核对无误请点“确认无误”。如有差异，请填写差异金额（多算为正数，少算为负数）和原因，并勾选有异议的明细，再点“提交差异”。',
      confirmNoDifference: '确认无误',
      submitDifference: '提交差异',
      remittances: '汇款记录',
      noRemittances: '暂无汇款记录。',
      voucherOf: '查看凭证 {{serial}}',
      back: '返回对账单列表',
    },
    remit: {
      title: '汇款',
      left: '待汇款金额',
      payeeName: '收款户名',
      payeeBank: '开户银行',
      payeeAccount: '收款账号',
      submit: '提交汇款信息',
      back: '返回对账单',
    },
  },
  {
    statements: {
      title: 'Statements',
      searchLabel: 'Search statement number or month',
      searchPlaceholder: 'Statement no. or 2026-10',
      stateLabel: 'State',
      allStates: 'All states',
      search: 'Search',
      list: 'Statements',
      empty:
        'No statements yet. Once credit-term orders are received, each month’s statement is made early the next month.',
      state: 'State',
      payStatus: 'Remittance',
      remitted: 'Remitted',
      notRemitted: 'Not remitted',
      actions: 'Actions',
      confirm: 'Confirm',
      confirmOf: 'Confirm statement {{no}}',
      remit: 'Remit',
      remitOf: 'Remit for statement {{no}}',
      view: 'View',
      viewOf: 'View statement {{no}}',
    },
    statement: {
      title: 'Statement',
      company: 'Company',
      versions: 'Versions and downloads',
      versionN: 'Version {{version}}',
      downloadOf: 'Download version {{version}} as {{format}}',
      lines: 'Lines (version {{version}})',
      date: 'Date',
      kind: 'Kind',
      description: 'Description',
      amount: 'Amount (¥)',
      mark: 'Disputed',
      markLine: 'Mark {{line}} as disputed',
      disputed: 'Disputed',
      subtotal: 'Order {{no}} subtotal',
      confirmTitle: 'Confirm the statement',
      confirmHint:
        'If it is right, press “Confirm”. If not, enter the difference (positive when it says too much, negative when too little) and the reason, tick the disputed lines, and press “Submit difference”.',
      confirmNoDifference: 'Confirm',
      submitDifference: 'Submit difference',
      remittances: 'Remittances',
      noRemittances: 'No remittances yet.',
      voucherOf: 'Voucher {{serial}}',
      back: 'Back to statements',
    },
    remit: {
      title: 'Remit',
      left: 'Left to remit',
      payeeName: 'Payee',
      payeeBank: 'Bank',
      payeeAccount: 'Account no.',
      submit: 'Record the remittance',
      back: 'Back to the statement',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
