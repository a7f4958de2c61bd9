import { area } from '../../i18n/strings.ts';

/** Strings of the sub-accounts screen. */
const strings = area(
  {
    subAccount: {
      title: '子账号管理',
      intro: '子账号可以是审核员或采购员：采购员提交的采购单需经主账号或审核员审核后才成为订单。',
      add: '新增子账号',
      editTitle: '编辑子账号',
      list: '子账号列表',
      empty: '暂无子账号，点击“新增子账号”添加审核员或采购员。',
      username: '用户名',
      accountType: '账号类型',
      chooseType: '请选择账号类型',
      linkman: '联系人',
      mobile: '手机号码',
      email: '电子邮箱',
      createDate: '创建时间',
      actions: '操作',
      password: '密码',
      confirmPassword: '确认密码',
      passwordHint: '8到20位',
      keepPassword: '8到20位；不修改密码请留空',
      save: '保存',
      cancel: '取消',
      edit: '编辑',
      editOf: '编辑子账号{{name}}',
      delete: '删除',
      deleteOf: '删除子账号{{name}}',
      deleteTitle: '删除子账号',
      deleteConfirm: '确定删除子账号“{{name}}”吗？删除后该账号将无法登录，它的订单和采购单仍会保留。',
      confirmDelete: '确认删除',
    },
  },
  {
    subAccount: {
      title: 'Sub-accounts',
      intro:
        'A sub-account is a reviewer or a purchaser: a purchaser’s purchases become orders once the main account or a reviewer approves them.',
      add: 'Add sub-account',
      editTitle: 'Edit sub-account',
      list: 'Sub-accounts',
      empty: 'No sub-accounts yet. Use “Add sub-account” to add a reviewer or a purchaser.',
      username: 'Username',
      accountType: 'Account type',
      chooseType: 'Choose the account type',
      linkman: 'Contact person',
      mobile: 'Mobile number',
      email: 'E-mail',
      createDate: 'Created',
      actions: 'Actions',
      password: 'Password',
      confirmPassword: 'Confirm password',
      passwordHint: '8 to 20 characters',
      keepPassword: '8 to 20 characters; leave empty to keep the current password',
      save: 'Save',
      cancel: 'Cancel',
      edit: 'Edit',
      editOf: 'Edit sub-account {{name}}',
      delete: 'Delete',
      deleteOf: 'Delete sub-account {{name}}',
      deleteTitle: 'Delete sub-account',
      deleteConfirm:
        'Delete the sub-account “{{name}}”? It will no longer be able to log in; its orders and purchases are kept.',
      confirmDelete: 'Delete',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
