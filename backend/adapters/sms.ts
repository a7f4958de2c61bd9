import type { Db } from '../db/types.ts';
import type { Clock } from './clock.ts';

/** Sends a text message to a mobile. */
export interface SmsSender {
  send(mobile: string, content: string): Promise<void>;
}

/**
 * The default outside production: every message is stored in `sms_outbox`
 * (the staff command `sms <mobile>` reads it) and, unless in tests, logged.
 */
export function outboxSms(db: Db, clock: Clock, log: boolean): SmsSender {
  return {
    async send(mobile, content) {
      await db.insertInto('sms_outbox').values({ mobile, content, created_at: clock.now() }).execute();
      if (log) console.info(`[sms] to ${mobile}: ${content}`);
    },
  };
}

/**
 * POSTs `{ mobile, content }` as JSON to a provider's webhook, and keeps every message in
 * `sms_outbox` with its state (sent or failed, with the provider's answer) for the console.
 */
export function webhookSms(url: string, db: Db, clock: Clock): SmsSender {
  return {
    async send(mobile, content) {
      const record = (state: 'sent' | 'failed', failure: string | null = null) =>
        db.insertInto('sms_outbox').values({ mobile, content, created_at: clock.now(), state, failure }).execute();
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mobile, content }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        await record('failed', String(error));
        throw error;
      }
      if (!response.ok) {
        await record('failed', `HTTP ${response.status}`);
        throw new Error(`SMS webhook answered HTTP ${response.status}`);
      }
      await record('sent');
    },
  };
}
