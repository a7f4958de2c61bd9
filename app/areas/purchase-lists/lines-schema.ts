import { z } from 'zod';
import type { Locale } from '../../../common/locale.ts';
import { purchaseListRemoveSchema } from '../../../common/areas/purchase-lists/purchase-list.ts';

/** The lines form's id: the ticks in the table belong to it through their `form` attribute. */
export const LINES_FORM_ID = 'purchase-list-lines';

/**
 * The lines form's three buttons: ordering or removing the ticked lines needs one ticked (SPEC §8's
 * 'please select data', the backend's own rule for removing); ordering all needs none.
 */
export function linesFormSchema(locale: Locale) {
  const ticked = purchaseListRemoveSchema(locale);
  return z.discriminatedUnion('intent', [
    ticked.extend({ intent: z.literal('order') }),
    ticked.extend({ intent: z.literal('remove') }),
    z.object({ intent: z.literal('orderAll') }),
  ]);
}
