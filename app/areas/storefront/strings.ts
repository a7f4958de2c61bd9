import { area } from '../../i18n/strings.ts';

/** Strings of the home page, the navigation-themed pages, help and the merchant message widget. */
const strings = area(
  {
    home: {
      title: '首页',
      carousel: '广告轮播',
      slide: '第{{n}}张，共{{total}}张',
      previous: '上一张',
      next: '下一张',
      staples: '企业常用',
      promos: '推荐活动',
      more: '更多',
      noGoods: '暂无商品',
    },
    helper: {
      title: '帮助中心',
      contents: '帮助中心目录',
      imageOf: '{{title}}配图',
    },
    merchant: {
      title: '商家留言',
      intro: '欢迎品牌商、供应商留言，我们会尽快与您联系。',
      hotline: '客服热线：',
      content: '留言内容',
      company: '公司名称',
      linkman: '联系人',
      phone: '手机号码',
      send: '发送留言',
      close: '关闭',
      sent: '留言发送成功',
      thanks: '感谢您的留言！我们的客服会尽快与您联系。',
    },
    themed: {
      carousel: '{{name}}广告轮播',
      hot: '热门推荐',
      allGoods: '查看全部{{name}}',
      customisedTitle: '企业专属定制',
      customisedNote: '安全帽、工装手套、办公本册等均可印制企业LOGO，小批量起订，打样确认后7-15天交货。',
      repurchase: '复购专区',
      repurchaseNote: '您购物车中的商品与本专区的热销商品，可直接再次采购。',
      repurchaseLogin: '登录后即可查看您的复购专区。',
      login: '立即登录',
      news: '资讯动态',
      featured: '精选商品',
      moreGoods: '查看更多商品',
    },
  },
  {
    home: {
      title: 'Home',
      carousel: 'Featured',
      slide: 'Slide {{n}} of {{total}}',
      previous: 'Previous',
      next: 'Next',
      staples: 'Corporate staples',
      promos: 'Promotions',
      more: 'More',
      noGoods: 'No goods yet',
    },
    helper: {
      title: 'Help centre',
      contents: 'Help centre contents',
      imageOf: 'Illustration for {{title}}',
    },
    merchant: {
      title: 'Merchant message',
      intro: 'Brands and suppliers are welcome to leave a message; we will contact you soon.',
      hotline: 'Customer service: ',
      content: 'Message content',
      company: 'Company name',
      linkman: 'Contact person',
      phone: 'Mobile number',
      send: 'Send message',
      close: 'Close',
      sent: 'Message sent successfully',
      thanks: 'Thank you for your message! Our customer service will contact you soon.',
    },
    themed: {
      carousel: '{{name}} featured',
      hot: 'Hot recommendations',
      allGoods: 'See all of {{name}}',
      customisedTitle: 'Made for your company',
      customisedNote:
        'Safety helmets, work gloves, notebooks and more can carry your company logo; small batches welcome, delivered 7-15 days after the sample is approved.',
      repurchase: 'Buy again',
      repurchaseNote: 'The goods in your cart and the best sellers of this section, ready to order again.',
      repurchaseLogin: 'Log in to see the goods to buy again.',
      login: 'Log in now',
      news: 'News',
      featured: 'Featured goods',
      moreGoods: 'More goods',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
