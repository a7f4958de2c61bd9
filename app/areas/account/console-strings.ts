import { area } from '../../i18n/strings.ts';

/** The console's words for the companies (/admin/companies): their list, one company and its actions. */
const strings = area(
  {
    consoleCompany: {
      title: '企业',
      name: '企业名称',
      status: '状态',
      username: '主账号',
      linkman: '联系人',
      mobile: '手机号码',
      createDate: '注册时间',
      vettedDate: '审核时间',
      deadline: '审核期限',
      blockDate: '停用时间',
      accounts: '账号',
      accountType: '类型',
      orderCount: '订单数',
      approve: '审核通过',
      refuse: '拒绝注册',
      block: '停用企业',
      unblock: '恢复企业',
      refuseReason: '拒绝原因（将通过短信告知）',
      blockReason: '停用原因（将通过短信告知）',
      unblockNote: '备注（可选）',
      back: '返回企业列表',
      lists: '常购清单',
      listName: '清单名称',
      listOwner: '创建账号',
      listLines: '商品数',
      listUpdated: '最近修改',
      noLists: '该企业还没有常购清单。',
    },
  },
  {
    consoleCompany: {
      title: 'Companies',
      name: 'Company name',
      status: 'State',
      username: 'Main account',
      linkman: 'Contact',
      mobile: 'Mobile',
      createDate: 'Registered',
      vettedDate: 'Reviewed',
      deadline: 'Review due by',
      blockDate: 'Suspended',
      accounts: 'Accounts',
      accountType: 'Type',
      orderCount: 'Orders',
      approve: 'Approve',
      refuse: 'Refuse registration',
      block: 'Suspend company',
      unblock: 'Restore company',
      refuseReason: 'Reason for refusing (sent by SMS)',
      blockReason: 'Reason for suspending (sent by SMS)',
      unblockNote: 'Note (optional)',
      back: 'Back to companies',
      lists: 'Purchase lists',
      listName: 'List',
      listOwner: 'Made by',
      listLines: 'Goods',
      listUpdated: 'Last changed',
      noLists: 'This company has no purchase lists yet.',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
