import { area } from '../../i18n/strings.ts';

/** Strings of the addresses screens: the address list and the address form (also embedded at checkout). */
const strings = area(
  {
    addresses: {
      title: '收货地址',
      intro: '收货地址由公司所有账号共用；默认地址在下单时预先选中。最多可保存{{max}}个地址。',
      add: '新增收货地址',
      editTitle: '编辑收货地址',
      list: '收货地址列表',
      empty: '暂无收货地址，点击“新增收货地址”添加。',
      consignee: '收货人',
      region: '所在地区',
      province: '省份',
      city: '城市',
      county: '区县',
      chooseProvince: '请选择省份',
      chooseCity: '请选择城市',
      chooseCounty: '请选择区县',
      loadRegions: '加载城市和区县',
      loadRegionsHint: '选择省份后点“加载城市和区县”列出城市，选择城市后再点一次列出区县。',
      address: '详细地址',
      addressHint: '街道、门牌号、楼层和房间号',
      mobile: '手机号码',
      phone: '固定电话',
      phoneHint: '选填，含区号，如 021-62345678',
      isDefault: '设为默认收货地址',
      alreadyDefault: '这是默认收货地址；将其他地址设为默认即可更换。',
      defaultMark: '默认地址',
      actions: '操作',
      save: '保存',
      cancel: '取消',
      edit: '编辑',
      editOf: '编辑收货人{{name}}的地址',
      delete: '删除',
      deleteOf: '删除收货人{{name}}的地址',
      setDefault: '设为默认',
      setDefaultOf: '将收货人{{name}}的地址设为默认',
      deleteTitle: '删除收货地址',
      deleteConfirm: '确定删除收货人“{{name}}”的地址“{{address}}”吗？',
      deleteDefaultNote: '这是默认地址，删除后最新添加的地址将成为默认地址。',
      confirmDelete: '确认删除',
    },
  },
  {
    addresses: {
      title: 'Delivery addresses',
      intro:
        'Delivery addresses are shared by every account of your company; the default one is chosen in advance at checkout. You can keep up to {{max}}.',
      add: 'Add a delivery address',
      editTitle: 'Edit delivery address',
      list: 'Delivery addresses',
      empty: 'No delivery address yet: choose “Add a delivery address”.',
      consignee: 'Consignee',
      region: 'Region',
      province: 'Province',
      city: 'City',
      county: 'District',
      chooseProvince: 'Choose a province',
      chooseCity: 'Choose a city',
      chooseCounty: 'Choose a district',
      loadRegions: 'Load cities and districts',
      loadRegionsHint:
        'After choosing a province, press “Load cities and districts” to list its cities; after choosing a city, press it again to list its districts.',
      address: 'Detailed address',
      addressHint: 'Street, number, floor and room',
      mobile: 'Mobile number',
      phone: 'Landline',
      phoneHint: 'Optional, with area code, e.g. 021-62345678',
      isDefault: 'Make this the default delivery address',
      alreadyDefault: 'This is the default address; make another one the default to change it.',
      defaultMark: 'Default',
      actions: 'Actions',
      save: 'Save',
      cancel: 'Cancel',
      edit: 'Edit',
      editOf: 'Edit the address of {{name}}',
      delete: 'Delete',
      deleteOf: 'Delete the address of {{name}}',
      setDefault: 'Make default',
      setDefaultOf: 'Make the address of {{name}} the default',
      deleteTitle: 'Delete delivery address',
      deleteConfirm: 'Delete the address “{{address}}” of {{name}}?',
      deleteDefaultNote: 'This is the default address: the most recently added one becomes the default.',
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
