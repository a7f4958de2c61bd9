import { HOTLINE, SERVICE_EMAIL } from '../../../../common/constants.ts';

/** A help article: its title and content (HTML), and their English. */
export type ArticleDef = readonly [title: string, content: string, titleEn: string, contentEn: string];

/** The help centre by group (the footer's columns): the group's name, its English, its articles. */
export const ARTICLES: readonly (readonly [group: string, groupEn: string, articles: readonly ArticleDef[]])[] = [
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
