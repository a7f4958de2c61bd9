/**
 * Goods families: how the goods of one kind of merchandise are described. A family
 * fixes the parameter names (so the list filters of a category are consistent), the
 * materials, finishes, units and price precision; a leaf category may override any field.
 */
export type Glyph = 'bolt' | 'wrench' | 'drill' | 'paper' | 'helmet' | 'plug' | 'bottle' | 'bucket';

export interface Finish {
  name: string;
  /** The colour this finish gives the goods, e.g. 发黑 makes them black. */
  color?: string;
}

export interface Material {
  name: string;
  /** Price multiplier against the family's base material. */
  factor: number;
  /** Finishes that make sense for this material (stainless steel stays 本色). */
  finishes?: readonly Finish[];
  /** Parameter values that depend on the material, e.g. stainless bolts are graded A2-70. */
  tags?: Readonly<Record<string, readonly string[]>>;
}

/** A goods parameter: taken from the goods' own attributes, or a named list of values. */
export type ParamSource =
  'material' | 'finish' | 'spec' | 'color' | 'pack' | { name: string; values: readonly string[] };

export interface Family {
  glyph: Glyph;
  /** The parameter name the material is listed under (材质, 类型, 颜色 …). */
  materialName: string;
  specName: string;
  materials: readonly Material[];
  finishes: readonly Finish[];
  colors: readonly string[];
  params: readonly ParamSource[];
  /** Brand short names, see brands.ts. */
  brands: readonly string[];
  unit: string;
  /** Minimum purchase quantities to choose from. */
  moq: readonly number[];
  pack: string;
  /** Cheap goods are priced to 4 decimals of a yuan, everything else to 2. */
  decimals: 2 | 4;
  weightKg: readonly [number, number];
  taglines: readonly string[];
}

const carbonSteel: Material = {
  name: '碳钢',
  factor: 1,
  finishes: [
    { name: '镀锌', color: '银白色' },
    { name: '彩锌', color: '彩色' },
    { name: '发黑', color: '黑色' },
    { name: '达克罗', color: '银灰色' },
  ],
  tags: { 等级: ['4.8级', '8.8级'] },
};

export const fastener: Family = {
  glyph: 'bolt',
  materialName: '材质',
  specName: '规格',
  materials: [
    carbonSteel,
    { name: '304不锈钢', factor: 2.6, finishes: [{ name: '本色', color: '不锈钢本色' }], tags: { 等级: ['A2-70'] } },
    { name: '316不锈钢', factor: 3.8, finishes: [{ name: '本色', color: '不锈钢本色' }], tags: { 等级: ['A4-80'] } },
    {
      name: '合金钢',
      factor: 1.7,
      finishes: [
        { name: '发黑', color: '黑色' },
        { name: '镀镍', color: '银色' },
      ],
      tags: { 等级: ['10.9级', '12.9级'] },
    },
  ],
  finishes: carbonSteel.finishes ?? [],
  colors: ['银白色'],
  params: ['material', 'finish', 'spec', { name: '等级', values: ['4.8级', '8.8级', '10.9级', '12.9级'] }],
  brands: ['东明', '晋亿', '标五', '慧鱼', '喜利得', '世达'],
  unit: '个',
  moq: [10, 50, 100],
  pack: '100个/盒',
  decimals: 4,
  weightKg: [0.002, 0.25],
  taglines: ['国标尺寸 螺纹精准', '强度高 耐腐蚀', '工厂直供 批量优惠', '整盒发货 现货速发'],
};

export const handTool: Family = {
  glyph: 'wrench',
  materialName: '材质',
  specName: '尺寸',
  materials: [
    { name: '铬钒钢', factor: 1 },
    { name: 'S2合金钢', factor: 1.35 },
    { name: '碳钢', factor: 0.7 },
  ],
  finishes: [
    { name: '镜面抛光', color: '银色' },
    { name: '磨砂镀铬', color: '亚光银' },
    { name: '发黑', color: '黑色' },
  ],
  colors: ['银色'],
  params: ['spec', 'material', 'finish'],
  brands: ['世达', '史丹利', '长城精工', '力易得', '捷科', '田岛', '钢盾'],
  unit: '把',
  moq: [1],
  pack: '1把/卡',
  decimals: 2,
  weightKg: [0.05, 1.5],
  taglines: ['专业级 经久耐用', '热处理工艺 硬度高', '人体工学手柄 省力防滑', '工厂维修常备'],
};

export const wired: Material = { name: '有线', factor: 1, tags: { 电压: ['220V'] } };
export const cordless: Material = { name: '锂电', factor: 1.55, tags: { 电压: ['12V', '18V', '20V'] } };

