import { area } from '../../i18n/strings.ts';

/** Strings of the invoice-headers screen. */
const strings = area(
  {
    invoiceHeaders: {
      title: '发票抬头',
      intro: '每家公司一个发票抬头，下单时使用；开具增值税专用发票还需填写注册地址、注册电话、开户银行和银行账号。',
      add: '新增发票抬头',
      editTitle: '编辑发票抬头',
      list: '发票抬头列表',
      empty: '暂无发票抬头，点击“新增发票抬头”填写。',
      invoiceType: '发票类型',
      ordinary: '普通发票',
      vatSpecial: '增值税专用发票',
      unitName: '发票抬头',
      unitNameHint: '公司全称',
      taxcode: '纳税人识别号',
      taxcodeHint: '统一社会信用代码，15到20位字母或数字',
      content: '发票内容',
      contentHint: '如：商品明细',
      vatDetails: '增值税专用发票信息',
      vatNote: '仅开具增值税专用发票时必填，普通发票无需填写。',
      address: '注册地址',
      phone: '注册电话',
      phoneHint: '含区号的固定电话或手机号码',
      bank: '开户银行',
      account: '银行账号',
      receive: '收票人',
      mobile: '收票人手机',
      email: '收票人邮箱',
      actions: '操作',
      save: '保存',
      cancel: '取消',
      back: '返回',
      edit: '编辑',
      editOf: '编辑发票抬头{{name}}',
      vatLine: '注册地址：{{address}}；注册电话：{{phone}}；开户银行：{{bank}}；银行账号：{{account}}',
    },
  },
  {
    invoiceHeaders: {
      title: 'Invoice titles',
      intro:
        'One invoice title per company, used when ordering; a VAT special invoice also needs the registered address, registered phone, bank and account.',
      add: 'Add an invoice title',
      editTitle: 'Edit invoice title',
      list: 'Invoice titles',
      empty: 'No invoice title yet: choose “Add an invoice title”.',
      invoiceType: 'Invoice type',
      ordinary: 'Ordinary invoice',
      vatSpecial: 'VAT special invoice',
      unitName: 'Invoice title',
      unitNameHint: 'Full company name',
      taxcode: 'Taxpayer ID',
      taxcodeHint: 'Unified social credit code, 15 to 20 letters or digits',
      content: 'Invoice content',
      contentHint: 'e.g. goods details',
      vatDetails: 'VAT special invoice details',
      vatNote: 'Required only for a VAT special invoice; leave empty for an ordinary one.',
      address: 'Registered address',
      phone: 'Registered phone',
      phoneHint: 'A landline with area code, or a mobile',
      bank: 'Bank',
      account: 'Bank account',
      receive: 'Recipient',
      mobile: 'Recipient mobile',
      email: 'Recipient e-mail',
      actions: 'Actions',
      save: 'Save',
      cancel: 'Cancel',
      back: 'Go back',
      edit: 'Edit',
      editOf: 'Edit invoice title {{name}}',
      vatLine: 'Registered address: {{address}}; registered phone: {{phone}}; bank: {{bank}}; account: {{account}}',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
