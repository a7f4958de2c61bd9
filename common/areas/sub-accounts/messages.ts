import { messageArea } from '../../messages/area.ts';

/** Messages of the sub-account calls. */
export default messageArea(
  {
    'field.accountType': '账号类型',
    'field.subAccount': '子账号',
    mobileInUse: '该手机号码已被其他账号使用',
    subAccountsMainOnly: '只有主账号可以管理子账号',
    subAccountAdded: '子账号添加成功',
    subAccountUpdated: '子账号修改成功',
    subAccountDeleted: '子账号删除成功',
  },
  {
    'field.accountType': 'account type',
    'field.subAccount': 'sub-account',
    mobileInUse: 'This mobile number is already used by another account',
    subAccountsMainOnly: 'Only the main account can manage sub-accounts',
    subAccountAdded: 'Sub-account added',
    subAccountUpdated: 'Sub-account updated',
    subAccountDeleted: 'Sub-account deleted',
  },
);