export const powerTool: Family = {
  glyph: 'drill',
  materialName: '类型',
  specName: '规格',
  materials: [wired, cordless],
  finishes: [{ name: '喷塑' }],
  colors: ['蓝色', '绿色', '黄色', '红色'],
  params: ['material', 'spec', { name: '电压', values: ['220V'] }, { name: '功率', values: ['500W', '710W', '850W'] }],
  brands: ['博世', '牧田', '东成', '得伟', '费斯托', '威克士'],
  unit: '台',
  moq: [1],
  pack: '1台/箱',
  decimals: 2,
  weightKg: [1.2, 6.5],
  taglines: ['大功率电机 效率高', '原装正品 全国联保', '工业级 连续作业', '轻量机身 单手操作'],
};

export const office: Family = {
  glyph: 'paper',
  materialName: '颜色',
  specName: '规格',
  materials: [
    { name: '黑色', factor: 1 },
    { name: '蓝色', factor: 1 },
    { name: '红色', factor: 1 },
  ],
  finishes: [{ name: '无' }],
  colors: ['黑色'],
  params: ['material', 'spec', 'pack'],
  brands: ['得力', '晨光', '齐心'],
  unit: '盒',
  moq: [1],
  pack: '12支/盒',
  decimals: 2,
  weightKg: [0.01, 0.3],
  taglines: ['办公必备 量大从优', '书写顺滑 品质稳定', '企业集采 统一配送', '环保材质 安全无异味'],
};

export const safety: Family = {
  glyph: 'helmet',
  materialName: '材质',
  specName: '规格',
  materials: [{ name: 'ABS', factor: 1 }],
  finishes: [{ name: '无' }],
  colors: ['白色', '黄色', '红色', '蓝色'],
  params: ['material', 'color', 'spec', { name: '执行标准', values: ['GB 2811-2019'] }],
  brands: ['3M', '霍尼韦尔', '代尔塔', '梅思安', '安思尔'],
  unit: '个',
  moq: [1],
  pack: '1个/袋',
  decimals: 2,
  weightKg: [0.02, 0.6],
  taglines: ['符合国家标准 安全可靠', '舒适透气 长时间佩戴', '工地工厂必备', '劳保集采 按需配送'],
};

export const electrical: Family = {
  glyph: 'plug',
  materialName: '材质',
  specName: '规格',
  materials: [
    { name: '阻燃PC', factor: 1 },
    { name: '阻燃ABS', factor: 0.85 },
  ],
  finishes: [{ name: '无' }],
  colors: ['白色', '灰色', '金色'],
  params: ['spec', 'material', 'color', { name: '认证', values: ['CCC认证'] }],
  brands: ['公牛', '正泰', '德力西', '施耐德', '西门子'],
  unit: '个',
  moq: [1],
  pack: '1个/盒',
  decimals: 2,
  weightKg: [0.05, 0.5],
  taglines: ['3C认证 安全用电', '阻燃材质 耐高温', '工程品质 全国联保', '电工师傅推荐'],
};

export const chemical: Family = {
  glyph: 'bottle',
  materialName: '适用材质',
  specName: '规格',
  materials: [
    { name: '金属', factor: 1 },
    { name: '塑料', factor: 1 },
    { name: '通用', factor: 1.1 },
  ],
  finishes: [{ name: '无' }],
  colors: ['透明', '白色', '黑色'],
  params: ['spec', 'material', 'color'],
  brands: ['乐泰', '3M', 'WD-40', '回天', '道康宁'],
  unit: '支',
  moq: [1],
  pack: '1支/盒',
  decimals: 2,
  weightKg: [0.02, 0.6],
  taglines: ['工业级配方 性能稳定', '快速固化 粘接牢固', '防锈润滑 一喷搞定', '设备维护常备'],
};

export const cleaning: Family = {
  glyph: 'bucket',
  materialName: '材质',
  specName: '规格',
  materials: [
    { name: 'PP塑料', factor: 1 },
    { name: '不锈钢', factor: 1.8 },
  ],
  finishes: [{ name: '无' }],
  colors: ['蓝色', '灰色', '绿色'],
  params: ['material', 'spec', 'color', 'pack'],
  brands: ['美丽雅', '妙洁', '得力', '齐心'],
  unit: '个',
  moq: [1],
  pack: '1个/箱',
  decimals: 2,
  weightKg: [0.2, 2],
  taglines: ['办公保洁 集中采购', '强效去污 温和不伤手', '柔韧吸水 家用商用', '大包装 更实惠'],
};
