import type { Insertable, Kysely } from 'kysely';
import type { CategoryTable } from '../tables/catalogue.ts';
import type { Database } from '../types.ts';
import { insertInBatches } from './batch.ts';
import {
  chemical,
  cleaning,
  cordless,
  electrical,
  fastener,
  handTool,
  office,
  powerTool,
  safety,
  wired,
  type Family,
  type ParamSource,
} from './families.ts';
import type { SeedImages } from './images.ts';

/**
 * The category tree of the demo shop: top level → second level → leaf (third level).
 * Goods hang on leaves only. A leaf lists the specs its goods come in and the price
 * range from the smallest to the largest spec, in yuan; it may override family fields.
 */
export interface LeafDef extends Partial<Family> {
  name: string;
  /** The English name (category.name_en). */
  en: string;
  specs: readonly string[];
  price: readonly [number, number];
  /** Parameters added to the family's, or replacing the one of the same name. */
  extra?: readonly ParamSource[];
}

interface BranchDef {
  name: string;
  /** The English name (category.name_en). */
  en: string;
  leaves: readonly LeafDef[];
}

interface TopDef {
  name: string;
  /** The English name (category.name_en). */
  en: string;
  family: Family;
  branches: readonly BranchDef[];
}

const standard = (...values: string[]): ParamSource => ({ name: '执行标准', values });
const power = (...values: string[]): ParamSource => ({ name: '功率', values });
const kind = (...values: string[]): ParamSource => ({ name: '类型', values });
const stainless = [{ name: '不锈钢', factor: 1 }];

