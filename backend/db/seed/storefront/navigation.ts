/**
 * The navigation bar, with the home page's goods blocks and the themed pages. The order is fixed
 * by the SPEC: the footer's friendly links 行家优选, 集团采购, 清仓特卖, 内容资讯 select indexes 2-5.
 */
export interface NavigationDef {
  name: string;
  /** The English name (navigation.name_en), short enough for a one-line bar at 1366px. */
  en: string;
  url: string;
  slogan?: string;
  homeBlock?: boolean;
  /** Category tabs of the goods block, or the categories of a themed page. */
  categories?: readonly string[];
  carousel?: readonly (readonly [title: string, subtitle: string])[];
}

export const NAVIGATION: readonly NavigationDef[] = [
  { name: '首页', en: 'Home', url: '/home/index' },
  // A complete url: the special id that lists all goods (common/constants.ts ALL_GOODS_ID).
  { name: '全部商品', en: 'All goods', url: '/home/goods/all' },
  {
    name: '行家优选',
    en: 'Expert picks',
    url: '/home/hyyx',
    slogan: '资深采购员精选 品质之选',
    homeBlock: true,
    categories: ['六角螺栓', '活动扳手', '冲击钻', '角磨机', '安全帽'],
    carousel: [
      ['行家优选 · 专业之选', '资深采购推荐的高品质工具与配件'],
      ['精选品牌 品质保障', '世达、博世、3M等一线品牌正品直供'],
    ],
  },
  {
    name: '集团采购',
    en: 'Group purchasing',
    url: '/home/jtcg',
    slogan: '统一采购 统一结算',
    homeBlock: true,
    categories: ['打印纸', '签字笔', '防护手套', '插座', '卷纸'],
    carousel: [
      ['集团采购 统一结算', '多组织协同下单，对公转账与账期支付'],
      ['采购审批 全程留痕', '采购员下单，审核员审批，流程清晰可控'],
    ],
  },
  {
    name: '清仓特卖',
    en: 'Clearance',
    url: '/home/qctm',
    slogan: '库存尾货 限时低价',
    homeBlock: true,
    categories: ['膨胀螺栓', '卷尺', '防尘口罩', 'LED灯管', '防锈润滑剂', '垃圾桶'],
    carousel: [
      ['清仓特卖 限时折扣', '库存尾货低至5折，售完即止'],
      ['整箱采购 价格更低', '紧固件整盒整箱发货，量大从优'],
    ],
  },
  {
    name: '内容资讯',
    en: 'News & guides',
    url: '/home/info',
    slogan: '行业资讯 采购指南',
    // The goods its buying guides are about, featured beside the news.
    categories: ['六角螺栓', '冲击钻', '安全帽', '打印纸'],
    carousel: [['行业资讯', '工业品采购指南与产品选型知识']],
  },
  {
    name: '定制商品',
    en: 'Custom goods',
    url: '/home/cgoods',
    slogan: '企业专属 按需定制',
    categories: ['安全帽', '防护手套', '笔记本', '文件袋'],
    carousel: [
      ['定制商品 企业专属', '安全帽、工装手套、办公本册支持LOGO印制'],
      ['小批量起订 快速交付', '打样确认后7-15天交货'],
    ],
  },
];
