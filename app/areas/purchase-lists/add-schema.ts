import { z } from 'zod';
import { message, type Locale } from '../../../common/messages.ts';
import { purchaseListAddSchema, purchaseListNameSchema } from '../../../common/areas/purchase-lists/purchase-list.ts';
import { recordId } from '../../../common/schemas/ids.ts';

/** The choice's value for a list made on the way. */
export const NEW_LIST = 'new';

/**
 * 加入常购清单: the goods lines a screen offers, and the list they go to — one of the company's
 * lists the caller may change, or a new list, whose name then follows the create rule.
 */
export function addToListSchema(locale: Locale) {
  const name = purchaseListNameSchema(locale).shape.name;
  return purchaseListAddSchema(locale)
    .extend({
      list: z.union([z.literal(NEW_LIST), recordId(message(locale, 'choose', { field: 'field.purchaseListName' }))]),
      name: z.string().optional(),
      back: z.string().optional(),
    })
    .superRefine((value, ctx) => {
      if (value.list !== NEW_LIST) return;
      const named = name.safeParse(value.name ?? '');
      if (!named.success) ctx.addIssue({ code: 'custom', path: ['name'], message: named.error.issues[0]!.message });
    });
}

/** The lines alone, as a screen posts them to ask where they go. */
export const linesOnlySchema = (locale: Locale) =>
  purchaseListAddSchema(locale).extend({ back: z.string().optional() });