const TREE: readonly TopDef[] = [
  {
    name: '紧固件',
    en: 'Fasteners',
    family: fastener,
    branches: [
      {
        name: '螺栓',
        en: 'Bolts',
        leaves: [
          {
            name: '六角螺栓',
            en: 'Hex bolts',
            specs: ['M6×20', 'M8×30', 'M10×40', 'M12×50', 'M16×60', 'M20×80'],
            price: [0.12, 2.8],
            extra: [standard('GB/T 5783', 'DIN 933')],
          },
          {
            name: '内六角螺钉',
            en: 'Socket head cap screws',
            specs: ['M3×10', 'M4×12', 'M5×16', 'M6×20', 'M8×25', 'M10×30'],
            price: [0.035, 0.95],
            extra: [standard('GB/T 70.1', 'DIN 912')],
          },
          {
            name: '法兰面螺栓',
            en: 'Flange bolts',
            specs: ['M6×16', 'M8×20', 'M10×25', 'M12×30', 'M14×40'],
            price: [0.18, 1.6],
          },
          {
            name: '马车螺栓',
            en: 'Carriage bolts',
            specs: ['M6×30', 'M8×40', 'M10×50', 'M12×60'],
            price: [0.25, 1.9],
            pack: '50个/盒',
          },
        ],
      },
      {
        name: '螺母',
        en: 'Nuts',
        leaves: [
          {
            name: '六角螺母',
            en: 'Hex nuts',
            specs: ['M4', 'M5', 'M6', 'M8', 'M10', 'M12', 'M16'],
            price: [0.0125, 0.62],
            extra: [{ name: '等级', values: ['4级', '8级', '10级'] }],
          },
          {
            name: '尼龙锁紧螺母',
            en: 'Nylon lock nuts',
            specs: ['M4', 'M5', 'M6', 'M8', 'M10', 'M12'],
            price: [0.03, 0.75],
          },
          { name: '法兰螺母', en: 'Flange nuts', specs: ['M5', 'M6', 'M8', 'M10', 'M12'], price: [0.04, 0.68] },
          { name: '盖形螺母', en: 'Acorn nuts', specs: ['M4', 'M5', 'M6', 'M8', 'M10', 'M12'], price: [0.08, 1.2] },
        ],
      },
      {
        name: '垫圈',
        en: 'Washers',
        leaves: [
          {
            name: '平垫圈',
            en: 'Flat washers',
            specs: ['M4', 'M5', 'M6', 'M8', 'M10', 'M12', 'M16'],
            price: [0.0056, 0.18],
            pack: '500个/袋',
            extra: [{ name: '等级', values: ['100HV', '200HV', '300HV'] }],
          },
          {
            name: '弹簧垫圈',
            en: 'Spring washers',
            specs: ['M4', 'M5', 'M6', 'M8', 'M10', 'M12', 'M16'],
            price: [0.0068, 0.2],
            pack: '500个/袋',
            extra: [{ name: '等级', values: ['标准型', '重型'] }],
          },
          {
            name: '齿形锁紧垫圈',
            en: 'Tooth lock washers',
            specs: ['M4', 'M5', 'M6', 'M8', 'M10', 'M12'],
            price: [0.012, 0.15],
            pack: '500个/袋',
            extra: [{ name: '等级', values: ['内齿', '外齿'] }],
          },
        ],
      },
      {
        name: '锚栓',
        en: 'Anchors',
        leaves: [
          {
            name: '膨胀螺栓',
            en: 'Expansion bolts',
            specs: ['M6×60', 'M8×80', 'M10×100', 'M12×120', 'M16×150'],
            price: [0.35, 3.6],
            pack: '50个/盒',
          },
          {
            name: '化学锚栓',
            en: 'Chemical anchors',
            specs: ['M10×130', 'M12×160', 'M16×190', 'M20×260'],
            price: [3.2, 12.8],
            pack: '10套/盒',
            unit: '套',
            moq: [10],
          },
          {
            name: '打入式锚栓',
            en: 'Drop-in anchors',
            specs: ['M6', 'M8', 'M10', 'M12'],
            price: [0.28, 1.5],
            pack: '50个/盒',
          },
          {
            name: '尼龙膨胀管',
            en: 'Nylon wall plugs',
            specs: ['6mm', '8mm', '10mm', '12mm'],
            price: [0.0088, 0.06],
            pack: '1000个/袋',
            materials: [{ name: '尼龙PA66', factor: 1, finishes: [{ name: '本色', color: '白色' }] }],
            extra: [{ name: '等级', values: ['普通型', '加强型'] }],
          },
        ],
      },
    ],
  },
  {
    name: '手动工具',
    en: 'Hand tools',
    family: handTool,
    branches: [
      {
        name: '扳手',
        en: 'Wrenches',
        leaves: [
          {
            name: '开口扳手',
            en: 'Open-end wrenches',
            specs: ['8×10mm', '10×12mm', '12×14mm', '14×17mm', '17×19mm', '22×24mm'],
            price: [6.5, 38],
            extra: [kind('双头', '单头')],
          },
          {
            name: '梅花扳手',
            en: 'Box-end wrenches',
            specs: ['8×10mm', '10×12mm', '12×14mm', '14×17mm', '17×19mm', '22×24mm'],
            price: [9.8, 52],
            extra: [kind('双头', '棘轮')],
          },
          {
            name: '活动扳手',
            en: 'Adjustable wrenches',
            specs: ['6寸', '8寸', '10寸', '12寸', '15寸'],
            price: [18.5, 96],
          },
          {
            name: '套筒扳手组套',
            en: 'Socket wrench sets',
            specs: ['12件', '25件', '32件', '46件', '120件'],
            price: [68, 1280],
            weightKg: [1.2, 12],
            unit: '套',
            pack: '1套/箱',
            extra: [kind('6.3mm系列', '10mm系列', '12.5mm系列')],
          },
        ],
      },
      {
        name: '螺丝刀',
        en: 'Screwdrivers',
        leaves: [
          {
            name: '一字螺丝刀',
            en: 'Slotted screwdrivers',
            specs: ['3×75mm', '5×100mm', '6×150mm', '8×200mm'],
            price: [4.5, 22],
          },
          {
            name: '十字螺丝刀',
            en: 'Phillips screwdrivers',
            specs: ['PH0×75mm', 'PH1×100mm', 'PH2×150mm', 'PH3×200mm'],
            price: [4.8, 24],
          },
          {
            name: '精密螺丝刀套装',
            en: 'Precision screwdriver sets',
            specs: ['6件', '16件', '24件', '32件'],
            price: [29, 168],
            unit: '套',
            pack: '1套/盒',
          },
          {
            name: '电工绝缘螺丝刀',
            en: 'Insulated screwdrivers',
            specs: ['3×75mm', '5×100mm', '6×125mm'],
            price: [12, 36],
            extra: [standard('IEC 60900')],
          },
        ],
      },
      {
        name: '钳子',
        en: 'Pliers',
        leaves: [
          { name: '钢丝钳', en: 'Combination pliers', specs: ['6寸', '7寸', '8寸'], price: [19.9, 58] },
          { name: '尖嘴钳', en: 'Needle-nose pliers', specs: ['5寸', '6寸', '8寸'], price: [16.8, 45] },
          { name: '斜口钳', en: 'Diagonal cutters', specs: ['5寸', '6寸', '7寸'], price: [15.5, 48] },
          { name: '剥线钳', en: 'Wire strippers', specs: ['5寸', '7寸', '8寸自动'], price: [22, 86] },
        ],
      },
      {
        name: '测量工具',
        en: 'Measuring tools',
        leaves: [
          {
            name: '卷尺',
            en: 'Tape measures',
            specs: ['3m×16mm', '5m×19mm', '7.5m×25mm', '10m×25mm'],
            price: [8.9, 65],
            materials: [
              { name: 'ABS外壳', factor: 1 },
              { name: '钢制外壳', factor: 1.3 },
            ],
            finishes: [{ name: '喷塑', color: '黄色' }],
          },
          {
            name: '游标卡尺',
            en: 'Vernier calipers',
            specs: ['0-150mm', '0-200mm', '0-300mm'],
            price: [58, 468],
            weightKg: [0.15, 0.5],
            materials: stainless,
            finishes: [{ name: '镀铬', color: '银色' }],
            extra: [kind('机械式', '带表', '数显')],
          },
          {
            name: '水平尺',
            en: 'Spirit levels',
            specs: ['300mm', '400mm', '600mm', '1000mm'],
            price: [25, 158],
            materials: [{ name: '铝合金', factor: 1 }],
            finishes: [{ name: '阳极氧化', color: '银色' }],
          },
          {
            name: '直角尺',
            en: 'Try squares',
            specs: ['150mm', '200mm', '300mm', '500mm'],
            price: [15, 88],
            materials: stainless,
            finishes: [{ name: '磨砂', color: '银色' }],
          },
        ],
      },
    ],
  },
  {
    name: '电动工具',
    en: 'Power tools',
    family: powerTool,
    branches: [
      {
        name: '钻孔工具',
        en: 'Drilling tools',
        leaves: [
          {
            name: '手电钻',
            en: 'Electric drills',
            specs: ['6.5mm', '10mm', '13mm'],
            price: [129, 499],
            extra: [power('350W', '500W', '550W')],
          },
          {
            name: '冲击钻',
            en: 'Hammer drills',
            specs: ['13mm', '16mm'],
            price: [199, 699],
            extra: [power('550W', '750W', '850W')],
          },
          {
            name: '电锤',
            en: 'Rotary hammers',
            specs: ['20mm', '26mm', '28mm', '32mm'],
            price: [289, 1599],
            extra: [power('620W', '800W', '1010W', '1250W')],
          },
          {
            name: '电镐',
            en: 'Demolition hammers',
            specs: ['6kg', '10kg', '16kg'],
            price: [599, 2480],
            weightKg: [5.5, 16],
            materials: [wired],
            extra: [power('1050W', '1350W', '1600W')],
          },
        ],
      },
      {
        name: '打磨切割',
        en: 'Grinding & cutting',
        leaves: [
          {
            name: '角磨机',
            en: 'Angle grinders',
            specs: ['100mm', '125mm', '150mm', '180mm'],
            price: [159, 899],
            extra: [power('720W', '850W', '1100W', '2000W')],
          },
          {
            name: '抛光机',
            en: 'Polishers',
            specs: ['125mm', '150mm', '180mm'],
            price: [299, 1280],
            extra: [power('900W', '1200W')],
          },
          {
            name: '电圆锯',
            en: 'Circular saws',
            specs: ['165mm', '185mm', '235mm'],
            price: [399, 1680],
            extra: [power('1200W', '1400W')],
          },
          {
            name: '曲线锯',
            en: 'Jigsaws',
            specs: ['65mm', '85mm', '100mm'],
            price: [269, 1199],
            extra: [power('450W', '650W')],
          },
        ],
      },
      {
        name: '紧固工具',
        en: 'Fastening tools',
        leaves: [
          {
            name: '电动起子机',
            en: 'Drill drivers',
            specs: ['6.35mm', '10mm'],
            price: [239, 899],
            weightKg: [0.9, 1.6],
            extra: [power('150W', '300W')],
          },
          {
            name: '冲击扳手',
            en: 'Impact wrenches',
            specs: ['1/2英寸', '3/4英寸', '1英寸'],
            price: [399, 2280],
            extra: [power('400W', '800W', '1000W')],
          },
          {
            name: '电动螺丝刀',
            en: 'Electric screwdrivers',
            specs: ['直柄款', '弯柄款', '套装款'],
            price: [99, 399],
            weightKg: [0.3, 0.6],
            materials: [{ ...cordless, factor: 1, tags: { 电压: ['3.6V', '4V', '7.2V'] } }],
            extra: [power('5W', '8W')],
          },
        ],
      },
      {
        name: '电动工具配件',
        en: 'Power tool accessories',
        leaves: [
          {
            name: '麻花钻头',
            en: 'Twist drill bits',
            specs: ['3mm', '5mm', '6mm', '8mm', '10mm', '12mm'],
            price: [3.5, 45],
            moq: [10],
            weightKg: [0.002, 0.06],
            unit: '支',
            pack: '10支/盒',
            materials: [
              { name: '高速钢', factor: 1 },
              { name: '含钴高速钢', factor: 2.2 },
            ],
            finishes: [{ name: '镀钛', color: '金色' }],
            params: ['spec', 'material', 'finish', { name: '适用', values: ['金属', '木材', '塑料'] }],
          },
          {
            name: '切割片',
            en: 'Cutting discs',
            specs: ['105mm', '125mm', '355mm'],
            price: [1.8, 25],
            moq: [10],
            weightKg: [0.04, 0.6],
            unit: '片',
            pack: '25片/盒',
            materials: [{ name: '树脂', factor: 1 }],
            finishes: [{ name: '无' }],
            params: ['spec', 'material', { name: '适用', values: ['不锈钢', '金属', '石材'] }],
          },
          {
            name: '批头',
            en: 'Screwdriver bits',
            specs: ['PH1×50mm', 'PH2×65mm', 'PH2×110mm', 'PH3×150mm'],
            price: [2.2, 9.8],
            moq: [10],
            weightKg: [0.004, 0.02],
            unit: '支',
            pack: '10支/盒',
            materials: [{ name: 'S2合金钢', factor: 1 }],
            finishes: [{ name: '镀镍', color: '银色' }],
            params: ['spec', 'material', 'finish', { name: '磁性', values: ['强磁', '无磁'] }],
          },
        ],
      },
    ],
  },
  {
    name: '办公用品',
    en: 'Office supplies',
    family: office,
    branches: [
      {
        name: '办公纸张',
        en: 'Office paper',
        leaves: [
          {
            name: '打印纸',
            en: 'Printer paper',
            specs: ['A4 70g', 'A4 80g', 'A3 70g', 'A3 80g'],
            price: [98, 260],
            weightKg: [12, 25],
            unit: '箱',
            pack: '5包/箱',
            materials: [{ name: '白色', factor: 1 }],
          },
          {
            name: '便利贴',
            en: 'Sticky notes',
            specs: ['76×76mm', '76×127mm', '51×76mm'],
            price: [2.5, 9.8],
            unit: '本',
            pack: '100张/本',
            materials: [
              { name: '黄色', factor: 1 },
              { name: '粉色', factor: 1 },
              { name: '荧光四色', factor: 1.2 },
            ],
          },
          {
            name: '笔记本',
            en: 'Notebooks',
            specs: ['A5 60页', 'B5 80页', 'A4 100页'],
            price: [3.2, 18.5],
            unit: '本',
            pack: '1本/袋',
            materials: [
              { name: '黑色', factor: 1 },
              { name: '蓝色', factor: 1 },
              { name: '棕色', factor: 1.1 },
            ],
          },
        ],
      },
      {
        name: '书写工具',
        en: 'Writing instruments',
        leaves: [
          {
            name: '签字笔',
            en: 'Gel pens',
            specs: ['0.35mm', '0.5mm', '0.7mm', '1.0mm'],
            price: [12, 36],
            brands: ['得力', '晨光', '百乐', '斑马'],
          },
          {
            name: '圆珠笔',
            en: 'Ballpoint pens',
            specs: ['0.5mm', '0.7mm', '1.0mm'],
            price: [8, 24],
            brands: ['得力', '晨光', '百乐', '斑马'],
          },
          {
            name: '记号笔',
            en: 'Markers',
            specs: ['单头', '双头', '油性', '白板'],
            price: [9.6, 28],
            brands: ['得力', '晨光', '斑马'],
            pack: '10支/盒',
          },
          {
            name: '荧光笔',
            en: 'Highlighters',
            specs: ['单色', '6色套装'],
            price: [9.9, 26],
            brands: ['得力', '晨光', '斑马'],
            pack: '10支/盒',
            materials: [
              { name: '黄色', factor: 1 },
              { name: '绿色', factor: 1 },
              { name: '多色', factor: 1.1 },
            ],
          },
        ],
      },
      {
        name: '文件管理',
        en: 'Filing',
        leaves: [
          {
            name: '文件夹',
            en: 'File folders',
            specs: ['A4单夹', 'A4双夹', 'A4强力夹'],
            price: [4.8, 16],
            unit: '个',
            pack: '1个/袋',
          },
          {
            name: '档案盒',
            en: 'Archive boxes',
            specs: ['35mm', '55mm', '75mm'],
            price: [3.5, 12.8],
            moq: [10],
            unit: '个',
            pack: '10个/包',
            materials: [
              { name: '蓝色', factor: 1 },
              { name: '黑色', factor: 1 },
              { name: '牛皮纸色', factor: 0.8 },
            ],
          },
          {
            name: '文件袋',
            en: 'Document bags',
            specs: ['A4按扣', 'A4拉链', 'A4风琴包'],
            price: [1.2, 25],
            moq: [10],
            unit: '个',
            pack: '10个/包',
          },
        ],
      },
      {
        name: '桌面文具',
        en: 'Desk supplies',
        leaves: [
          {
            name: '订书机',
            en: 'Staplers',
            specs: ['12号', '10号', '重型50页'],
            price: [9.9, 88],
            weightKg: [0.12, 0.8],
            unit: '个',
            pack: '1个/盒',
          },
          {
            name: '办公剪刀',
            en: 'Office scissors',
            specs: ['170mm', '210mm', '250mm'],
            price: [4.5, 19.8],
            unit: '把',
            pack: '1把/卡',
          },
          {
            name: '透明胶带',
            en: 'Clear tape',
            specs: ['12mm×30y', '18mm×30y', '48mm×100y'],
            price: [2.2, 12],
            moq: [6],
            unit: '卷',
            pack: '6卷/筒',
            materials: [{ name: '透明', factor: 1 }],
          },
          {
            name: '计算器',
            en: 'Calculators',
            specs: ['12位', '12位语音', '财务型'],
            price: [19.9, 128],
            brands: ['得力', '齐心'],
            weightKg: [0.12, 0.3],
            unit: '台',
            pack: '1台/盒',
            materials: [
              { name: '黑色', factor: 1 },
              { name: '白色', factor: 1 },
            ],
          },
        ],
      },
    ],
  },
  {
    name: '劳保安全',
    en: 'Safety & PPE',
    family: safety,
    branches: [
      {
        name: '头部防护',
        en: 'Head protection',
        leaves: [
          {
            name: '安全帽',
            en: 'Safety helmets',
            specs: ['标准款', 'V型', '透气款', '欧式'],
            price: [12.5, 89],
            unit: '顶',
            pack: '1顶/袋',
            materials: [
              { name: 'ABS', factor: 1 },
              { name: '玻璃钢', factor: 1.8 },
              { name: 'HDPE', factor: 0.8 },
            ],
          },
          {
            name: '防撞帽',
            en: 'Bump caps',
            specs: ['棒球帽款', '鸭舌款'],
            price: [25, 59],
            unit: '顶',
            pack: '1顶/袋',
            extra: [standard('EN 812')],
          },
          {
            name: '防护面屏',
            en: 'Face shields',
            specs: ['PC面屏', '支架式', '头戴式'],
            price: [15, 88],
            materials: [{ name: 'PC', factor: 1 }],
            extra: [standard('GB 14866-2006')],
          },
        ],
      },
      {
        name: '手部防护',
        en: 'Hand protection',
        leaves: [
          {
            name: '防护手套',
            en: 'Work gloves',
            specs: ['S', 'M', 'L', 'XL'],
            price: [3.5, 18],
            unit: '副',
            pack: '12副/包',
            moq: [12],
            materials: [
              { name: '涤纶+PU涂层', factor: 1 },
              { name: '尼龙+丁腈', factor: 1.3 },
              { name: '棉纱', factor: 0.6 },
            ],
            extra: [standard('EN 388')],
          },
          {
            name: '丁腈手套',
            en: 'Nitrile gloves',
            specs: ['S', 'M', 'L', 'XL'],
            price: [0.38, 0.95],
            colors: ['蓝色', '黑色'],
            unit: '只',
            pack: '100只/盒',
            moq: [100],
            materials: [{ name: '丁腈橡胶', factor: 1 }],
            extra: [standard('GB 10213-2006')],
          },
          {
            name: '防割手套',
            en: 'Cut-resistant gloves',
            specs: ['M', 'L', 'XL'],
            price: [18, 68],
            colors: ['灰色', '黑色'],
            unit: '副',
            pack: '1副/袋',
            materials: [{ name: 'HPPE', factor: 1 }],
            extra: [standard('EN 388'), { name: '防割等级', values: ['A4级', 'A5级', 'A6级'] }],
          },
          {
            name: '绝缘手套',
            en: 'Insulating gloves',
            specs: ['5kV', '10kV', '12kV'],
            price: [38, 168],
            unit: '副',
            pack: '1副/盒',
            materials: [{ name: '天然橡胶', factor: 1 }],
            extra: [standard('GB/T 17622-2008')],
          },
        ],
      },
      {
        name: '呼吸防护',
        en: 'Respiratory protection',
        leaves: [
          {
            name: '防尘口罩',
            en: 'Dust masks',
            specs: ['折叠式KN95', '杯型KN95', '带呼吸阀KN95'],
            price: [1.2, 8.5],
            colors: ['白色'],
            pack: '20个/盒',
            moq: [20],
            materials: [{ name: '熔喷布', factor: 1 }],
            extra: [standard('GB 2626-2019')],
          },
          {
            name: '防毒面具',
            en: 'Respirators',
            specs: ['半面罩', '全面罩'],
            price: [68, 680],
            colors: ['黑色', '灰色'],
            unit: '套',
            pack: '1套/盒',
            materials: [{ name: '硅胶', factor: 1 }],
            extra: [standard('GB 2890-2022')],
          },
          {
            name: '滤毒盒',
            en: 'Filter cartridges',
            specs: ['有机蒸气', '酸性气体', '多功能'],
            price: [29, 98],
            colors: ['灰色'],
            unit: '对',
            pack: '1对/盒',
            extra: [standard('GB 2890-2022')],
          },
        ],
      },
      {
        name: '眼耳防护',
        en: 'Eye & ear protection',
        leaves: [
          {
            name: '护目镜',
            en: 'Safety goggles',
            specs: ['防雾款', '防冲击款', '防化款'],
            price: [12, 76],
            colors: ['透明', '茶色'],
            unit: '副',
            pack: '1副/盒',
            materials: [{ name: 'PC', factor: 1 }],
            extra: [standard('GB 14866-2006')],
          },
          {
            name: '焊接面罩',
            en: 'Welding helmets',
            specs: ['头戴式', '手持式', '自动变光'],
            price: [19, 329],
            materials: [{ name: 'PP', factor: 1 }],
            extra: [standard('GB/T 3609.1-2008')],
          },
          {
            name: '耳塞',
            en: 'Earplugs',
            specs: ['带线', '不带线', '可重复使用'],
            price: [0.8, 6.5],
            colors: ['橙色', '黄色'],
            unit: '副',
            pack: '200副/盒',
            moq: [10],
            materials: [{ name: '聚氨酯泡棉', factor: 1 }],
            extra: [standard('GB/T 31422-2015')],
          },
          {
            name: '耳罩',
            en: 'Earmuffs',
            specs: ['头戴式', '颈后式', '安全帽挂式'],
            price: [39, 189],
            extra: [standard('GB/T 31422-2015')],
          },
        ],
      },
    ],
  },
  {
    name: '电工电气',
    en: 'Electrical',
    family: electrical,
    branches: [
      {
        name: '开关插座',
        en: 'Switches & sockets',
        leaves: [
          {
            name: '插座',
            en: 'Power strips',
            specs: ['3位1.8米', '4位3米', '5位总控3米', '6位分控5米', 'USB款3位1.8米'],
            price: [29, 129],
            brands: ['公牛', '正泰', '德力西'],
            extra: [{ name: '额定电流', values: ['10A', '16A'] }],
          },
          {
            name: '墙壁开关',
            en: 'Wall switches',
            specs: ['一开单控', '一开双控', '二开单控', '三开单控'],
            price: [8.8, 32],
            extra: [{ name: '额定电流', values: ['10A', '16A'] }],
          },
          {
            name: '墙壁插座',
            en: 'Wall sockets',
            specs: ['五孔', '16A三孔', '五孔带USB', '86型空白面板'],
            price: [9.5, 45],
            extra: [{ name: '额定电流', values: ['10A', '16A'] }],
          },
        ],
      },
      {
        name: '线缆布线',
        en: 'Cables & wiring',
        leaves: [
          {
            name: '电线电缆',
            en: 'Wires & cables',
            specs: ['BV 1.5mm²', 'BV 2.5mm²', 'BV 4mm²', 'BV 6mm²', 'RVV 3×2.5mm²'],
            price: [168, 980],
            weightKg: [1.9, 7],
            unit: '卷',
            pack: '100米/卷',
            brands: ['远东电缆', '正泰', '德力西'],
            materials: [{ name: '铜芯', factor: 1 }],
            colors: ['红色', '蓝色', '黄绿双色'],
            extra: [standard('GB/T 5023-2008')],
          },
          {
            name: '网线',
            en: 'Network cables',
            specs: ['超五类', '六类', '超六类', '七类'],
            price: [168, 680],
            params: ['spec', 'material', 'color'],
            weightKg: [8, 12],
            unit: '箱',
            pack: '305米/箱',
            materials: [{ name: '无氧铜', factor: 1 }],
            colors: ['灰色', '蓝色'],
          },
          {
            name: '线槽',
            en: 'Cable trunking',
            specs: ['20×10mm', '24×14mm', '39×18mm', '60×40mm'],
            price: [3.8, 18],
            params: ['spec', 'material', 'color'],
            unit: '根',
            pack: '2米/根',
            moq: [10],
            materials: [{ name: 'PVC', factor: 1 }],
            colors: ['白色'],
          },
          {
            name: '尼龙扎带',
            en: 'Cable ties',
            specs: ['3×100mm', '4×200mm', '5×300mm', '8×400mm'],
            price: [3.5, 28],
            params: ['spec', 'material', 'color'],
            unit: '包',
            pack: '100条/包',
            materials: [{ name: '尼龙66', factor: 1 }],
            colors: ['白色', '黑色'],
          },
        ],
      },
      {
        name: '低压电器',
        en: 'Low-voltage devices',
        leaves: [
          {
            name: '小型断路器',
            en: 'Miniature circuit breakers',
            specs: ['1P 16A', '1P 32A', '2P 32A', '3P 63A'],
            price: [12, 120],
            brands: ['正泰', '德力西', '施耐德', '西门子'],
            extra: [{ name: '分断能力', values: ['4.5kA', '6kA'] }],
          },
          {
            name: '漏电保护器',
            en: 'Residual current devices',
            specs: ['1P+N 16A', '1P+N 32A', '2P 40A', '3P+N 63A'],
            price: [45, 320],
            brands: ['正泰', '德力西', '施耐德', '西门子'],
          },
          {
            name: '交流接触器',
            en: 'AC contactors',
            specs: ['9A', '18A', '32A', '65A'],
            price: [38, 298],
            weightKg: [0.3, 1.2],
            brands: ['正泰', '德力西', '施耐德', '西门子'],
            extra: [{ name: '线圈电压', values: ['AC220V', 'AC380V'] }],
          },
        ],
      },
      {
        name: '照明灯具',
        en: 'Lighting',
        leaves: [
          {
            name: 'LED灯管',
            en: 'LED tubes',
            specs: ['0.6米 9W', '1.2米 18W', '1.2米 36W'],
            price: [9.9, 45],
            unit: '支',
            pack: '25支/箱',
            brands: ['飞利浦', '欧普照明'],
            materials: [{ name: '玻璃', factor: 1 }],
            colors: ['白光', '暖光'],
          },
          {
            name: 'LED工矿灯',
            en: 'LED high bay lights',
            specs: ['100W', '150W', '200W'],
            price: [129, 498],
            weightKg: [2, 4],
            brands: ['飞利浦', '欧普照明'],
            materials: [{ name: '压铸铝', factor: 1 }],
            colors: ['白光'],
          },
          {
            name: '强光手电筒',
            en: 'Flashlights',
            specs: ['充电款', '头灯款', '工作灯款'],
            price: [29, 168],
            brands: ['飞利浦', '欧普照明', '公牛'],
            materials: [{ name: '铝合金', factor: 1 }],
            colors: ['黑色'],
          },
        ],
      },
    ],
  },
  {
    name: '化工胶粘',
    en: 'Chemicals & adhesives',
    family: chemical,
    branches: [
      {
        name: '胶粘剂',
        en: 'Adhesives',
        leaves: [
          {
            name: '瞬干胶',
            en: 'Instant adhesives',
            specs: ['20g', '50g', '500g'],
            price: [8.5, 368],
            brands: ['乐泰', '3M', '回天'],
          },
          {
            name: 'AB胶',
            en: 'Epoxy adhesives',
            specs: ['50ml', '250g', '1kg'],
            price: [18, 198],
            brands: ['乐泰', '3M', '回天'],
            unit: '套',
            pack: '1套/盒',
          },
          {
            name: '螺纹锁固胶',
            en: 'Threadlockers',
            specs: ['10ml', '50ml', '250ml'],
            price: [28, 698],
            brands: ['乐泰', '回天'],
            extra: [{ name: '强度', values: ['低强度', '中强度', '高强度'] }],
          },
        ],
      },
      {
        name: '润滑防锈',
        en: 'Lubricants & anti-rust',
        leaves: [
          {
            name: '防锈润滑剂',
            en: 'Anti-rust lubricants',
            specs: ['200ml', '350ml', '500ml'],
            price: [18, 45],
            brands: ['WD-40', '3M', '回天'],
            unit: '瓶',
            pack: '24瓶/箱',
          },
          {
            name: '润滑脂',
            en: 'Greases',
            specs: ['400g', '800g', '15kg'],
            price: [18.5, 480],
            brands: ['乐泰', '回天', 'WD-40'],
            weightKg: [0.4, 15],
            unit: '桶',
            pack: '1桶',
          },
          {
            name: '切削液',
            en: 'Cutting fluids',
            specs: ['4L', '10L', '18L'],
            price: [88, 380],
            brands: ['回天', '乐泰'],
            weightKg: [4, 18],
            unit: '桶',
            pack: '1桶',
          },
        ],
      },
      {
        name: '密封胶带',
        en: 'Sealants & tapes',
        leaves: [
          {
            name: '玻璃胶',
            en: 'Silicone sealants',
            specs: ['300ml', '590ml'],
            price: [12, 45],
            brands: ['道康宁', '回天', '乐泰'],
            pack: '24支/箱',
          },
          {
            name: '生料带',
            en: 'PTFE tape',
            specs: ['12mm×10m', '18mm×15m', '20mm×20m'],
            price: [1.2, 4.5],
            brands: ['3M', '得力'],
            unit: '卷',
            pack: '10卷/包',
            materials: [{ name: 'PTFE', factor: 1 }],
            colors: ['白色'],
          },
          {
            name: '双面胶带',
            en: 'Double-sided tape',
            specs: ['10mm×10m', '24mm×10m', '48mm×33m'],
            price: [2.5, 38],
            brands: ['3M', '得力', '齐心'],
            unit: '卷',
            pack: '1卷',
            colors: ['白色', '透明'],
          },
        ],
      },
    ],
  },
  {
    name: '清洁用品',
    en: 'Cleaning supplies',
    family: cleaning,
    branches: [
      {
        name: '清洁工具',
        en: 'Cleaning tools',
        leaves: [
          {
            name: '拖把',
            en: 'Mops',
            specs: ['平板拖把', '旋转拖把', '棉线拖把'],
            price: [25, 129],
            unit: '把',
            pack: '1把/箱',
          },
          {
            name: '扫把套装',
            en: 'Broom sets',
            specs: ['软毛', '硬毛', '可折叠'],
            price: [19.9, 68],
            unit: '套',
            pack: '1套/箱',
          },
          {
            name: '垃圾桶',
            en: 'Waste bins',
            specs: ['10L', '20L', '50L', '120L'],
            price: [12, 268],
            weightKg: [0.3, 4],
            unit: '个',
            pack: '1个/箱',
          },
        ],
      },
      {
        name: '清洁纸品',
        en: 'Paper products',
        leaves: [
          {
            name: '卷纸',
            en: 'Toilet rolls',
            specs: ['3层140g', '4层200g', '4层180g无芯'],
            price: [45, 88],
            weightKg: [1.4, 2],
            unit: '提',
            pack: '10卷/提',
            brands: ['维达', '清风'],
            materials: [{ name: '原生木浆', factor: 1 }],
            colors: ['白色'],
          },
          {
            name: '擦手纸',
            en: 'Hand towels',
            specs: ['单层200抽', '双层150抽', '三折220抽'],
            price: [98, 168],
            weightKg: [5, 6],
            unit: '箱',
            pack: '20包/箱',
            brands: ['维达', '清风'],
            materials: [{ name: '原生木浆', factor: 1 }],
            colors: ['白色'],
          },
          {
            name: '抽纸',
            en: 'Facial tissues',
            specs: ['3层100抽', '3层130抽', '4层90抽'],
            price: [25, 48],
            weightKg: [0.9, 1.2],
            unit: '提',
            pack: '6包/提',
            brands: ['维达', '清风'],
            materials: [{ name: '原生木浆', factor: 1 }],
            colors: ['白色'],
          },
        ],
      },
      {
        name: '清洁剂',
        en: 'Cleaners',
        leaves: [
          {
            name: '洗手液',
            en: 'Hand soap',
            specs: ['300ml', '500ml', '2.5L'],
            price: [9.9, 79],
            weightKg: [0.3, 2.6],
            unit: '瓶',
            pack: '1瓶',
            brands: ['滴露', '威猛先生'],
            materialName: '配方',
            materials: [
              { name: '抑菌配方', factor: 1 },
              { name: '滋润配方', factor: 1.1 },
            ],
            colors: ['白色', '绿色'],
          },
          {
            name: '消毒液',
            en: 'Disinfectants',
            specs: ['500ml', '1L', '5L'],
            price: [12, 128],
            weightKg: [0.5, 5.2],
            unit: '瓶',
            pack: '1瓶',
            brands: ['滴露', '威猛先生'],
            materialName: '类型',
            materials: [
              { name: '含氯型', factor: 1 },
              { name: '季铵盐型', factor: 1.3 },
            ],
            colors: ['透明'],
          },
          {
            name: '多用途清洁剂',
            en: 'All-purpose cleaners',
            specs: ['500ml', '1L', '4L'],
            price: [15, 98],
            weightKg: [0.5, 4.2],
            unit: '瓶',
            pack: '1瓶',
            brands: ['威猛先生', '滴露'],
            materialName: '配方',
            materials: [
              { name: '中性配方', factor: 1 },
              { name: '强力去油', factor: 1.2 },
            ],
            colors: ['蓝色'],
          },
        ],
      },
    ],
  },
];

