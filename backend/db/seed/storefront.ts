import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';
import type { SeedImages } from './images.ts';
import { HOTLINE, SERVICE_EMAIL } from '../../../common/constants.ts';

/**
 * The storefront's reference data: navigation (with the home page's goods blocks),
 * ads, search keywords and help articles. The navigation order is fixed by the SPEC:
 * the footer's friendly links 行家优选, 集团采购, 清仓特卖, 内容资讯 select indexes 2-5.
 */
interface NavigationDef {
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

const NAVIGATION: readonly NavigationDef[] = [
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

const HOME_CAROUSEL = [
  ['工业品一站式采购', '紧固件 · 工具 · 劳保 · 办公，海量现货快速直发', '行家优选'],
  ['企业集采 专享价格', '注册企业账户，享受采购价与账期结算', '集团采购'],
  ['清仓特卖 低至5折', '精选库存商品限时特惠', '清仓特卖'],
  ['定制商品 彰显品牌', '工装劳保与办公用品均可定制', '定制商品'],
] as const;

/** 企业常用: the goods companies reorder every month. */
const STAPLES = ['六角螺栓', '打印纸', '签字笔', '防护手套', '安全帽', '插座', '卷纸', '尼龙扎带'] as const;

const PROMOS = [
  ['新客专享', '注册即享企业采购价', '/home/register'],
  ['劳保季特惠', '防护用品整箱更优惠', '防护手套'],
  ['办公集采', '满2000元包邮到厂', '打印纸'],
  ['电工电气', '品牌直供 正品保障', '小型断路器'],
] as const;

/** Suggested searches: the term searched (the goods are named in Chinese) and how English shows it. */
const SEARCH_KEYWORDS: readonly (readonly [name: string, en: string])[] = [
  ['螺栓', 'Bolts'],
  ['扳手', 'Wrenches'],
  ['电钻', 'Electric drills'],
  ['安全帽', 'Safety helmets'],
  ['打印纸', 'Printer paper'],
  ['手套', 'Gloves'],
  ['插座', 'Sockets'],
  ['螺丝刀', 'Screwdrivers'],
];

/** A help article: its title and content (HTML), and their English. */
type ArticleDef = readonly [title: string, content: string, titleEn: string, contentEn: string];

/** The help centre by group (the footer's columns): the group's name, its English, its articles. */
const ARTICLES: readonly (readonly [group: string, groupEn: string, articles: readonly ArticleDef[]])[] = [
  [
    '新手指南',
    'Getting started',
    [
      [
        '注册与审核',
        '<p>点击页面顶部“免费注册”，填写企业名称、联系人、手机号与登录账号，勾选隐私协议后提交。</p><p>平台将在2个工作日内完成审核，审核结果以短信通知。</p>',
        'Registration and review',
        '<p>Click “Register” at the top of the page, fill in the company name, contact person, mobile number and login account, accept the privacy terms and submit.</p><p>The platform reviews a registration within 2 working days and sends the result by SMS.</p>',
      ],
      [
        '登录方式',
        '<p>支持账号密码登录与手机验证码登录两种方式。</p><ul><li>账号密码登录：输入注册时设置的用户名与密码。</li><li>验证码登录：输入注册手机号，获取短信验证码后登录。</li></ul>',
        'Logging in',
        '<p>Log in with your username and password, or with a code sent to your mobile.</p><ul><li>Password: enter the username and password you registered with.</li><li>SMS code: enter your registered mobile number, ask for a code and log in with it.</li></ul>',
      ],
      [
        '采购流程',
        '<p>浏览或搜索商品 → 加入购物车 → 填写并确认订单 → 选择支付方式 → 等待发货 → 确认收货。</p><p>采购员提交的订单需经审核员或主账号审批后方可支付。</p>',
        'How to buy',
        '<p>Browse or search for goods → add them to the cart → fill in and confirm the order → choose how to pay → wait for delivery → confirm receipt.</p><p>An order a purchaser submits is paid once a reviewer or the main account has approved it.</p>',
      ],
      [
        '子账号管理',
        '<p>主账号可在“个人中心 → 账号管理”中添加审核员与采购员子账号，实现分级采购与审批。</p>',
        'Sub-accounts',
        '<p>The main account adds reviewer and purchaser sub-accounts under “My centre → Sub-accounts”, so that purchases are made and approved at different levels.</p>',
      ],
    ],
  ],
  [
    '支付方式',
    'Payment',
    [
      [
        '线下转账',
        '<p>下单后选择“线下支付”，通过网上银行向平台企业收款账户转账。</p><p>请使用与采购企业同名的对公账户付款，并核对收款账号、户名与开户行。</p>',
        'Bank transfer',
        '<p>Choose “Offline payment” when you order, then transfer the amount through online banking to the platform’s receiving account.</p><p>Please pay from a corporate account in the purchasing company’s name, and check the account number, account name and bank.</p>',
      ],
      [
        '账期支付',
        '<p>签订年度采购合同的企业客户可申请账期，按月对账、统一结算。</p>',
        'Payment on credit',
        '<p>Companies with an annual purchasing contract can buy on credit terms, with a statement and one settlement each month.</p>',
      ],
      [
        '在线支付',
        '<p>支持微信支付与支付宝付款，付款成功后订单立即进入发货流程。</p>',
        'Online payment',
        '<p>WeChat Pay and Alipay are accepted; once paid, an order goes straight to shipping.</p>',
      ],
    ],
  ],
  [
    '配送服务',
    'Delivery',
    [
      [
        '配送范围与时效',
        '<p>全国范围配送（港澳台地区除外）。</p><p>16:00前下单的现货商品，预计3天内送达。</p>',
        'Where and how fast',
        '<p>We deliver throughout mainland China (not to Hong Kong, Macao or Taiwan).</p><p>Goods in stock ordered before 16:00 should arrive within 3 days.</p>',
      ],
      [
        '运费说明',
        '<p>平台订单结算时运费显示为0元，大件或特殊商品如需另计运费，客服将提前与您确认。</p>',
        'Shipping costs',
        '<p>Shipping shows as ¥0 at checkout; should a large or special item need shipping charged, customer service confirms it with you first.</p>',
      ],
      [
        '签收与验货',
        '<p>收货时请当面核对商品数量与外包装，如有破损请拒收并联系客服。</p>',
        'Receiving and checking',
        '<p>When the goods arrive, check their quantity and outer packaging in front of the courier; refuse anything damaged and contact customer service.</p>',
      ],
    ],
  ],
  [
    '售后服务',
    'After-sales',
    [
      [
        '退换货政策',
        '<p>商品签收后7天内，在不影响二次销售的前提下可申请退换货。</p><p>定制商品与已拆封的耗材类商品不支持无理由退货。</p>',
        'Returns and exchanges',
        '<p>Within 7 days of receipt you can ask to return or exchange goods that can still be resold.</p><p>Custom-made goods and opened consumables cannot be returned without a reason.</p>',
      ],
      [
        '售后申请流程',
        '<p>进入“个人中心 → 我的订单”，选择需售后的商品提交申请并上传凭证，客服将在1个工作日内处理。</p>',
        'Asking for after-sales',
        '<p>Go to “My centre → My orders”, choose the goods, submit your request with proof, and customer service handles it within 1 working day.</p>',
      ],
      [
        '发票说明',
        '<p>平台可开具13%增值税专用发票与普通发票，请在“发票抬头”中维护开票信息。</p>',
        'Invoices',
        '<p>The platform issues 13% VAT special invoices and ordinary invoices; keep your invoicing details under “Invoice titles”.</p>',
      ],
    ],
  ],
  [
    '关于我们',
    'About us',
    [
      [
        '公司简介',
        '<p>采购商城是面向企业客户的工业品与办公用品采购平台，提供紧固件、工具、劳保、电工电气、办公用品等品类的一站式采购服务。</p>',
        'About Caigou',
        '<p>Caigou is a platform where companies buy industrial and office supplies: fasteners, tools, safety equipment, electrical supplies, office supplies and more, all in one place.</p>',
      ],
      [
        '联系我们',
        `<p>采购热线：${HOTLINE}（工作日 9:00-18:00）</p><p>客服邮箱：${SERVICE_EMAIL}</p>`,
        'Contact us',
        `<p>Purchasing hotline: ${HOTLINE} (working days 9:00-18:00)</p><p>Customer service email: ${SERVICE_EMAIL}</p>`,
      ],
      [
        '隐私政策',
        '<p>我们仅为完成注册、下单、配送与售后收集必要的信息，并采取安全措施保护您的数据，不会向第三方出售。</p>',
        'Privacy policy',
        '<p>We collect only what registration, ordering, delivery and after-sales need, protect your data with security measures, and never sell it to anyone.</p>',
      ],
    ],
  ],
];

function required<T>(map: ReadonlyMap<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed data refers to unknown ${key}`);
  return value;
}

export async function seedStorefront(
  db: Kysely<Database>,
  categoryIds: ReadonlyMap<string, number>,
  images: SeedImages,
): Promise<void> {
  const goodsUrl = (category: string) => `/home/goods/${required(categoryIds, category)}`;

  const navigationRows = NAVIGATION.map((navigation, index) => ({
    name: navigation.name,
    name_en: navigation.en,
    url: navigation.url,
    image: navigation.slogan
      ? images.banner(`navigation-${index + 1}`, {
          width: 1200,
          height: 300,
          title: navigation.name,
          subtitle: navigation.slogan,
          hue: index * 50,
        })
      : '',
    sort: index + 1,
    home_block: navigation.homeBlock ? 1 : 0,
  }));
  const insertedNavigation = await db
    .insertInto('navigation')
    .values(navigationRows)
    .returning(['id', 'name'])
    .execute();
  const navigationIds = new Map(insertedNavigation.map((row) => [row.name, row.id]));
  const themedUrl = (name: string) => {
    const navigation = NAVIGATION.find((candidate) => candidate.name === name);
    return `${navigation?.url ?? '/home/index'}/${required(navigationIds, name)}`;
  };

  await db
    .insertInto('navigation_category')
    .values(
      NAVIGATION.flatMap((navigation) =>
        (navigation.categories ?? []).map((category, index) => ({
          navigation_id: required(navigationIds, navigation.name),
          category_id: required(categoryIds, category),
          sort: index + 1,
        })),
      ),
    )
    .execute();

  const ads = [
    ...HOME_CAROUSEL.map(([title, subtitle, navigation], index) => ({
      navigation_id: null,
      image: images.banner(`ad-carousel-${index + 1}`, {
        width: 1920,
        height: 600,
        title,
        subtitle,
        hue: 200 + index * 40,
        action: '立即选购',
      }),
      url: themedUrl(navigation),
      title,
      placement: 'carousel',
      sort: index + 1,
    })),
    ...STAPLES.map((category, index) => ({
      navigation_id: null,
      image: images.banner(`ad-staples-${index + 1}`, {
        width: 600,
        height: 400,
        title: category,
        subtitle: '企业常用 · 批量更优惠',
        hue: index * 45,
        action: '立即选购',
      }),
      url: goodsUrl(category),
      title: category,
      placement: 'staples',
      sort: index + 1,
    })),
    ...PROMOS.map(([title, subtitle, target], index) => ({
      navigation_id: null,
      image: images.banner(`ad-promo-${index + 1}`, {
        width: 600,
        height: 300,
        title,
        subtitle,
        hue: 20 + index * 90,
        action: '查看详情',
      }),
      url: target.startsWith('/') ? target : goodsUrl(target),
      title,
      placement: 'promo',
      sort: index + 1,
    })),
    ...NAVIGATION.flatMap((navigation, n) =>
      (navigation.carousel ?? []).map(([title, subtitle], index) => {
        const category = navigation.categories?.[index];
        return {
          navigation_id: required(navigationIds, navigation.name),
          image: images.banner(`ad-navigation-${n + 1}-${index + 1}`, {
            width: 1920,
            height: 600,
            title,
            subtitle,
            hue: n * 50 + index * 20,
            action: '进入专区',
          }),
          url: category ? goodsUrl(category) : '',
          title,
          placement: 'carousel',
          sort: index + 1,
        };
      }),
    ),
  ];
  await db.insertInto('ad').values(ads).execute();

  await db
    .insertInto('search_keyword')
    .values(SEARCH_KEYWORDS.map(([name, en], index) => ({ name, name_en: en, sort: index + 1 })))
    .execute();

  const groups = await db
    .insertInto('article_group')
    .values(ARTICLES.map(([name, en], index) => ({ name, name_en: en, sort: index + 1 })))
    .returning(['id', 'name'])
    .execute();
  const groupIds = new Map(groups.map((row) => [row.name, row.id]));
  await db
    .insertInto('article')
    .values(
      ARTICLES.flatMap(([group, , articles], g) =>
        articles.map(([title, content, titleEn, contentEn], index) => ({
          group_id: required(groupIds, group),
          title,
          content,
          title_en: titleEn,
          content_en: contentEn,
          image: images.banner(`article-${g + 1}-${index + 1}`, {
            width: 800,
            height: 400,
            title,
            subtitle: `帮助中心 · ${group}`,
            hue: 190 + g * 30,
          }),
          sort: index + 1,
        })),
      ),
    )
    .execute();
}
