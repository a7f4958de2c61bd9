import { area } from '../../i18n/strings.ts';

/**
 * Strings of approval rules (审批规则) and the company's audit trail (审计记录); the menu's links and
 * the console's read-only card are small groups of their own, so those pages ship only them.
 */
const strings = area(
  {
    approvalRulesLink: {
      rules: '审批规则',
      audit: '审计记录',
    },
    approvalRules: {
      title: '审批规则',
      pageTitle: '审批规则 | 采购商城',
      intro: '决定采购员提交的哪些采购单需要审批，以及由谁审批。主账号和审批人自己下单无需审批。',
      current: '当前规则：{{rule}}',
      updated: '{{who}} 于 {{time}} 设置',
      never: '尚未设置，按默认规则：每张采购单都需审批。',
      mode: '审批方式',
      always: '每张采购单都需审批',
      above: '金额超过设定值才需审批',
      categories: '含所选分类的商品才需审批',
      amount: '审批金额（元）',
      amountHint: '选择“金额超过设定值”时填写：不超过此金额的采购单直接生成订单。',
      approverLimit: '审批人额度（元，选填）',
      approverLimitHint: '留空则审批人可审批任何金额；填写后，超过此金额的采购单只能由主账号审批。',
      categoriesLegend: '需审批的分类',
      categoriesHint: '选择“含所选分类”时勾选，包括其下所有子分类。',
      save: '保存规则',
      auditLink: '查看审计记录',
    },
    auditTrail: {
      title: '审计记录',
      pageTitle: '审计记录 | 采购商城',
      intro: '公司内的审批、驳回、规则和预算变更，以及商城为公司设置的价目表，最新的在前。',
      filter: '筛选审计记录',
      kind: '类别',
      allKinds: '全部类别',
      month: '月份',
      allMonths: '全部月份',
      apply: '筛选',
      time: '时间',
      what: '内容',
      empty: '暂无审计记录',
      exports: '导出审计记录',
      exportXlsx: '导出 Excel',
      exportCsv: '导出 CSV',
      table: '审计记录表',
    },
    approvalRuleConsole: {
      title: '审批规则',
      rule: '{{rule}}',
      updated: '{{who}} 于 {{time}} 设置',
      never: '未设置（默认：每张采购单都需审批）',
    },
  },
  {
    approvalRulesLink: {
      rules: 'Approval rule',
      audit: 'Audit trail',
    },
    approvalRules: {
      title: 'Approval rule',
      pageTitle: 'Approval rule | Caigou',
      intro:
        'Decides which purchases your purchasers submit need approval, and who approves them. The main account and approvers order without approval.',
      current: 'Current rule: {{rule}}',
      updated: 'Set by {{who}} at {{time}}',
      never: 'Not set: by default every purchase needs approval.',
      mode: 'Approval mode',
      always: 'Every purchase needs approval',
      above: 'Only purchases above an amount',
      categories: 'Only purchases with goods of chosen categories',
      amount: 'Approval amount (yuan)',
      amountHint: 'For “above an amount”: purchases at or below it become orders at once.',
      approverLimit: 'Approver limit (yuan, optional)',
      approverLimitHint:
        'Empty: approvers approve any amount. Set: purchases above it can be approved by the main account only.',
      categoriesLegend: 'Categories needing approval',
      categoriesHint: 'For “chosen categories”: each includes all its subcategories.',
      save: 'Save the rule',
      auditLink: 'See the audit trail',
    },
    auditTrail: {
      title: 'Audit trail',
      pageTitle: 'Audit trail | Caigou',
      intro:
        'Approvals, rejections, rule and budget changes in your company, and the price lists the shop gave it, newest first.',
      filter: 'Filter the audit trail',
      kind: 'Kind',
      allKinds: 'All kinds',
      month: 'Month',
      allMonths: 'Every month',
      apply: 'Filter',
      time: 'Time',
      what: 'What happened',
      empty: 'Nothing recorded yet',
      exports: 'Export the audit trail',
      exportXlsx: 'Export Excel',
      exportCsv: 'Export CSV',
      table: 'Audit trail table',
    },
    approvalRuleConsole: {
      title: 'Approval rule',
      rule: '{{rule}}',
      updated: 'Set by {{who}} at {{time}}',
      never: 'Not set (default: every purchase needs approval)',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
