import type { Id, Millis } from './columns.ts';

// The webhooks area's tables (migration 0031, docs/decisions/0031-webhooks.md).

export interface WebhookEndpointTable {
  id: Id;
  company_id: number;
  url: string;
  /** The event types it subscribed to, a JSON array of common/areas/webhooks/events.ts's names. */
  events: string;
  /** whsec_ and 32 random bytes in base64: what Standard Webhooks' receivers verify with. */
  secret: string;
  /** The secret before the last rotation, still signed with until previous_until. */
  previous_secret: string | null;
  previous_until: Millis | null;
  enabled: number;
  /** Why the shop turned it off (its deliveries failed for good); null when the company did, or it is on. */
  disabled_reason: string | null;
  /** Tries answered with a failure since the last success. */
  consecutive_failures: number;
  created_at: Millis;
}

export interface WebhookEventTable {
  /** msg_ and 24 random hex digits: the webhook-id header of every try and resend. */
  id: string;
  company_id: number;
  type: string;
  /** The event's data as JSON. */
  payload: string;
  created_at: Millis;
}

export interface WebhookDeliveryTable {
  id: Id;
  event_id: string;
  endpoint_id: number;
  /** queued | delivering | delivered | failed (common/areas/webhooks/events.ts). */
  state: string;
  attempts: number;
  next_attempt_at: Millis;
  lease_owner: string | null;
  lease_until: Millis;
  last_status: number | null;
  last_error: string | null;
  delivered_at: Millis | null;
  created_at: Millis;
}

export interface WebhookAttemptTable {
  id: Id;
  delivery_id: number;
  started_at: Millis;
  /** The HTTP status answered; null when none came (refused address, timeout, connection error). */
  status: number | null;
  /** The answer's first 1 KB. */
  response: string | null;
  error: string | null;
  duration_ms: number;
}

/** These tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    webhook_endpoint: WebhookEndpointTable;
    webhook_event: WebhookEventTable;
    webhook_delivery: WebhookDeliveryTable;
    webhook_attempt: WebhookAttemptTable;
  }
}
