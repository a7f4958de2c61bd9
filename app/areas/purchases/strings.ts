import { area } from '../../i18n/strings.ts';

/** Strings of purchase approval: the list and one purchase. */
const strings = area(
  {
    purchase: {
      printOrder: '生成的订单',
      printLink: '打印采购单',
      printTitle: '采购单 {{batch}}',
      printBack: '返回采购单',
      approval: '审核',
      notChecked: '尚未审核',
      exports: '导出采购单',
      exportXlsx: '导出 Excel',
      exportCsv: '导出 CSV',
      title: '采购审核',
      batch: '采购批次',
      quantity: '数量',
      total: '采购金额',
      purchaser: '采购员',
      applyDate: '申请时间',
      status: '审核状态',
      checker: '审核人',
      checkDate: '审核时间',
      actions: '操作',
      placeOrder: '去下单',
      view: '查看',
      empty: '暂无采购单',
      detailTitle: '采购单审核',
      goods: '采购商品',
      payMode: '支付方式',
      consignee: '收货信息',
      invoice: '发票抬头',
      approve: '审核通过',
      reject: '驳回',
      rejectTitle: '驳回采购单',
      rejectReason: '驳回原因',
      confirmReject: '确认驳回',
      cancel: '取消',
      rejectedBecause: '驳回原因：{{reason}}',
      order: '生成订单：',
      backToList: '返回采购列表',
    },
  },
  {
    purchase: {
      printOrder: 'Order made',
      printLink: 'Print the purchase order',
      printTitle: 'Purchase order {{batch}}',
      printBack: 'Back to the purchase order',
      approval: 'Approval',
      notChecked: 'Not reviewed yet',
      exports: 'Export purchase orders',
      exportXlsx: 'Export to Excel',
      exportCsv: 'Export to CSV',
      title: 'Purchase review',
      batch: 'Batch',
      quantity: 'Quantity',
      total: 'Amount',
      purchaser: 'Purchaser',
      applyDate: 'Submitted',
      status: 'Review status',
      checker: 'Reviewer',
      checkDate: 'Reviewed',
      actions: 'Actions',
      placeOrder: 'Place order',
      view: 'View',
      empty: 'No purchase orders',
      detailTitle: 'Purchase order review',
      goods: 'Goods',
      payMode: 'Payment method',
      consignee: 'Delivery',
      invoice: 'Invoice title',
      approve: 'Approve',
      reject: 'Reject',
      rejectTitle: 'Reject the purchase order',
      rejectReason: 'Reason for rejection',
      confirmReject: 'Reject',
      cancel: 'Cancel',
      rejectedBecause: 'Rejected: {{reason}}',
      order: 'Order: ',
      backToList: 'Back to purchase orders',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
