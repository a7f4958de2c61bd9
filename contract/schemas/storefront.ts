import { z } from 'zod';

/** An optional positive whole-number id in a query string; anything else is ignored rather than refused. */
const optionalId = z.preprocess((value) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}, z.number().optional());

export const adQuery = z.object({
  navigationId: optionalId,
  placement: z.enum(['carousel', 'staples', 'promo']).catch('carousel'),
});

export const regionQuery = z.object({ pid: optionalId });