/** A leaf category with its family's fields resolved; `key` names its image files. */
export interface Leaf extends Family {
  name: string;
  specs: readonly string[];
  price: readonly [number, number];
  key: string;
  topName: string;
  hue: number;
}

/** One hue per top category, spread round the colour wheel. */
function hueOf(topIndex: number): number {
  return (210 + topIndex * 137) % 360;
}

function resolveLeaf(def: LeafDef, top: TopDef, key: string, hue: number): Leaf {
  const { extra = [], ...overrides } = def;
  const family = { ...top.family, ...overrides };
  const replacement = (param: ParamSource) =>
    typeof param === 'object'
      ? extra.find((added) => typeof added === 'object' && added.name === param.name)
      : undefined;
  const params = family.params.map((param) => replacement(param) ?? param);
  return {
    ...family,
    params: [...params, ...extra.filter((added) => !params.includes(added))],
    key,
    topName: top.name,
    hue,
  };
}

export const LEAVES: readonly Leaf[] = TREE.flatMap((top, t) =>
  top.branches.flatMap((branch, b) =>
    branch.leaves.map((leaf, l) => resolveLeaf(leaf, top, `${t + 1}-${b + 1}-${l + 1}`, hueOf(t) + b * 6 + l * 3)),
  ),
);

interface PendingCategory {
  name: string;
  en: string;
  parent: string | null;
  key: string;
  sort: number;
  top: TopDef;
  icons: { small_icon: string; small_icon_hover: string };
  hue: number;
}

