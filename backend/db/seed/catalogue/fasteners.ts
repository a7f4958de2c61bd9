import { fastener } from '../families.ts';
import { standard, type TopDef } from './defs.ts';

/** The 紧固件 top category: bolts, nuts, washers and anchors. */
export const FASTENERS: TopDef = {
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
};
