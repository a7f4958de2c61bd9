import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';
import type { SeedImages } from './images.ts';

/**
 * Brands an MRO shop in China really carries. `short` is how goods names and the
 * families refer to a brand; `code` prefixes item numbers and names logo files;
 * `letter` is the first letter of the pinyin or Latin name, for the A-Z brand filter.
 */
export interface BrandDef {
  short: string;
  latin: string;
  code: string;
  letter: string;
  description: string;
}

export const BRANDS: readonly BrandDef[] = [
  {
    short: '世达',
    latin: 'SATA',
    code: 'SATA',
    letter: 'S',
    description: '专业手动工具品牌，扳手、套筒、螺丝刀等工具广泛用于汽修与工厂维修。',
  },
  {
    short: '史丹利',
    latin: 'STANLEY',
    code: 'STANLEY',
    letter: 'S',
    description: '百年工具品牌，测量工具与手动工具品类齐全，经久耐用。',
  },
  {
    short: '博世',
    latin: 'BOSCH',
    code: 'BOSCH',
    letter: 'B',
    description: '德国电动工具品牌，专业蓝色系列适合高强度工业作业。',
  },
  {
    short: '得力',
    latin: 'deli',
    code: 'DELI',
    letter: 'D',
    description: '国内办公用品龙头品牌，文具、纸品、办公设备一站配齐。',
  },
  {
    short: '晨光',
    latin: 'M&G',
    code: 'MG',
    letter: 'C',
    description: '书写工具与办公文具品牌，签字笔、中性笔深受企业采购欢迎。',
  },
  {
    short: '3M',
    latin: '3M',
    code: '3M',
    letter: 'S',
    description: '多元化科技企业，个人防护、胶粘与清洁产品行业领先。',
  },
  {
    short: '公牛',
    latin: 'BULL',
    code: 'BULL',
    letter: 'G',
    description: '插座与开关品牌，安全用电，阻燃材质，办公家用皆宜。',
  },
  {
    short: '正泰',
    latin: 'CHINT',
    code: 'CHINT',
    letter: 'Z',
    description: '低压电器与电工产品品牌，断路器、接触器广泛用于工程配电。',
  },
  {
    short: '德力西',
    latin: 'DELIXI',
    code: 'DELIXI',
    letter: 'D',
    description: '电气品牌，提供配电、控制与开关插座全系列产品。',
  },
  {
    short: '牧田',
    latin: 'Makita',
    code: 'MAKITA',
    letter: 'M',
    description: '日本电动工具品牌，锂电平台丰富，机身轻巧耐用。',
  },
  {
    short: '东成',
    latin: 'Dongcheng',
    code: 'DCA',
    letter: 'D',
    description: '国产电动工具品牌，性价比高，维修网点遍布全国。',
  },
  {
    short: '长城精工',
    latin: 'GreatWall',
    code: 'GW',
    letter: 'C',
    description: '国产手动工具品牌，钳类、扳手类工具品质稳定。',
  },
  {
    short: '力易得',
    latin: 'LIYIDE',
    code: 'LYD',
    letter: 'L',
    description: '专注五金手动工具，产品覆盖钳子、螺丝刀、测量工具。',
  },
  {
    short: '霍尼韦尔',
    latin: 'Honeywell',
    code: 'HON',
    letter: 'H',
    description: '个人防护装备品牌，呼吸防护、听力防护与手部防护产品齐全。',
  },
  {
    short: '代尔塔',
    latin: 'DELTAPLUS',
    code: 'DELTA',
    letter: 'D',
    description: '法国劳保品牌，安全鞋、防护手套与安全帽广受工厂认可。',
  },
  {
    short: '齐心',
    latin: 'Comix',
    code: 'COMIX',
    letter: 'Q',
    description: '办公用品品牌，文件管理、桌面文具与办公纸品一应俱全。',
  },
  {
    short: '得伟',
    latin: 'DEWALT',
    code: 'DEWALT',
    letter: 'D',
    description: '美国专业电动工具品牌，黄色机身，适合建筑与重型作业。',
  },
  {
    short: '费斯托',
    latin: 'FESTOOL',
    code: 'FESTOOL',
    letter: 'F',
    description: '德国高端电动工具品牌，打磨与切割系统精度出众。',
  },
  {
    short: '东明',
    latin: 'DONGMING',
    code: 'DM',
    letter: 'D',
    description: '国内紧固件品牌，螺栓螺母规格齐全，支持整盒批量供货。',
  },
  {
    short: '晋亿',
    latin: 'CHINYI',
    code: 'CHINYI',
    letter: 'J',
    description: '大型紧固件制造商，产品用于铁路、汽车与机械制造。',
  },
  {
    short: '标五',
    latin: 'BIAOWU',
    code: 'BW',
    letter: 'B',
    description: '标准件品牌，内六角螺钉、垫圈等产品精度高。',
  },
  {
    short: '慧鱼',
    latin: 'fischer',
    code: 'FISCHER',
    letter: 'H',
    description: '德国锚固系统品牌，膨胀螺栓与化学锚栓安全可靠。',
  },
  {
    short: '喜利得',
    latin: 'HILTI',
    code: 'HILTI',
    letter: 'X',
    description: '建筑锚固与电动工具品牌，工程项目的可靠之选。',
  },
  {
    short: '捷科',
    latin: 'JETECH',
    code: 'JETECH',
    letter: 'J',
    description: '手动工具品牌，扳手、钳子与套装工具性价比突出。',
  },
  {
    short: '田岛',
    latin: 'TAJIMA',
    code: 'TAJIMA',
    letter: 'T',
    description: '日本测量工具品牌，卷尺与水平尺精准耐用。',
  },
  {
    short: '钢盾',
    latin: 'SHEFFIELD',
    code: 'SHEFFIELD',
    letter: 'G',
    description: '五金工具品牌，手动工具与工具套装覆盖面广。',
  },
  {
    short: '梅思安',
    latin: 'MSA',
    code: 'MSA',
    letter: 'M',
    description: '安全防护品牌，安全帽与呼吸防护产品用于矿山与化工。',
  },
  {
    short: '安思尔',
    latin: 'Ansell',
    code: 'ANSELL',
    letter: 'A',
    description: '手部防护品牌，防割、防化与一次性手套品类丰富。',
  },
  {
    short: '施耐德',
    latin: 'Schneider',
    code: 'SCHNEIDER',
    letter: 'S',
    description: '法国电气品牌，配电与自动化产品遍布工业与楼宇。',
  },
  {
    short: '西门子',
    latin: 'SIEMENS',
    code: 'SIEMENS',
    letter: 'X',
    description: '德国工业与电气品牌，低压电器品质稳定。',
  },
  {
    short: '飞利浦',
    latin: 'PHILIPS',
    code: 'PHILIPS',
    letter: 'F',
    description: '照明品牌，LED灯管与工矿灯节能高效。',
  },
  {
    short: '欧普照明',
    latin: 'OPPLE',
    code: 'OPPLE',
    letter: 'O',
    description: '国内照明品牌，商业与工业照明方案完善。',
  },
  {
    short: '远东电缆',
    latin: 'FAR EAST',
    code: 'FEC',
    letter: 'Y',
    description: '电线电缆品牌，国标铜芯，工程与家装通用。',
  },
  {
    short: '乐泰',
    latin: 'LOCTITE',
    code: 'LOCTITE',
    letter: 'L',
    description: '工业胶粘剂品牌，螺纹锁固与瞬干胶为行业标杆。',
  },
  {
    short: 'WD-40',
    latin: 'WD-40',
    code: 'WD40',
    letter: 'W',
    description: '防锈润滑剂品牌，设备维护与五金除锈常备。',
  },
  {
    short: '回天',
    latin: 'HUITIAN',
    code: 'HT',
    letter: 'H',
    description: '国产胶粘剂品牌，密封胶与结构胶广泛用于工业制造。',
  },
  {
    short: '道康宁',
    latin: 'DOWSIL',
    code: 'DOWSIL',
    letter: 'D',
    description: '有机硅品牌，玻璃胶与密封材料耐候性好。',
  },
  {
    short: '威克士',
    latin: 'WORX',
    code: 'WORX',
    letter: 'W',
    description: '电动工具品牌，锂电工具一电多用，轻巧易用。',
  },
  { short: '百乐', latin: 'PILOT', code: 'PILOT', letter: 'B', description: '日本书写工具品牌，笔芯顺滑，书写流畅。' },
  { short: '斑马', latin: 'ZEBRA', code: 'ZEBRA', letter: 'B', description: '日本文具品牌，中性笔与荧光笔颜色丰富。' },
  {
    short: '维达',
    latin: 'Vinda',
    code: 'VINDA',
    letter: 'W',
    description: '生活用纸品牌，卷纸、抽纸与擦手纸适合办公场所。',
  },
  { short: '清风', latin: 'Breeze', code: 'BREEZE', letter: 'Q', description: '生活用纸品牌，原生木浆，柔韧亲肤。' },
  {
    short: '威猛先生',
    latin: 'Mr Muscle',
    code: 'MRM',
    letter: 'W',
    description: '清洁剂品牌，强效去污，适用于厨房与卫浴。',
  },
  {
    short: '美丽雅',
    latin: 'MARYYA',
    code: 'MARYYA',
    letter: 'M',
    description: '清洁工具品牌，拖把、扫把与垃圾桶经久耐用。',
  },
  {
    short: '妙洁',
    latin: 'MIAOJIE',
    code: 'MJ',
    letter: 'M',
    description: '家居清洁品牌，清洁工具与一次性用品种类丰富。',
  },
  {
    short: '滴露',
    latin: 'Dettol',
    code: 'DETTOL',
    letter: 'D',
    description: '消毒清洁品牌，洗手液与消毒液守护办公卫生。',
  },
];