/**
 * Inserts the three category levels with icons and tiles. Names are unique across
 * the tree, so the ids come back keyed by name (RETURNING order is not guaranteed).
 */
export async function seedCategories(db: Kysely<Database>, images: SeedImages): Promise<Map<string, number>> {
  const tops: PendingCategory[] = [];
  const branches: PendingCategory[] = [];
  const leaves: PendingCategory[] = [];
  TREE.forEach((top, t) => {
    const hue = hueOf(t);
    const character = top.name.slice(0, 1);
    const icons = {
      small_icon: images.icon(`icon-${t + 1}`, { character, hue, hover: false }),
      small_icon_hover: images.icon(`icon-${t + 1}-hover`, { character, hue, hover: true }),
    };
    const common = { top, icons, hue };
    tops.push({ ...common, name: top.name, en: top.en, parent: null, key: `${t + 1}`, sort: t + 1 });
    top.branches.forEach((branch, b) => {
      branches.push({
        ...common,
        name: branch.name,
        en: branch.en,
        parent: top.name,
        key: `${t + 1}-${b + 1}`,
        sort: b + 1,
      });
      branch.leaves.forEach((leaf, l) => {
        leaves.push({
          ...common,
          name: leaf.name,
          en: leaf.en,
          parent: branch.name,
          key: `${t + 1}-${b + 1}-${l + 1}`,
          sort: l + 1,
        });
      });
    });
  });

  const ids = new Map<string, number>();
  const parentId = (name: string | null) => {
    if (name === null) return null;
    const id = ids.get(name);
    if (id === undefined) throw new Error(`category ${name} was not inserted`);
    return id;
  };
  for (const [index, level] of [tops, branches, leaves].entries()) {
    const rows: Insertable<CategoryTable>[] = level.map((pending) => ({
      ...pending.icons,
      parent_id: parentId(pending.parent),
      name: pending.name,
      name_en: pending.en,
      level: index + 1,
      image: images.category(`category-${pending.key}`, {
        title: pending.name,
        glyph: pending.top.family.glyph,
        hue: pending.hue,
      }),
      sort: pending.sort,
    }));
    const inserted = await insertInBatches(rows, (batch) =>
      db.insertInto('category').values(batch).returning(['id', 'name']).execute(),
    );
    for (const row of inserted) {
      if (ids.has(row.name)) throw new Error(`category name ${row.name} is not unique`);
      ids.set(row.name, row.id);
    }
  }
  return ids;
}
