import { parseWithZod } from '@conform-to/zod/v4';
import type { Locale } from '../../../common/locale.ts';
import { merchantMessageSchema } from '../../../common/areas/storefront/merchant.ts';

/**
 * The browser's check of a merchant message: the same schema, read from the form
 * the same way, as the home page's action (merchant-message.server.ts). Loaded only
 * when a visitor starts writing, so the home page does not download zod up front.
 * Answers each failing field's messages, in the schema's order, or null when all is well.
 */
export function checkMerchantMessage(formData: FormData, locale: Locale): Record<string, string[]> | null {
  const submission = parseWithZod(formData, { schema: merchantMessageSchema(locale) });
  if (submission.status === 'success') return null;
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages?.length) errors[name] = messages;
  return errors;
}
