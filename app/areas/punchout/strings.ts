import { area } from '../../i18n/strings.ts';

/** Strings of punchout: the settings screen, the shop's banner, the cart's button, the transfer page and the console's panel. */
const strings = area(
  {
    punchout: {
      title: '采购系统对接',
      intro:
        '让贵司的采购系统（SAP SRM/Ariba 等）通过 OCI 4.0 或 cXML 1.2 PunchOut 打开商城：员工在商城挑选商品，“转回采购系统”把购物车送回采购系统审批；审批后的订单以 cXML OrderRequest 发回商城，成为正常订单。',
      settings: '对接设置',
      enabled: '启用采购系统对接',
      account: '会话登录的账号',
      identity: '公司标识（OCI USERNAME / cXML From Identity）',
      identityHint: '字母、数字和 . _ - @，3 到 80 个字符',
      address: 'cXML 订单的收货地址',
      payType: 'cXML 订单的支付方式',
      payOffline: '线下转账',
      payCredit: '账期支付',
      noAddress: '尚无收货地址，请先在“收货地址”中添加。',
      save: '保存设置',
      secret: '共享密钥',
      secretSet: '已设置共享密钥（为安全起见不再显示）。',
      secretNone: '尚未生成共享密钥。',
      secretOnce: '新的共享密钥（只显示这一次，请立即保存并填入采购系统）',
      rotate: '生成新的共享密钥',
      rotateHint: '生成后旧密钥立即失效。',
      urls: '交给采购系统的地址',
      ociUrl: 'OCI 入口（HOOK_URL 由采购系统附上）',
      setupUrl: 'cXML PunchOutSetupRequest 地址',
      orderUrl: 'cXML OrderRequest 地址',
      sessions: '会话记录',
      noSessions: '暂无采购系统会话。',
      time: '时间',
      protocol: '协议',
      state: '状态',
      hook: '回传地址',
      sent: '回传内容',
      sentLine: '{{lines}} 行，¥{{total}}',
      stateOf: { pending: '待登录', open: '购物中', transferred: '已转回', expired: '已过期' },
      role: { main: '主账号', approver: '审批人', purchaser: '采购员' },
      on: '已启用',
      off: '未启用',
      banner: '在采购系统中购物：选好商品后，在购物车点击“转回采购系统”，购物车将送回 {{host}} 审批。',
      transfer: '转回采购系统',
      transferNote: '在采购系统中购物时，购物车送回采购系统审批，不在商城结算。',
      transferTitle: '转回采购系统',
      transferIntro: '共 {{lines}} 行商品，合计 ¥{{total}}。点击下面的按钮，把购物车送回采购系统（{{host}}）。',
      transferDone: '购物车已交给采购系统，本次商城会话已结束。',
      transferFailed: '无法转回采购系统',
      backToCart: '返回购物车',
      startFailed: '无法从采购系统进入商城',
    },
  },
  {
    punchout: {
      title: 'Procurement system',
      intro:
        'Let your procurement system (SAP SRM, Ariba…) open the shop by OCI 4.0 or cXML 1.2 PunchOut: your staff choose goods in the shop, “Send back to procurement” returns the cart to the system for approval, and the approved order comes back as a cXML OrderRequest and becomes a normal order.',
      settings: 'Settings',
      enabled: 'Turn the procurement system link on',
      account: 'Account the sessions log in as',
      identity: 'Company identity (OCI USERNAME / cXML From Identity)',
      identityHint: 'Letters, digits and . _ - @, 3 to 80 characters',
      address: 'Delivery address of cXML orders',
      payType: 'Payment type of cXML orders',
      payOffline: 'Bank transfer',
      payCredit: 'On credit',
      noAddress: 'No delivery address yet: add one under Delivery addresses first.',
      save: 'Save settings',
      secret: 'Shared secret',
      secretSet: 'A shared secret is set (not shown again, for safety).',
      secretNone: 'No shared secret yet.',
      secretOnce: 'New shared secret (shown only this once: save it now and enter it in the procurement system)',
      rotate: 'Make a new shared secret',
      rotateHint: 'The old secret stops working at once.',
      urls: 'Addresses to give the procurement system',
      ociUrl: 'OCI entry (the system adds HOOK_URL)',
      setupUrl: 'cXML PunchOutSetupRequest address',
      orderUrl: 'cXML OrderRequest address',
      sessions: 'Sessions',
      noSessions: 'No procurement sessions yet.',
      time: 'Time',
      protocol: 'Protocol',
      state: 'State',
      hook: 'Return address',
      sent: 'Sent back',
      sentLine: '{{lines}} lines, ¥{{total}}',
      stateOf: { pending: 'Not opened', open: 'Shopping', transferred: 'Sent back', expired: 'Expired' },
      role: { main: 'main account', approver: 'approver', purchaser: 'purchaser' },
      on: 'On',
      off: 'Off',
      banner:
        'Shopping for your procurement system: when the cart is ready, choose “Send back to procurement” in the cart to return it to {{host}} for approval.',
      transfer: 'Send back to procurement',
      transferNote:
        'While shopping for a procurement system, the cart goes back to it for approval instead of checkout.',
      transferTitle: 'Send the cart back to procurement',
      transferIntro:
        '{{lines}} lines, ¥{{total}} in all. Use the button below to return the cart to your procurement system ({{host}}).',
      transferDone: 'The cart was handed to your procurement system and this shop session has ended.',
      transferFailed: 'The cart cannot be sent back',
      backToCart: 'Back to the cart',
      startFailed: 'The shop cannot be opened from the procurement system',
    },
  },
);
export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
