import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from './events.ts';
import { message, type Locale } from '../../messages.ts';

/**
 * The endpoint registration form, the same schema in the browser (Conform) and on the server: an
 * http(s) address and at least one event. Whether the address is public is the server's check
 * (it resolves the name), answered as the url field's message.
 */
export const endpointFormSchema = (locale: Locale) =>
  z.object({
    url: z
      .string({ error: message(locale, 'webhooks.url') })
      .trim()
      .max(500, message(locale, 'webhooks.urlTooLong'))
      .regex(/^https?:\/\/[^\s]+$/i, message(locale, 'webhooks.url')),
    events: z.preprocess(
      (value) => (value === undefined ? [] : [value].flat()),
      z
        .array(z.enum(WEBHOOK_EVENT_TYPES), { error: message(locale, 'webhooks.events') })
        .min(1, message(locale, 'webhooks.events')),
    ),
  });

export type EndpointForm = z.infer<ReturnType<typeof endpointFormSchema>>;

/**
 * Switching an endpoint: `enabled` '0' or false turns it off; anything else, or nothing, turns it on
 * (a form's button posts '0' or '1', a script true or false).
 */
export const endpointSwitchSchema = z.object({
  enabled: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((enabled) => enabled !== '0' && enabled !== false),
});
