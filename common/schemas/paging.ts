import { z } from 'zod';
import { wireNumber } from './ids.ts';

const whole = z.preprocess((value) => (value === undefined ? undefined : wireNumber(value)), z.number().int());

/**
 * `page` (from 1) and `limit` (one of the list's sizes, SPEC §9) of a list call or
 * screen. Anything else falls back to page 1 and the first size: a bad paging
 * value in a link shows the first page rather than an error.
 */
export function pagingSchema(sizes: readonly number[]) {
  return z.object({
    page: whole.pipe(z.number().min(1)).catch(1).default(1),
    limit: whole
      .refine((value) => sizes.includes(value))
      .catch(sizes[0]!)
      .default(sizes[0]!),
  });
}
