/** The home page's carousel: title, subtitle and the navigation entry whose themed page it opens. */
export const HOME_CAROUSEL = [
  ['工业品一站式采购', '紧固件 · 工具 · 劳保 · 办公，海量现货快速直发', '行家优选'],
  ['企业集采 专享价格', '注册企业账户，享受采购价与账期结算', '集团采购'],
  ['清仓特卖 低至5折', '精选库存商品限时特惠', '清仓特卖'],
  ['定制商品 彰显品牌', '工装劳保与办公用品均可定制', '定制商品'],
] as const;

/** 企业常用: the goods companies reorder every month. */
export const STAPLES = ['六角螺栓', '打印纸', '签字笔', '防护手套', '安全帽', '插座', '卷纸', '尼龙扎带'] as const;

/** The promotion tiles: title, subtitle and a path, or the category whose goods they list. */
export const PROMOS = [
  ['新客专享', '注册即享企业采购价', '/home/register'],
  ['劳保季特惠', '防护用品整箱更优惠', '防护手套'],
  ['办公集采', '满2000元包邮到厂', '打印纸'],
  ['电工电气', '品牌直供 正品保障', '小型断路器'],
] as const;
