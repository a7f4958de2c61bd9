import type { Family, ParamSource } from '../families.ts';

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

export interface BranchDef {
  name: string;
  /** The English name (category.name_en). */
  en: string;
  leaves: readonly LeafDef[];
}

export interface TopDef {
  name: string;
  /** The English name (category.name_en). */
  en: string;
  family: Family;
  branches: readonly BranchDef[];
}

/** The 执行标准 parameter, which goods made to a national or DIN standard list in several top categories. */
export const standard = (...values: string[]): ParamSource => ({ name: '执行标准', values });
