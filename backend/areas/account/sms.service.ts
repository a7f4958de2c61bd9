import { randomInt } from 'node:crypto';
import { sql, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import { Code } from '../../../common/envelope.ts';
import {
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_SECONDS,
  SMS_DAILY_LIMIT,
  SMS_RESEND_SECONDS,
} from '../../../common/constants.ts';
import { message } from '../../../common/messages.ts';
import { SHANGHAI_OFFSET_MS } from '../../../common/time.ts';
import type { Database } from '../../db/types.ts';
import { AppError, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight of the current day in Asia/Shanghai (no daylight saving there), as epoch ms. */
function startOfShanghaiDay(now: number): number {
  return now - ((now + SHANGHAI_OFFSET_MS) % DAY_MS);
}

/**
 * SMS codes (DESIGN.md decision 8): 6 digits, 5 minutes, single use, 5 wrong
 * tries, one per mobile per 60 s, 10 per mobile per day.
 */
type UpdateQuery = UpdateQueryBuilder<Database, 'sms_code', 'sms_code', UpdateResult>;

export function smsService({ db, clock, sms, attempts }: Deps) {
  /** Why a code that was right could not be used: its tries ran out, or another request used it. */
  async function spent(id: number) {
    const after = await db.selectFrom('sms_code').select('failed_tries').where('id', '=', id).executeTakeFirst();
    return (after?.failed_tries ?? 0) >= SMS_CODE_MAX_TRIES ? 'codeTooManyTries' : 'codeWrong';
  }

  return {
    /**
     * Sends a code (login, registration, a new mobile; or, with its `text` and `purpose`, signing a contract). The send is booked first with one atomic
     * upsert on the mobile's row of sms_send, which refuses a second send within 60 s
     * or beyond 10 a day: of any number of parallel requests, one gets through.
     */
    async sendCode(
      mobile: string,
      address: string,
      { text = (code: string) => message('zh-CN', 'smsCodeText', { code }), purpose = '' } = {},
    ): Promise<void> {
      await attempts.smsSend(address);
      const now = clock.now();
      const today = startOfShanghaiDay(now);
      const booked = await db
        .insertInto('sms_send')
        .values({ mobile, last_sent_at: now, day_start: today, day_count: 1 })
        .onConflict((oc) =>
          oc
            .column('mobile')
            .doUpdateSet({
              last_sent_at: now,
              day_start: today,
              day_count: sql<number>`case when sms_send.day_start = ${today} then sms_send.day_count + 1 else 1 end`,
            })
            .where('sms_send.last_sent_at', '<=', now - SMS_RESEND_SECONDS * 1000)
            .where((eb) =>
              eb.or([eb('sms_send.day_start', '<>', today), eb('sms_send.day_count', '<', SMS_DAILY_LIMIT)]),
            ),
        )
        .returning('mobile')
        .executeTakeFirst();
      if (!booked) {
        const row = await db.selectFrom('sms_send').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
        const waitMs = row.last_sent_at + SMS_RESEND_SECONDS * 1000 - now;
        if (waitMs > 0) throw new AppError(Code.tooManyRequests, 'smsCooldown', { seconds: Math.ceil(waitMs / 1000) });
        throw new AppError(Code.tooManyRequests, 'smsDailyLimit');
      }

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sms_code')
          .values({ mobile, code, purpose, created_at: now, expires_at: now + SMS_CODE_TTL_SECONDS * 1000 })
          .execute();
        // The code text is in the shop's language: the SMS goes out before we know who reads it.
        await sms.queue(trx, mobile, text(code));
      });
    },

    /**
     * Checks and uses up the newest code sent to a mobile for this purpose (a login code never
     * signs a contract). A wrong guess is counted
     * and the right code used with conditional updates, so parallel guesses get at
     * most 5 wrong tries per code and the code is used once.
     *
     * `accept` runs once the code is known right, before it is used: what it refuses is
     * answered and costs the code one of its tries, so the code stays good for a corrected
     * form but answers at most 5 such questions (registration: is this username free?).
     */
    async consumeCode(mobile: string, code: string, purpose = '', accept?: () => Promise<void>): Promise<void> {
      const now = clock.now();
      const latest = await db
        .selectFrom('sms_code')
        .selectAll()
        .where('mobile', '=', mobile)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!latest) throw refused('codeWrong');
      if (latest.expires_at <= now) throw refused('codeExpired');
      if (latest.failed_tries >= SMS_CODE_MAX_TRIES) throw refused('codeTooManyTries');
      const usable = (query: UpdateQuery) =>
        query
          .where('id', '=', latest.id)
          .where('used_at', 'is', null)
          .where('failed_tries', '<', SMS_CODE_MAX_TRIES)
          .executeTakeFirst();
      if (latest.code !== code.trim()) {
        const counted = await usable(
          db.updateTable('sms_code').set((eb) => ({ failed_tries: eb('failed_tries', '+', 1) })),
        );
        throw refused(Number(counted.numUpdatedRows) === 1 ? 'codeWrong' : 'codeTooManyTries');
      }
      if (accept) {
        try {
          await accept();
        } catch (error) {
          const counted = await usable(
            db.updateTable('sms_code').set((eb) => ({ failed_tries: eb('failed_tries', '+', 1) })),
          );
          // Used up meanwhile (its tries, or by another request): the question is not answered.
          if (Number(counted.numUpdatedRows) !== 1) throw refused(await spent(latest.id));
          throw error;
        }
      }
      const used = await usable(db.updateTable('sms_code').set({ used_at: now }));
      // Either the wrong guesses racing beside it used the code's tries up, or another request used it.
      if (Number(used.numUpdatedRows) !== 1) throw refused(await spent(latest.id));
    },

    /** The newest message sent to a mobile through the outbox (for staff and tests). */
    async latestMessage(mobile: string) {
      return db
        .selectFrom('sms_outbox')
        .select(['content', 'created_at'])
        .where('mobile', '=', mobile)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}

export type SmsService = ReturnType<typeof smsService>;
