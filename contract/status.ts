import type { Locale } from './messages.ts';

/** The states of SPEC §4 with their labels in both languages. */
type Labels = Record<number, { 'zh-CN': string; en: string }>;

export const CustomerAccountType = { main: 0, reviewer: 1, purchaser: 2 } as const;
export type CustomerAccountTypeValue = (typeof CustomerAccountType)[keyof typeof CustomerAccountType];

export const accountTypeLabels: Labels = {
  0: { 'zh-CN': '主账号', en: 'Main account' },
  1: { 'zh-CN': '审核员', en: 'Reviewer' },
  2: { 'zh-CN': '采购员', en: 'Purchaser' },
};

export const CompanyStatus = { pending: 'pending', approved: 'approved', refused: 'refused' } as const;
export type CompanyStatusValue = (typeof CompanyStatus)[keyof typeof CompanyStatus];

export const OrderStatus = {
  awaitingPayment: 0,
  awaitingShipment: 1,
  awaitingReceipt: 2,
  completed: 3,
  cancelled: 4,
} as const;
export const orderStatusLabels: Labels = {
  0: { 'zh-CN': '待付款', en: 'Awaiting payment' },
  1: { 'zh-CN': '待发货', en: 'Awaiting shipment' },
  2: { 'zh-CN': '待收货', en: 'Awaiting receipt' },
  3: { 'zh-CN': '已完成', en: 'Completed' },
  4: { 'zh-CN': '已取消', en: 'Cancelled' },
};

export const CheckStatus = { notApplied: 0, underReview: 1, approved: 2, rejected: 3 } as const;
export const checkStatusLabels: Labels = {
  0: { 'zh-CN': '未申请', en: 'Not applied' },
  1: { 'zh-CN': '审核中', en: 'Under review' },
  2: { 'zh-CN': '审核通过', en: 'Approved' },
  3: { 'zh-CN': '审核驳回', en: 'Rejected' },
};

export const certStatusLabels: Labels = {
  0: { 'zh-CN': '未申请', en: 'Not applied' },
  1: { 'zh-CN': '认证中', en: 'In certification' },
  2: { 'zh-CN': '认证通过', en: 'Passed' },
  3: { 'zh-CN': '认证失败', en: 'Failed' },
  4: { 'zh-CN': '已驳回', en: 'Rejected' },
  5: { 'zh-CN': '已申请', en: 'Applied' },
};

export const contractStatusLabels: Labels = {
  0: { 'zh-CN': '未发起', en: 'Not initiated' },
  1: { 'zh-CN': '已发起', en: 'Initiated' },
  2: { 'zh-CN': '签署中', en: 'Signing' },
  3: { 'zh-CN': '已签署', en: 'Signed' },
  4: { 'zh-CN': '已过期', en: 'Expired' },
  5: { 'zh-CN': '已拒签', en: 'Refused' },
  6: { 'zh-CN': '已保全', en: 'Preserved' },
};

export const afterSaleStatusLabels: Labels = {
  1: { 'zh-CN': '审核中', en: 'Under review' },
  2: { 'zh-CN': '退货中', en: 'Returning' },
  3: { 'zh-CN': '退款中', en: 'Refunding' },
  4: { 'zh-CN': '换货中', en: 'Exchanging' },
  5: { 'zh-CN': '已完成', en: 'Completed' },
  6: { 'zh-CN': '审核失败', en: 'Review failed' },
  7: { 'zh-CN': '已取消', en: 'Cancelled' },
};

export const afterSaleTypeLabels: Labels = {
  1: { 'zh-CN': '退货', en: 'Return' },
  2: { 'zh-CN': '换货', en: 'Exchange' },
  3: { 'zh-CN': '维修', en: 'Repair' },
  4: { 'zh-CN': '取消', en: 'Cancel' },
};

export const statementStateLabels: Labels = {
  0: { 'zh-CN': '发起对账', en: 'Reconciliation initiated' },
  1: { 'zh-CN': '待确认', en: 'Awaiting confirmation' },
  2: { 'zh-CN': '已确认', en: 'Confirmed' },
  3: { 'zh-CN': '已驳回', en: 'Rejected' },
  4: { 'zh-CN': '已上传发票', en: 'Invoice uploaded' },
  5: { 'zh-CN': '待汇款', en: 'Awaiting remittance' },
  6: { 'zh-CN': '已汇款', en: 'Remitted' },
  7: { 'zh-CN': '已确认收款', en: 'Receipt confirmed' },
  8: { 'zh-CN': '对账完成', en: 'Reconciliation complete' },
  9: { 'zh-CN': '已逾期', en: 'Overdue' },
};

export function label(labels: Labels, value: number, locale: Locale): string {
  return labels[value]?.[locale] ?? String(value);
}
