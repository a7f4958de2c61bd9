import { z } from 'zod';
import { FIELD_MAX } from '../constants.ts';
import { DEFAULT_LOCALE, type Locale } from '../messages.ts';
import * as rule from '../rules.ts';
import { fields } from './fields.ts';

/**
 * A parcel: the carrier and its tracking number — an order shipped, a replacement sent, a
 * buyer's return on its way back.
 */
export function parcelSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({
    carrier: f.requiredText('field.carrier').refine((text) => rule.hasMaxLength(text, FIELD_MAX), {
      error: f.say('maxLength', { field: 'field.carrier', max: FIELD_MAX }),
    }),
    trackingNo: f
      .requiredText('field.trackingNo')
      .refine(rule.isLettersDigits, { error: f.say('lettersDigits', { field: 'field.trackingNo' }) })
      .refine((text) => rule.hasMaxLength(text, 40), {
        error: f.say('maxLength', { field: 'field.trackingNo', max: 40 }),
      }),
  });
}
export type ParcelForm = z.infer<ReturnType<typeof parcelSchema>>;
