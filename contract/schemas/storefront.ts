import { z } from 'zod';
import { idOrNone } from './ids.ts';

export const adQuery = z.object({
  navigationId: idOrNone,
  placement: z.enum(['carousel', 'staples', 'promo']).catch('carousel'),
});

export const regionQuery = z.object({ pid: idOrNone });
