import cartMessages from './messages/cart.ts';
import addressesMessages from './messages/addresses.ts';
import invoiceHeadersMessages from './messages/invoice-headers.ts';
import ordersMessages from './messages/orders.ts';

/**
 * Every message a rule or the backend can answer, in both interface languages.
 * Schemas and services look messages up here, so the browser, the web server and
 * the backend say the same thing in the user's language.
 */
export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export function toLocale(value: string | null | undefined): Locale {
  if (!value) return DEFAULT_LOCALE;
  return value.toLowerCase().startsWith('en') ? 'en' : DEFAULT_LOCALE;
}

const core = {
  formIncomplete: '表单填写不完整或不正确，请按要求填写',
  required: '请填写{field}',
  choose: '请选择{field}',
  integer: '{field}必须是整数',
  nonNegative: '{field}不能为负数',
  positive: '{field}必须是正数',
  negative: '{field}必须是负数',
  number: '{field}必须是数字',
  between: '{field}必须在{min}到{max}之间',
  decimals: '{field}最多保留{places}位小数',
  fixedDecimals: '{field}必须保留{places}位小数',
  minLength: '{field}至少{min}个字符',
  maxLength: '{field}最多{max}个字符',
  rangeLength: '{field}长度必须在{min}到{max}个字符之间',
  notBlank: '{field}不能为空白',
  noSpecial: '{field}不能包含特殊字符 | & # [ ]',
  wordsOnly: '{field}只能包含字母、数字和汉字',
  account: '{field}只能包含字母、数字、下划线和减号，长度4到16位',
  url: '请输入正确的网址',
  idCard: '请输入正确的身份证号码',
  mobile: '请输入正确的手机号码',
  landline: '请输入正确的固定电话（含区号）',
  email: '请输入正确的电子邮箱',
  noChinese: '{field}不能包含汉字',
  chineseOnly: '{field}只能输入汉字',
  lettersDigits: '{field}只能包含字母和数字',
  passwordLength: '密码长度必须在8到20位之间',
  passwordsDiffer: '两次输入的密码不一致',
  mobileMissing: '请输入手机号码',
  smsCodeMissing: '请输入短信验证码',
  agreePrivacy: '请勾选已阅读并同意用户隐私条款',
  selectData: '请选择数据',
  choosePayMode: '请选择支付方式',
  chooseAddress: '请选择收货地址',
  fillInvoice: '请填写发票抬头信息',
  regionIncomplete: '请输入省市区',
  orderNoMissing: '请输入订单编号',
  priceInvalid: '价格必须是不小于0的数字，最多4位小数',
  filterInvalid: '筛选条件格式不正确',
  addedToCart: '加入购物车成功',
  goodsOffSale: '该商品已下架',
  belowMinimum: '该商品{min}件起订',
  quantityRange: '购买数量必须在{min}到{max}之间',
  // The buying loop: settlements, orders, payment, purchase review and reviews.
  'field.cancelReason': '取消原因',
  'field.rejectReason': '驳回原因',
  'field.rating': '评分',
  'field.reviewContent': '评价内容',
  stockShort: '商品“{name}”库存不足，仅剩{left}件',
  quotaShort: '账期额度不足：本单{amount}元，可用额度{quota}元',
  orderStateChanged: '订单状态已变化，请刷新后再试',
  settlementUsed: '该订单已提交，请勿重复提交',
  orderPlaced: '下单成功',
  purchaseSubmitted: '采购单已提交审核',
  orderCancelled: '订单已取消',
  orderReceived: '已确认收货',
  orderDeleted: '订单已删除',
  purchaseApproved: '采购单已审核通过',
  purchaseRejected: '采购单已驳回',
  reviewed: '评价成功',
  alreadyReviewed: '该商品已评价',
  notReviewable: '确认收货后才能评价',
  'field.quantity': '购买数量',
  'field.goodsId': '商品',

  favourited: '收藏成功',
  'field.messageContent': '留言内容',
  messageSent: '留言发送成功',
  'field.username': '用户名',
  'field.password': '密码',
  'field.confirmPassword': '确认密码',
  'field.companyName': '公司名称',
  'field.linkman': '联系人',
  'field.mobile': '手机号码',
  'field.code': '验证码',
  'field.email': '电子邮箱',
  'field.loginType': '登录方式',

  ok: '操作成功',
  failed: '操作失败',
  unknownError: '未知错误',
  requestFailed: '请求异常',
  responseFailed: '响应异常',
  serverError: '服务器开小差了，请稍后再试',
  notFound: '请求的数据不存在',
  tokenMissing: '请先登录',
  tokenInvalid: '登录已失效，请重新登录',
  tokenExpired: '登录已过期，请重新登录',
  roleNotAllowed: '当前账号无权进行此操作',
  loginFailed: '用户名或密码错误',
  companyPending: '企业注册正在审核中，审核通过后将短信通知您',
  companyRefused: '企业注册未通过审核，请联系客服',
  mobileUnknown: '该手机号码未注册',
  usernameTaken: '用户名已被使用',
  mobileTaken: '该手机号码已注册',
  codeWrong: '短信验证码错误',
  codeExpired: '短信验证码已过期，请重新获取',
  codeTooManyTries: '验证码错误次数过多，请重新获取',
  smsCooldown: '发送太频繁，请{seconds}秒后再试',
  smsDailyLimit: '该手机号今日获取验证码次数已达上限',
  smsSent: '短信已发送，请查收',
  registered: '注册成功，企业信息正在审核中，审核结果将以短信通知您',
  loggedIn: '登录成功',
  loggedOut: '已退出登录',
  smsCodeText: '【采购商城】您的验证码是{code}，5分钟内有效，请勿泄露。',
  smsApprovedText: '【采购商城】您的企业“{company}”注册已审核通过，现在可以登录采购了。',

  // Sub-accounts (issue 4)
  'field.accountType': '账号类型',
  'field.subAccount': '子账号',
  mobileInUse: '该手机号码已被其他账号使用',
  subAccountsMainOnly: '只有主账号可以管理子账号',
  subAccountAdded: '子账号添加成功',
  subAccountUpdated: '子账号修改成功',
  subAccountDeleted: '子账号删除成功',
} as const;

