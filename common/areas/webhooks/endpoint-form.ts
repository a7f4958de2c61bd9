import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from './events.ts';
import { webhookText } from './messages.ts';

/**
 * The endpoint registration form, the same schema in the browser (Conform) and on the server: an
 * http(s) address and at least one event. Whether the address is public is the server's check
 * (it resolves the name), answered as the url field's message.
 */
export const endpointFormSchema = (locale: string) =>
  z.object({
    url: z
      .string({ error: webhookText(locale, 'webhooks.url') })
      .trim()
      .max(500, webhookText(locale, 'webhooks.urlTooLong'))
      .regex(/^https?:\/\/[^\s]+$/i, webhookText(locale, 'webhooks.url')),
    events: z.preprocess(
      (value) => (value === undefined ? [] : [value].flat()),
      z
        .array(z.enum(WEBHOOK_EVENT_TYPES), { error: webhookText(locale, 'webhooks.events') })
        .min(1, webhookText(locale, 'webhooks.events')),
    ),
  });

export type EndpointForm = z.infer<ReturnType<typeof endpointFormSchema>>;
