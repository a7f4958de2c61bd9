import { area } from '../../i18n/strings.ts';

/** The console's words for the merchant messages (/admin/messages). */
const strings = area(
  {
    consoleMessage: {
      title: '商家留言',
      content: '留言内容',
      company: '公司',
      linkman: '联系人',
      phone: '电话',
      createDate: '留言时间',
      handled: '处理',
      handledBy: '{{name}}于{{time}}处理',
      note: '处理备注',
      noteOf: '给{{company}}的处理备注',
      markHandled: '标记已处理',
    },
  },
  {
    consoleMessage: {
      title: 'Merchant messages',
      content: 'Message',
      company: 'Company',
      linkman: 'Contact',
      phone: 'Phone',
      createDate: 'Left',
      handled: 'Handling',
      handledBy: 'Handled by {{name}} at {{time}}',
      note: 'Note',
      noteOf: 'Note on the message of {{company}}',
      markHandled: 'Mark handled',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
