import type { SmsProvider } from '../adapters/sms.ts';
import { PROVIDER_TIMEOUT_MS } from '../adapters/sms.ts';
import type { Deps } from '../services/deps.ts';
import { PROCESS_ID } from './process-id.ts';
import { outboxLoop } from './outbox-loop.ts';

/** A row is held this long while it is sent: the provider's timeout and a margin; a dead dispatcher's rows are free after. */
export const SMS_LEASE_MS = PROVIDER_TIMEOUT_MS + 5_000;
/** Tries before a text is given up as failed (the console lists it): about 42 minutes of backoff in all. */
export const SMS_MAX_ATTEMPTS = 10;
/** How many rows one claim takes; they are sent side by side. */
const BATCH = 20;
/** How often each process looks for queued texts. */
export const SMS_DISPATCH_MS = 1_000;

/** The wait before try n + 1 after n failed ones: 5 s, 10 s, 20 s… at most an hour. */
export const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);

export interface SmsDispatcher {
  /** One round: claim the due rows, send them, record each outcome; how many were claimed. */
  runOnce(): Promise<number>;
  /** Looks for queued texts every SMS_DISPATCH_MS until stopped. */
  start(): void;
  /** No more rounds; the round under way finishes (its rows are recorded) before this resolves. */
  stop(): Promise<void>;
}

/**
 * Delivers the outbox (backend/services/sms-outbox.ts) at least once: every process runs one, and a
 * row is claimed by one conditional update, so two processes never send a row at the same time. A
 * process killed after the provider accepted a text but before the row was marked sends it again
 * when the lease runs out, with the same delivery id, which the provider uses to drop the repeat.
 */
export function createSmsDispatcher(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  provider: SmsProvider,
  owner = PROCESS_ID,
): SmsDispatcher {
  let claims = 0;

  async function claim() {
    const now = clock.now();
    // A read first: an idle shop asks every second and should not take the write lock each time.
    const due = await db
      .selectFrom('sms_outbox')
      .select('id')
      .where('state', '=', 'queued')
      .where('next_attempt_at', '<=', now)
      .where('lease_until', '<', now)
      .where('delivery_id', 'is not', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (due.length === 0) return [];
    claims += 1;
    const token = `${owner}#sms${claims}`;
    // The claim itself: of two processes that read the same rows, each row goes to the one whose update finds it still free.
    const rows = await db
      .updateTable('sms_outbox')
      .set((eb) => ({ lease_owner: token, lease_until: now + SMS_LEASE_MS, attempts: eb('attempts', '+', 1) }))
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .where('state', '=', 'queued')
      .where('lease_until', '<', now)
      .returning(['id', 'mobile', 'content', 'delivery_id', 'attempts'])
      .$narrowType<{ delivery_id: string }>()
      .execute();
    return rows.map((row) => ({ ...row, token }));
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  async function deliver(row: Claimed) {
    const mine = db.updateTable('sms_outbox').where('id', '=', row.id).where('lease_owner', '=', row.token);
    try {
      await provider.send({ mobile: row.mobile, content: row.content, deliveryId: row.delivery_id });
    } catch (error) {
      const failure = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= SMS_MAX_ATTEMPTS;
      if (giveUp)
        console.error(`SMS ${row.delivery_id} to ${row.mobile} given up after ${row.attempts} tries: ${failure}`);
      await mine
        .set({
          state: giveUp ? 'failed' : 'queued',
          failure,
          next_attempt_at: clock.now() + backoffMs(row.attempts),
          lease_owner: null,
          lease_until: 0,
        })
        .execute();
      return;
    }
    await mine.set({ state: 'sent', sent_at: clock.now(), failure: null, lease_owner: null, lease_until: 0 }).execute();
  }

  async function runOnce() {
    const rows = await claim();
    await Promise.all(rows.map(deliver));
    return rows.length;
  }

  return { runOnce, ...outboxLoop('SMS', SMS_DISPATCH_MS, runOnce) };
}
