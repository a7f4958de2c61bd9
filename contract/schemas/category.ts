import { z } from 'zod';
import { idOrNone, idOrZero } from './ids.ts';

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
