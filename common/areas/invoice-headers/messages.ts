import { messageArea } from '../../messages/area.ts';

/** Messages of the invoice-headers calls. */
export default messageArea(
  {
    'field.invoiceType': '发票类型',
    'field.unitName': '发票抬头',
    'field.taxcode': '纳税人识别号',
    'field.invoiceContent': '发票内容',
    'field.registeredAddress': '注册地址',
    'field.registeredPhone': '注册电话',
    'field.bank': '开户银行',
    'field.bankAccount': '银行账号',
    'field.receive': '收票人',
    'field.receiveMobile': '收票人手机',
    'field.receiveEmail': '收票人邮箱',
    taxcodeInvalid: '纳税人识别号应为18位统一社会信用代码，或15位、17位、20位的旧税号',
    taxcodeCheckInvalid: '纳税人识别号（统一社会信用代码）的校验位不正确，请核对',
    phoneNumberInvalid: '请输入正确的电话号码（含区号的固定电话或手机号码）',
    invoiceHeaderAdded: '发票抬头添加成功',
    invoiceHeaderUpdated: '发票抬头修改成功',
    invoiceHeaderExists: '已有发票抬头，请修改现有的发票抬头',
  },
  {
    'field.invoiceType': 'invoice type',
    'field.unitName': 'invoice title',
    'field.taxcode': 'taxpayer identification number',
    'field.invoiceContent': 'invoice content',
    'field.registeredAddress': 'registered address',
    'field.registeredPhone': 'registered phone',
    'field.bank': 'bank name',
    'field.bankAccount': 'bank account',
    'field.receive': 'recipient',
    'field.receiveMobile': 'recipient mobile',
    'field.receiveEmail': 'recipient e-mail',
    taxcodeInvalid:
      'The taxpayer identification number is an 18-character unified social credit code, or an older number of 15, 17 or 20 characters',
    taxcodeCheckInvalid:
      'The check character of this taxpayer identification number (unified social credit code) is wrong: please check it',
    phoneNumberInvalid: 'Please enter a valid phone number (a landline with area code, or a mobile)',
    invoiceHeaderAdded: 'Invoice title added',
    invoiceHeaderUpdated: 'Invoice title updated',
    invoiceHeaderExists: 'Your company already has an invoice title: please edit it instead',
  },
);
