import { cordless, powerTool, wired, type ParamSource } from '../families.ts';
import type { TopDef } from './defs.ts';

const power = (...values: string[]): ParamSource => ({ name: '功率', values });

/** The 电动工具 top category: drilling, grinding and cutting, fastening tools and their accessories. */
export const POWER_TOOLS: TopDef = {
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
};