/** The brand's name as stored and shown, e.g. '世达 SATA'. */
export function brandName(brand: BrandDef): string {
  return brand.short === brand.latin ? brand.short : `${brand.short} ${brand.latin}`;
}

export interface SeededBrand {
  id: number;
  short: string;
  code: string;
}

/** Inserts the brands with their logos; returns them by short name for the goods. */
export async function seedBrands(db: Kysely<Database>, images: SeedImages): Promise<Map<string, SeededBrand>> {
  const rows = BRANDS.map((brand, index) => ({
    name: brandName(brand),
    letter: brand.letter,
    description: brand.description,
    image: images.logo(`brand-${brand.code.toLowerCase()}`, {
      title: brand.short,
      latin: brand.latin,
      hue: (index * 47) % 360,
    }),
  }));
  const inserted = await db.insertInto('brand').values(rows).returning(['id', 'name']).execute();
  return brandsByShortName(inserted);
}

/** Matches brand rows to their definitions by name; rows staff added or renamed are left out. */
export function brandsByShortName(rows: readonly { id: number; name: string }[]): Map<string, SeededBrand> {
  const idByName = new Map(rows.map((row) => [row.name, row.id]));
  const brands = new Map<string, SeededBrand>();
  for (const brand of BRANDS) {
    const id = idByName.get(brandName(brand));
    if (id !== undefined) brands.set(brand.short, { id, short: brand.short, code: brand.code });
  }
  return brands;
}
