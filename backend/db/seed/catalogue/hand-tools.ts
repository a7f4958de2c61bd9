import { handTool, type ParamSource } from '../families.ts';
import { standard, type TopDef } from './defs.ts';

const kind = (...values: string[]): ParamSource => ({ name: '类型', values });
const stainless = [{ name: '不锈钢', factor: 1 }];

/** The 手动工具 top category: wrenches, screwdrivers, pliers and measuring tools. */
export const HAND_TOOLS: TopDef = {
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
};
