import { area } from '../strings.ts';

/** Words only assistive technology and keyboard users meet, and the notes of the layout and accessibility work. */
const strings = area(
  {
    a11y: {
      skipToContent: '跳到主要内容',
      homeTitle: '采购商城 - 企业一站式工业品采购平台',
      account: '账户',
      hotline: '采购热线',
      promises: '服务承诺',
      userLinks: '用户中心快捷链接',
      purchaseTable: '采购单列表',
      showPassword: '显示密码',
      passwordsNotKept: '为安全起见，获取验证码后密码不会保留，请重新输入密码和确认密码。',
      priceRangeReversed: '最低价（{{min}}）高于最高价（{{max}}），没有商品能满足这个价格区间。请调换或修改价格。',
      priceRangeSwapped: '最低价（{{min}}）高于最高价（{{max}}），已按 {{max}}–{{min}} 的价格区间显示。',
    },
  },
  {
    a11y: {
      skipToContent: 'Skip to content',
      homeTitle: 'Caigou - one-stop industrial purchasing for companies',
      account: 'Account',
      hotline: 'Purchasing hotline',
      promises: 'Our promises',
      userLinks: 'User centre shortcuts',
      purchaseTable: 'Purchase list',
      showPassword: 'Show password',
      passwordsNotKept:
        'For your security the passwords are not kept when a code is sent: enter the password and its confirmation again.',
      priceRangeReversed:
        'The lowest price ({{min}}) is above the highest ({{max}}), so no goods can match. Swap or change the prices.',
      priceRangeSwapped:
        'The lowest price ({{min}}) is above the highest ({{max}}): showing prices from {{max}} to {{min}}.',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../resources.ts' {
  interface InterfaceStrings extends Own {}
}
