import { area } from '../../i18n/strings.ts';

/** The console's words for the after-sales (/admin/afterSales): their list, one case, its facts and actions. */
const strings = area(
  {
    consoleAfterSale: {
      title: '售后',
      orderNo: '订单号',
      company: '企业',
      applicant: '申请账号',
      status: '状态',
      payMode: '支付方式',
      refundRoute: '退款去向',
      refundable: '可退金额',
      by: {
        buyer: '客户',
        staff: '员工',
      },
      route: {
        credit: '退回账期额度',
        transfer: '转账退回付款账户',
        account: '转入客户指定的账户',
      },
      approve: '审核通过',
      reject: '驳回申请',
      receive: '确认收到退回商品',
      shipReplacement: '寄出商品',
      refund: '记录退款',
      approveNote: '备注（可选）',
      rejectReasonLabel: '驳回原因（将通过短信告知）',
      inspection: '验货结果',
      refundAmount: '退款金额（元）',
      refundableHint: '最多可退{{amount}}元，精确到分',
      refundSerial: '银行流水号',
      creditHint: '账期支付的订单退回企业的账期额度，无需转账日期和流水号',
      waitsFor: '下一步由{{roles}}处理',
    },
  },
  {
    consoleAfterSale: {
      title: 'After-sales',
      orderNo: 'Order number',
      company: 'Company',
      applicant: 'Applied by',
      status: 'State',
      payMode: 'Pay mode',
      refundRoute: 'Refund goes to',
      refundable: 'Left to refund',
      by: {
        buyer: 'Buyer',
        staff: 'Staff',
      },
      route: {
        credit: 'Back to the credit quota',
        transfer: 'Transfer back to the payer',
        account: 'Transfer to the account the buyer gave',
      },
      approve: 'Approve',
      reject: 'Reject',
      receive: 'Confirm the goods came back',
      shipReplacement: 'Ship the goods',
      refund: 'Record the refund',
      approveNote: 'Note (optional)',
      rejectReasonLabel: 'Reason for rejecting (sent by SMS)',
      inspection: 'Inspection result',
      refundAmount: 'Refund amount (yuan)',
      refundableHint: 'At most {{amount}} yuan, in whole fen',
      refundSerial: 'Bank serial number',
      creditHint: 'A credit-term order is refunded to the company’s quota: no transfer date or serial number',
      waitsFor: 'The next step is for {{roles}}',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
