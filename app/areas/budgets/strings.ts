import { area } from '../../i18n/strings.ts';

/**
 * Strings of the budgets (预算) screens: the user centre's page, the menu's link (a group of its
 * own, so the menu ships only it) and the console's read-only view.
 */
const strings = area(
  {
    budgetLink: { label: '采购预算' },
    budgets: {
      title: '采购预算',
      pageTitle: '采购预算 | 采购商城',
      intro:
        '按月或按年为本公司或某个子账号设置采购预算：下单（含审批通过的采购单）时占用预算，取消和退款时退回；超出预算的订单不能提交。',
      readOnlyIntro: '以下预算限制您的下单金额，由主账号设置。',
      none: '还没有设置预算。',
      current: '当前预算',
      scope: '预算对象',
      company: '本公司',
      period: '周期',
      month: '每月',
      year: '每年',
      periodKey: '统计期',
      amount: '预算',
      used: '已用',
      left: '剩余可用',
      actions: '操作',
      remove: '删除',
      removeLabel: '删除{{scope}}的{{period}}预算',
      set: '设置或修改预算',
      setHint: '同一对象、同一周期只有一个预算；再次设置即修改。主账号的订单只计入本公司预算。',
      amountLabel: '预算金额（元）',
      amountHint: '单位：元，最多2位小数。',
      submit: '保存预算',
      usage: '各账号每月用量',
      usageHint: '最近12个月已占用的预算金额（已扣除取消和退款），单位：元。',
      account: '账号',
      thisYear: '{{year}}年合计',
      companyTotal: '本公司合计',
      noUsage: '最近12个月没有计入预算的订单。',
    },
    consoleBudgets: {
      title: '采购预算',
      none: '该公司没有设置预算。',
      monthUsed: '本月（{{month}}）订单计入预算合计：¥{{amount}}',
    },
  },
  {
    budgetLink: { label: 'Budgets' },
    budgets: {
      title: 'Budgets',
      pageTitle: 'Budgets | Caigou',
      intro:
        'Set a monthly or yearly purchasing budget for the company or one sub-account: an order (an approved purchase too) takes from it, a cancel or refund gives back; an order over budget cannot be submitted.',
      readOnlyIntro: 'These budgets limit what you may order; the main account sets them.',
      none: 'No budget is set.',
      current: 'Current budgets',
      scope: 'For',
      company: 'The company',
      period: 'Period',
      month: 'Monthly',
      year: 'Yearly',
      periodKey: 'Counting',
      amount: 'Budget',
      used: 'Used',
      left: 'Left',
      actions: 'Actions',
      remove: 'Remove',
      removeLabel: 'Remove the {{period}} budget of {{scope}}',
      set: 'Set or change a budget',
      setHint:
        "One budget per account and period: setting it again changes it. The main account's orders count against the company's budget only.",
      amountLabel: 'Budget amount (¥)',
      amountHint: 'In yuan, at most 2 decimals.',
      submit: 'Save budget',
      usage: 'Use per account per month',
      usageHint: 'Budget taken in the last 12 months (cancels and refunds deducted), in yuan.',
      account: 'Account',
      thisYear: '{{year}} total',
      companyTotal: 'Company total',
      noUsage: 'No order counted against a budget in the last 12 months.',
    },
    consoleBudgets: {
      title: 'Budgets',
      none: 'The company has no budget.',
      monthUsed: 'Orders counted this month ({{month}}): ¥{{amount}}',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
