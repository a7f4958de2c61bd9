import { area } from '../strings.ts';

/** Every page's <title> (app/lib/page-title.ts adds the shop's name after it). */
const strings = area(
  {
    titles: {
      suffix: '{{page}} | 采购商城',
      adminLogin: '员工登录 - 后台',
      adminHome: '待办 - 后台',
      adminCompanies: '企业 - 后台',
      adminCompany: '{{name}} - 企业 - 后台',
      adminOrders: '订单 - 后台',
      adminOrder: '订单{{orderNo}} - 后台',
      adminGoods: '商品 - 后台',
      adminMessages: '商家留言 - 后台',
      adminSms: '短信发件箱 - 后台',
      adminAudit: '审计日志 - 后台',
      adminStaff: '员工账号 - 后台',
      adminProfile: '个人资料 - 后台',
      adminSearch: '搜索 - 后台',
      home: '采购商城 - 企业一站式工业品采购平台',
      named: '{{name}}',
      goodsList: '商品列表',
      goodsListOf: '{{name}} - 商品列表',
      helpArticle: '{{title}} - 帮助中心',
      login: '用户登录',
      register: '企业注册',
      cart: '购物车',
      favourites: '我的收藏',
      checkout: '填写并核对订单',
      pay: '线下支付',
      orderDetail: '订单详情',
      logistics: '物流信息',
      evaluate: '商品评价',
      purchaseDetail: '采购单审核',
      userHome: '我的主页',
      orders: '我的订单',
      purchases: '采购审核',
      addresses: '收货地址',
      invoiceHeader: '发票抬头',
      subAccounts: '子账号管理',
      error: '{{code}}',
    },
  },
  {
    titles: {
      suffix: '{{page}} | Caigou',
      adminLogin: 'Staff login - Console',
      adminHome: 'To do - Console',
      adminCompanies: 'Companies - Console',
      adminCompany: '{{name}} - Companies - Console',
      adminOrders: 'Orders - Console',
      adminOrder: 'Order {{orderNo}} - Console',
      adminGoods: 'Goods - Console',
      adminMessages: 'Merchant messages - Console',
      adminSms: 'SMS outbox - Console',
      adminAudit: 'Audit log - Console',
      adminStaff: 'Staff accounts - Console',
      adminProfile: 'My profile - Console',
      adminSearch: 'Search - Console',
      home: 'Caigou - one-stop industrial purchasing for companies',
      named: '{{name}}',
      goodsList: 'Goods',
      goodsListOf: '{{name}} - Goods',
      helpArticle: '{{title}} - Help centre',
      login: 'Log in',
      register: 'Company registration',
      cart: 'Cart',
      favourites: 'My favourites',
      checkout: 'Confirm your order',
      pay: 'Offline payment',
      orderDetail: 'Order details',
      logistics: 'Shipment tracking',
      evaluate: 'Review goods',
      purchaseDetail: 'Purchase approval',
      userHome: 'My account',
      orders: 'My orders',
      purchases: 'Purchase approval',
      addresses: 'Delivery addresses',
      invoiceHeader: 'Invoice title',
      subAccounts: 'Sub-accounts',
      error: '{{code}}',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../resources.ts' {
  interface InterfaceStrings extends Own {}
}
