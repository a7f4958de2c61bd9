import { area } from '../i18n/strings.ts';

/** Strings of the frames: top bar, header, search, navigation, footer, paging, the error page and the words every screen shares. */
const strings = area(
  {
    shop: { name: '采购商城', slogan: '企业一站式工业品采购平台' },
    topbar: {
      welcome: '欢迎来到采购商城！',
      hello: '您好，{{username}}',
      login: '请登录',
      register: '免费注册',
      logout: '退出',
      myCentre: '我的中心',
      myOrders: '我的订单',
      language: '语言',
      english: 'English',
      chinese: '中文',
      hotline: '采购热线',
    },
    search: {
      label: '搜索商品',
      placeholder: '输入商品名称、编码、品牌',
      submit: '搜索',
      keywords: '热门搜索',
    },
    nav: { categories: '产品分类', main: '主导航', hotline: '采购热线：{{phone}}' },
    tags: { genuine: '正品保障', fast: '极速物流', range: '品类齐全', service: '贴心服务' },
    footer: {
      help: '帮助中心',
      friendly: '友情链接',
      badges: '监管认证',
      record: '沪ICP备20260001号-1',
      police: '沪公网安备 31010402000001号',
      licence: '增值电信业务经营许可证：沪B2-20260001',
      copyright: '© 2026 采购商城 版权所有',
      backToTop: '返回顶部',
    },
    paging: {
      label: '分页',
      labelOf: '{{list}}分页',
      total: '共{{total}}条',
      previous: '上一页',
      next: '下一页',
      page: '第{{n}}页',
      size: '每页条数',
      perPage: '{{size}}条/页',
      apply: '确定',
    },
    error: {
      title: '出错了',
      notFound: '页面不存在',
      backHome: '返回首页',
      code: '错误码 {{code}}',
      mainAccountOnly: '仅限主账号',
      mainAccountOnlyDetail: '只有主账号可以查看和办理此项业务，请联系贵公司的主账号。',
      backUserHome: '返回我的主页',
    },
    common: {
      close: '关闭',
      loading: '加载中…',
      breadcrumb: '当前位置',
      yuan: '¥{{amount}}',
      notifications: '消息',
    },
  },
  {
    shop: { name: 'Caigou', slogan: 'One-stop industrial purchasing for companies' },
    topbar: {
      welcome: 'Welcome to Caigou!',
      hello: 'Hello, {{username}}',
      login: 'Log in',
      register: 'Register',
      logout: 'Log out',
      myCentre: 'My centre',
      myOrders: 'My orders',
      language: 'Language',
      english: 'English',
      chinese: '中文',
      hotline: 'Purchasing hotline',
    },
    search: {
      label: 'Search goods',
      placeholder: 'Goods name, code or brand',
      submit: 'Search',
      keywords: 'Popular searches',
    },
    nav: { categories: 'Categories', main: 'Main navigation', hotline: 'Hotline {{phone}}' },
    tags: { genuine: 'Genuine goods', fast: 'Fast logistics', range: 'Full range', service: 'Attentive service' },
    footer: {
      help: 'Help centre',
      friendly: 'Friendly links',
      badges: 'Regulatory badges',
      record: 'ICP record 沪ICP备20260001号-1',
      police: 'Public security record 31010402000001',
      licence: 'Value-added telecom licence 沪B2-20260001',
      copyright: '© 2026 Caigou. All rights reserved.',
      backToTop: 'Back to top',
    },
    paging: {
      label: 'Pages',
      labelOf: 'Pages of {{list}}',
      total: '{{total}} in all',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {{n}}',
      size: 'Per page',
      perPage: '{{size}} per page',
      apply: 'OK',
    },
    error: {
      title: 'Something went wrong',
      notFound: 'The page does not exist',
      backHome: 'Back to home',
      code: 'Error {{code}}',
      mainAccountOnly: 'Main account only',
      mainAccountOnlyDetail: "Only your company's main account can view or do this. Please ask your main account.",
      backUserHome: 'Back to my home',
    },
    common: {
      close: 'Close',
      loading: 'Loading…',
      breadcrumb: 'You are here',
      yuan: '¥{{amount}}',
      notifications: 'Messages',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
