import { Webhook } from 'standardwebhooks';
import { checkWebhookUrl } from './address-guard.ts';
import { postWebhook, WEBHOOK_TIMEOUT_MS } from './webhook-http.ts';
import type { Deps } from '../../services/deps.ts';
import { PROCESS_ID } from '../../jobs/process-id.ts';
import { outboxLoop, type OutboxLoop } from '../../jobs/outbox-loop.ts';

/** A delivery is held this long while it is sent: the timeout, the address lookup and a margin. */
export const WEBHOOK_LEASE_MS = WEBHOOK_TIMEOUT_MS + 10_000;
/** Tries before a delivery is given up: the last comes about 24 hours after the first (webhookBackoffMs). */
export const WEBHOOK_MAX_ATTEMPTS = 12;
/** How many deliveries one claim takes; they are sent side by side. */
const BATCH = 20;
/** How often each process looks for due deliveries. */
export const WEBHOOK_DISPATCH_MS = 1_000;

/**
 * The wait before try n + 1 after n failed ones: 1 min, 2 min, 4 min… at most 8 hours, so the
 * twelfth and last try is about 24.5 hours after the first (receivers down for a day still get it).
 */
export const webhookBackoffMs = (attempts: number) => Math.min(30_000 * 2 ** attempts, 8 * 3_600_000);

export interface WebhookDispatcher extends OutboxLoop {
  /** One round: claim the due deliveries, send them, record each try; how many were claimed. */
  runOnce(): Promise<number>;
}

/** What a company's main account is texted when the shop turns its endpoint off. */
const disabledText = (url: string) =>
  `您的 Webhook 地址 ${url} 多次投递失败，已被停用。请到用户中心查看投递记录，修复后重新启用。`;

/**
 * Delivers webhooks at least once, in the SMS outbox's shape (sms-dispatch.ts): every process runs
 * one; due deliveries are claimed by one conditional update that takes their lease, so two
 * processes never send one at the same time; a process killed mid-send leaves the delivery
 * `delivering` with a lease that runs out, and the next claim sends it again under the same
 * webhook-id (the event's id), by which receivers drop repeats.
 *
 * Each try is checked against the address guard again (the name may resolve elsewhere since
 * registration) and connects to the address it checked; its outcome, the attempt's log row and, on
 * giving up, the endpoint's turning off and the text to the main account are one transaction,
 * written only while this dispatcher still holds the lease.
 */
export function createWebhookDispatcher(
  { db, clock, sms }: Pick<Deps, 'db' | 'clock' | 'sms'>,
  options: { allowLoopback?: boolean; owner?: string } = {},
): WebhookDispatcher {
  const owner = options.owner ?? PROCESS_ID;
  let claims = 0;

  async function claim() {
    const now = clock.now();
    const due = await db
      .selectFrom('webhook_delivery')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('next_attempt_at', '<=', now)]),
          // A dispatcher that died mid-send: its lease ran out.
          eb('state', '=', 'delivering'),
        ]),
      )
      .where('lease_until', '<', now)
      .where('endpoint_id', 'in', (eb) => eb.selectFrom('webhook_endpoint').select('id').where('enabled', '=', 1))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (due.length === 0) return [];
    claims += 1;
    const token = `${owner}#wh${claims}`;
    // Of two processes that read the same rows, each row goes to the one whose update finds its lease still free.
    const rows = await db
      .updateTable('webhook_delivery')
      .set((eb) => ({
        state: 'delivering',
        lease_owner: token,
        lease_until: now + WEBHOOK_LEASE_MS,
        attempts: eb('attempts', '+', 1),
      }))
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .where('state', 'in', ['queued', 'delivering'])
      .where('lease_until', '<', now)
      .returning(['id', 'event_id', 'endpoint_id', 'attempts'])
      .execute();
    return rows.map((row) => ({ ...row, token }));
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  async function attempt(row: Claimed) {
    const found = await db
      .selectFrom('webhook_delivery as d')
      .innerJoin('webhook_event as e', 'e.id', 'd.event_id')
      .innerJoin('webhook_endpoint as p', 'p.id', 'd.endpoint_id')
      .select(['e.type', 'e.payload', 'e.created_at', 'p.url', 'p.secret', 'p.previous_secret', 'p.previous_until'])
      .where('d.id', '=', row.id)
      .executeTakeFirstOrThrow();
    const check = await checkWebhookUrl(found.url, { allowLoopback: options.allowLoopback ?? false });
    if (!check.ok) return { status: null, response: null, error: `address refused (${check.reason})` };
    const body = JSON.stringify({
      type: found.type,
      timestamp: new Date(found.created_at).toISOString(),
      data: JSON.parse(found.payload) as unknown,
    });
    // The header's time is the wall clock's: receivers compare it with theirs to refuse replays.
    const sentAt = new Date();
    const secrets = [found.secret];
    if (found.previous_secret && (found.previous_until ?? 0) > clock.now()) secrets.push(found.previous_secret);
    const signature = secrets.map((secret) => new Webhook(secret).sign(row.event_id, sentAt, body)).join(' ');
    return postWebhook(
      check,
      {
        'webhook-id': row.event_id,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
    );
  }

  async function deliver(row: Claimed) {
    const startedAt = clock.now();
    const started = Date.now();
    const result = await attempt(row).catch((error: unknown) => ({
      status: null,
      response: null,
      error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
    }));
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const error = ok ? null : (result.error ?? `HTTP ${result.status}`);
    const giveUp = !ok && row.attempts >= WEBHOOK_MAX_ATTEMPTS;
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const mine = await trx
        .updateTable('webhook_delivery')
        .set({
          state: ok ? 'delivered' : giveUp ? 'failed' : 'queued',
          last_status: result.status,
          last_error: error,
          delivered_at: ok ? now : null,
          next_attempt_at: ok || giveUp ? now : now + webhookBackoffMs(row.attempts),
          lease_owner: null,
          lease_until: 0,
        })
        .where('id', '=', row.id)
        .where('lease_owner', '=', row.token)
        .executeTakeFirst();
      // The lease ran out and another dispatcher took the row: its outcome is the one recorded.
      if (Number(mine.numUpdatedRows) !== 1) return;
      await trx
        .insertInto('webhook_attempt')
        .values({
          delivery_id: row.id,
          started_at: startedAt,
          status: result.status,
          response: result.response,
          error,
          duration_ms: Date.now() - started,
        })
        .execute();
      if (ok) {
        await trx
          .updateTable('webhook_endpoint')
          .set({ consecutive_failures: 0 })
          .where('id', '=', row.endpoint_id)
          .execute();
        return;
      }
      await trx
        .updateTable('webhook_endpoint')
        .set((eb) => ({ consecutive_failures: eb('consecutive_failures', '+', 1) }))
        .where('id', '=', row.endpoint_id)
        .execute();
      if (!giveUp) return;
      // Turned off once: of several deliveries given up together only the first texts.
      const off = await trx
        .updateTable('webhook_endpoint')
        .set({ enabled: 0, disabled_reason: `delivery failed ${WEBHOOK_MAX_ATTEMPTS} times: ${error}`.slice(0, 200) })
        .where('id', '=', row.endpoint_id)
        .where('enabled', '=', 1)
        .returning(['company_id', 'url'])
        .executeTakeFirst();
      if (off) await sms.queueForCompany(trx, off.company_id, disabledText(off.url));
    });
  }

  async function runOnce() {
    const rows = await claim();
    await Promise.all(rows.map(deliver));
    return rows.length;
  }

  return { runOnce, ...outboxLoop('Webhook', WEBHOOK_DISPATCH_MS, runOnce) };
}
