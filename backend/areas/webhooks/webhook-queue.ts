import { randomBytes } from 'node:crypto';
import type { WebhookEventType } from '../../../common/areas/webhooks/events.ts';
import type { Db } from '../../db/types.ts';

/** An event's id, the webhook-id of every try and resend of it. */
export const newEventId = () => `msg_${randomBytes(12).toString('hex')}`;

/** An endpoint's signing secret: Standard Webhooks' whsec_ and base64 of 32 random bytes. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export interface WebhookEventInput {
  companyId: number;
  type: WebhookEventType;
  /** What the receiver gets as `data`: ids and numbers a program can act on, no page text. */
  data: Record<string, unknown>;
  /** The change's time (the caller's clock): the event's timestamp and when its deliveries are due. */
  now: number;
}

/**
 * Writes an event and one queued delivery per enabled endpoint of the company subscribed to its
 * type, in the caller's transaction: they exist if and only if the change commits (an outbox),
 * and the dispatcher (backend/areas/webhooks/webhook-dispatch.ts) sends them after. A company without
 * endpoints for the type writes nothing. Answers the event's id, or null when nothing was written.
 */
export async function queueWebhook(trx: Db, event: WebhookEventInput): Promise<string | null> {
  const endpoints = await trx
    .selectFrom('webhook_endpoint')
    .select(['id', 'events'])
    .where('company_id', '=', event.companyId)
    .where('enabled', '=', 1)
    .execute();
  const subscribed = endpoints.filter((endpoint) => (JSON.parse(endpoint.events) as string[]).includes(event.type));
  if (subscribed.length === 0) return null;
  const id = newEventId();
  await trx
    .insertInto('webhook_event')
    .values({
      id,
      company_id: event.companyId,
      type: event.type,
      payload: JSON.stringify(event.data),
      created_at: event.now,
    })
    .execute();
  await trx
    .insertInto('webhook_delivery')
    .values(
      subscribed.map((endpoint) => ({
        event_id: id,
        endpoint_id: endpoint.id,
        state: 'queued',
        attempts: 0,
        next_attempt_at: event.now,
        lease_until: 0,
        created_at: event.now,
      })),
    )
    .execute();
  return id;
}
