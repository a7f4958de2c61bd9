import { z } from 'zod';
import { FIELD_MAX, REMARK_MAX } from '../../constants.ts';
import { DEFAULT_LOCALE, type Locale, type MessageKey } from '../../messages.ts';
import * as rule from '../../rules.ts';
import { fields } from '../../schemas/fields.ts';

/** A merchant message (SPEC §5): content, company and contact required; the phone a valid mobile. */
export function merchantMessageSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  const text = (field: MessageKey, max: number, lines: 'single' | 'multi' = 'single') =>
    f
      .requiredText(field, 'required', lines)
      .refine((value) => rule.hasMaxLength(value, max), { error: f.say('maxLength', { field, max }) });
  return z.object({
    content: text('field.messageContent', REMARK_MAX, 'multi'),
    company: text('field.companyName', FIELD_MAX),
    linkman: text('field.linkman', FIELD_MAX),
    phone: f.mobile(),
  });
}
export type MerchantMessageForm = z.infer<ReturnType<typeof merchantMessageSchema>>;