/** The catalogue: the core messages above, then each area's (contract/messages/). */
const zh = {
  ...core,
  ...cartMessages.zh,
  ...addressesMessages.zh,
  ...invoiceHeadersMessages.zh,
  ...ordersMessages.zh,
};

export type MessageKey = keyof typeof zh;

const coreEn: Record<keyof typeof core, string> = {
  formIncomplete: 'The form is incomplete or incorrect, please fill it in as required',
  required: 'Please enter {field}',
  choose: 'Please choose {field}',
  integer: '{field} must be a whole number',
  nonNegative: '{field} cannot be negative',
  positive: '{field} must be positive',
  negative: '{field} must be negative',
  number: '{field} must be a number',
  between: '{field} must be between {min} and {max}',
  decimals: '{field} allows at most {places} decimal places',
  fixedDecimals: '{field} must have exactly {places} decimal places',
  minLength: '{field} needs at least {min} characters',
  maxLength: '{field} allows at most {max} characters',
  rangeLength: '{field} must be {min} to {max} characters long',
  notBlank: '{field} cannot be blank',
  noSpecial: '{field} cannot contain the special characters | & # [ ]',
  wordsOnly: '{field} may contain only letters, digits and Chinese characters',
  account: '{field} may contain only letters, digits, underscores and hyphens, 4 to 16 characters',
  url: 'Please enter a valid URL',
  idCard: 'Please enter a valid ID card number',
  mobile: 'Please enter a valid mobile number',
  landline: 'Please enter a valid landline number with area code',
  email: 'Please enter a valid e-mail address',
  noChinese: '{field} cannot contain Chinese characters',
  chineseOnly: '{field} may contain only Chinese characters',
  lettersDigits: '{field} may contain only letters and digits',
  passwordLength: 'Password length must be between 8 and 20',
  passwordsDiffer: 'The two passwords entered differ',
  mobileMissing: 'Please enter the mobile number',
  smsCodeMissing: 'Please enter the SMS verification code',
  agreePrivacy: 'Please tick that you have read and agree to the user privacy terms',
  selectData: 'Please select data',
  choosePayMode: 'Please choose payment method',
  chooseAddress: 'Please choose delivery address',
  fillInvoice: 'Please fill in invoice title information',
  regionIncomplete: 'Please choose province, city and county',
  orderNoMissing: 'Please enter order number',
  priceInvalid: 'Prices must be numbers of at least 0 with up to 4 decimal places',
  filterInvalid: 'The filter is not in a valid format',
  addedToCart: 'Added to cart successfully',
  goodsOffSale: 'This item is no longer on sale',
  belowMinimum: 'The minimum order for this item is {min}',
  quantityRange: 'The quantity must be between {min} and {max}',
  'field.cancelReason': 'cancellation reason',
  'field.rejectReason': 'rejection reason',
  'field.rating': 'a rating',
  'field.reviewContent': 'review',
  stockShort: 'Only {left} of “{name}” left in stock',
  quotaShort: 'Credit quota too low: this order is ¥{amount}, ¥{quota} available',
  orderStateChanged: 'The order has changed meanwhile, please reload and try again',
  settlementUsed: 'This order has already been submitted',
  orderPlaced: 'Order placed',
  purchaseSubmitted: 'Purchase order submitted for review',
  orderCancelled: 'Order cancelled',
  orderReceived: 'Receipt confirmed',
  orderDeleted: 'Order deleted',
  purchaseApproved: 'Purchase order approved',
  purchaseRejected: 'Purchase order rejected',
  reviewed: 'Review posted',
  alreadyReviewed: 'You have already reviewed these goods',
  notReviewable: 'Goods can be reviewed once receipt is confirmed',
  'field.quantity': 'quantity',
  'field.goodsId': 'goods',

  favourited: 'Favourited successfully',
  'field.messageContent': 'message content',
  messageSent: 'Message sent successfully',
  'field.username': 'username',
  'field.password': 'password',
  'field.confirmPassword': 'confirm password',
  'field.companyName': 'company name',
  'field.linkman': 'contact person',
  'field.mobile': 'mobile number',
  'field.code': 'verification code',
  'field.email': 'e-mail',
  'field.loginType': 'login type',

  ok: 'Operation succeeded',
  failed: 'Operation failed',
  unknownError: 'Unknown error',
  requestFailed: 'Request error',
  responseFailed: 'Response error',
  serverError: 'Something went wrong on our side, please try again later',
  notFound: 'The requested data does not exist',
  tokenMissing: 'Please log in first',
  tokenInvalid: 'Your login is no longer valid, please log in again',
  tokenExpired: 'Your login has expired, please log in again',
  roleNotAllowed: 'This account is not allowed to do that',
  loginFailed: 'Wrong username or password',
  companyPending: 'Your company registration is under review; we will tell you the result by SMS',
  companyRefused: 'Your company registration was not approved, please contact customer service',
  mobileUnknown: 'This mobile number is not registered',
  usernameTaken: 'This username is already taken',
  mobileTaken: 'This mobile number is already registered',
  codeWrong: 'Wrong SMS verification code',
  codeExpired: 'The SMS verification code has expired, please request a new one',
  codeTooManyTries: 'Too many wrong codes, please request a new one',
  smsCooldown: 'Too frequent, please try again in {seconds} seconds',
  smsDailyLimit: 'This mobile number has reached today’s limit of verification codes',
  smsSent: 'The SMS has been sent, please check',
  registered: 'Registration succeeded: your company is under review and an SMS will tell you the result',
  loggedIn: 'Logged in',
  loggedOut: 'Logged out',
  smsCodeText: '[Caigou] Your verification code is {code}, valid for 5 minutes. Do not share it.',
  smsApprovedText: '[Caigou] The registration of “{company}” has been approved; you can log in and buy now.',

  // Sub-accounts (issue 4)
  'field.accountType': 'account type',
  'field.subAccount': 'sub-account',
  mobileInUse: 'This mobile number is already used by another account',
  subAccountsMainOnly: 'Only the main account can manage sub-accounts',
  subAccountAdded: 'Sub-account added',
  subAccountUpdated: 'Sub-account updated',
  subAccountDeleted: 'Sub-account deleted',
};

const en: Record<MessageKey, string> = {
  ...coreEn,
  ...cartMessages.en,
  ...addressesMessages.en,
  ...invoiceHeadersMessages.en,
  ...ordersMessages.en,
};

const catalogue: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zh, en };

export type MessageParams = Record<string, string | number>;

/** The message in the given language, with `{name}` placeholders filled; `field` params are message keys too. */
export function message(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const messages = catalogue[locale];
  const text = messages[key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return '';
    if (name === 'field' && typeof value === 'string' && value in messages) return messages[value as MessageKey];
    return String(value);
  });
  // English sentences that open with a field name ('username cannot …') still start with a capital.
  return locale === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
