import { chemical } from '../families.ts';
import type { TopDef } from './defs.ts';

/** The 化工胶粘 top category: adhesives, lubricants and sealants. */
export const CHEMICALS: TopDef = {
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
};
