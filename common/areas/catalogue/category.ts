import { z } from 'zod';
import { idOrNone, idOrZero } from '../../schemas/ids.ts';

/** A required category id in a query; a missing or nonsense one is answered 'not found', not a fault. */
export const categoryIdQuery = z.object({
  id: idOrZero,
});

export const parameterListQuery = z.object({
  categoryId: idOrZero,
});

export const brandListQuery = z.object({
  categoryId: idOrNone,
  /** In keyword search only the brands of the goods found are offered. */
  keyword: z.string().trim().max(50).optional().catch(undefined),
});

/** rest/goodscategory/parameterList: a category's path, its sibling third-level categories, its goods' parameters. */
export interface ParameterList {
  categoryDictionary: string;
  categoryPath: { id: number; name: string }[];
  parameterGroupId: number;
  threeCategoryList: { id: number; name: string }[];
  productParameterList: { name: string; valueList: string[] }[];
}

/** rest/brand/list: the brands on offer and their first letters. */
export interface BrandList {
  firstLetterList: string[];
  goodsBrandList: { id: number; name: string; letter: string }[];
}

/** A third-level category with its picture (rest/goodscategory/threeList, CategoryPage.cateThree). */
export interface CategoryThree {
  id: number;
  name: string;
  image: string;
}

/** rest/goodscategory/twoList (SPEC §3 Category response). */
export interface CategoryPage {
  id: number;
  title: string;
  list: { id: number; name: string }[];
  titleT: string;
  titleTId: number | null;
  cateThree: CategoryThree[];
}
