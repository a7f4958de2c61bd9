import { isWebhookEventType } from '../../../common/areas/webhooks/events.ts';
import type { Deps } from '../../services/deps.ts';
import { checkWebhookUrl, type AddressCheck } from './address-guard.ts';
import { newSecret } from './webhook-queue.ts';

/** How long a rotated-out secret still signs beside the new one, so receivers can switch without a gap. */
export const PREVIOUS_SECRET_MS = 24 * 60 * 60 * 1000;
/** Endpoints one company may register. */
export const MAX_ENDPOINTS = 10;

export type EndpointRefusal = Extract<AddressCheck, { ok: false }>['reason'] | 'events' | 'tooMany';

export interface EndpointView {
  id: number;
  url: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  consecutiveFailures: number;
  createdAt: number;
  /** Whether a rotated-out secret still signs (until this time). */
  previousUntil: number | null;
}

const view = (row: {
  id: number;
  url: string;
  events: string;
  enabled: number;
  disabled_reason: string | null;
  consecutive_failures: number;
  created_at: number;
  previous_until: number | null;
}): EndpointView => ({
  id: row.id,
  url: row.url,
  events: JSON.parse(row.events) as string[],
  enabled: row.enabled === 1,
  disabledReason: row.disabled_reason,
  consecutiveFailures: row.consecutive_failures,
  createdAt: row.created_at,
  previousUntil: row.previous_until,
});

/**
 * A company's endpoints and their delivery log. Every call names the company, and a row of another
 * company is as absent as one that does not exist (the routes answer 404). The secret is answered
 * only when it is made (registration, rotation): the list never shows it.
 */
export function webhookService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  const endpointColumns = [
    'id',
    'url',
    'events',
    'enabled',
    'disabled_reason',
    'consecutive_failures',
    'created_at',
    'previous_until',
  ] as const;

  return {
    async listEndpoints(companyId: number): Promise<EndpointView[]> {
      const rows = await db
        .selectFrom('webhook_endpoint')
        .select(endpointColumns)
        .where('company_id', '=', companyId)
        .orderBy('id')
        .execute();
      return rows.map(view);
    },

    /** Registers an endpoint after checking its address (no SSRF); answers its secret, shown once. */
    async createEndpoint(
      companyId: number,
      input: { url: string; events: readonly string[] },
    ): Promise<{ ok: true; id: number; secret: string } | { ok: false; reason: EndpointRefusal }> {
      const events = [...new Set(input.events)];
      if (events.length === 0 || !events.every(isWebhookEventType)) return { ok: false, reason: 'events' };
      const check = await checkWebhookUrl(input.url.trim());
      if (!check.ok) return check;
      const secret = newSecret();
      return db.transaction().execute(async (trx) => {
        const count = await trx
          .selectFrom('webhook_endpoint')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('company_id', '=', companyId)
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= MAX_ENDPOINTS) return { ok: false as const, reason: 'tooMany' as const };
        const row = await trx
          .insertInto('webhook_endpoint')
          .values({
            company_id: companyId,
            url: check.url.href,
            events: JSON.stringify(events),
            secret,
            enabled: 1,
            consecutive_failures: 0,
            created_at: clock.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { ok: true as const, id: row.id, secret };
      });
    },

    /** A new secret; the old one keeps signing beside it for PREVIOUS_SECRET_MS. Undefined when not the company's. */
    async rotateSecret(companyId: number, endpointId: number): Promise<string | undefined> {
      const secret = newSecret();
      const result = await db
        .updateTable('webhook_endpoint')
        .set((eb) => ({
          previous_secret: eb.ref('secret'),
          previous_until: clock.now() + PREVIOUS_SECRET_MS,
          secret,
        }))
        .where('id', '=', endpointId)
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? secret : undefined;
    },

    /** Turns an endpoint on (its failures forgotten, what waited is sent) or off. */
    async setEnabled(companyId: number, endpointId: number, enabled: boolean): Promise<boolean> {
      const result = await db
        .updateTable('webhook_endpoint')
        .set(enabled ? { enabled: 1, disabled_reason: null, consecutive_failures: 0 } : { enabled: 0 })
        .where('id', '=', endpointId)
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Deletes an endpoint with its deliveries and their log; the events stay (others may have received them). */
    async deleteEndpoint(companyId: number, endpointId: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const endpoint = await trx
          .selectFrom('webhook_endpoint')
          .select('id')
          .where('id', '=', endpointId)
          .where('company_id', '=', companyId)
          .executeTakeFirst();
        if (!endpoint) return false;
        const deliveries = trx.selectFrom('webhook_delivery').select('id').where('endpoint_id', '=', endpointId);
        await trx.deleteFrom('webhook_attempt').where('delivery_id', 'in', deliveries).execute();
        await trx.deleteFrom('webhook_delivery').where('endpoint_id', '=', endpointId).execute();
        await trx.deleteFrom('webhook_endpoint').where('id', '=', endpointId).execute();
        return true;
      });
    },

    /** An endpoint's deliveries, newest first, each with its tries; undefined when not the company's. */
    async deliveries(companyId: number, endpointId: number, limit = 50) {
      const endpoint = await db
        .selectFrom('webhook_endpoint')
        .select('id')
        .where('id', '=', endpointId)
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      if (!endpoint) return undefined;
      const rows = await db
        .selectFrom('webhook_delivery as d')
        .innerJoin('webhook_event as e', 'e.id', 'd.event_id')
        .select([
          'd.id',
          'd.event_id as eventId',
          'e.type',
          'd.state',
          'd.attempts',
          'd.next_attempt_at as nextAttemptAt',
          'd.last_status as lastStatus',
          'd.last_error as lastError',
          'd.delivered_at as deliveredAt',
          'd.created_at as createdAt',
        ])
        .where('d.endpoint_id', '=', endpointId)
        .orderBy('d.id', 'desc')
        .limit(limit)
        .execute();
      const ids = rows.map((row) => row.id);
      const tries =
        ids.length === 0
          ? []
          : await db
              .selectFrom('webhook_attempt')
              .select([
                'delivery_id',
                'started_at as startedAt',
                'status',
                'response',
                'error',
                'duration_ms as durationMs',
              ])
              .where('delivery_id', 'in', ids)
              .orderBy('id')
              .execute();
      return rows.map((row) => ({
        ...row,
        tries: tries.filter((attempt) => attempt.delivery_id === row.id).map(({ delivery_id: _, ...rest }) => rest),
      }));
    },

    /**
     * Sends an event again to an endpoint: a new delivery of the same event, so the receiver sees
     * the same webhook-id and can drop it if it already acted. Undefined when not the company's.
     */
    async resend(companyId: number, deliveryId: number): Promise<number | undefined> {
      const delivery = await db
        .selectFrom('webhook_delivery as d')
        .innerJoin('webhook_endpoint as p', 'p.id', 'd.endpoint_id')
        .select(['d.event_id', 'd.endpoint_id'])
        .where('d.id', '=', deliveryId)
        .where('p.company_id', '=', companyId)
        .executeTakeFirst();
      if (!delivery) return undefined;
      const now = clock.now();
      const row = await db
        .insertInto('webhook_delivery')
        .values({
          event_id: delivery.event_id,
          endpoint_id: delivery.endpoint_id,
          state: 'queued',
          attempts: 0,
          next_attempt_at: now,
          lease_until: 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

export type WebhookService = ReturnType<typeof webhookService>;
