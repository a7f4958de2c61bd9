import { z } from 'zod';

/** A required category id in a query; a missing or nonsense one is answered 'not found', not a fault. */
export const categoryIdQuery = z.object({
  id: z.coerce.number().int().positive().catch(0),
});

export const parameterListQuery = z.object({
  categoryId: z.coerce.number().int().positive().catch(0),
});

export const brandListQuery = z.object({
  categoryId: z.preprocess((value) => {
    const number = Number(value);
    return value !== undefined && value !== '' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
  }, z.number().optional()),
  /** In keyword search only the brands of the goods found are offered. */
  keyword: z.string().trim().max(50).optional().catch(undefined),
});
