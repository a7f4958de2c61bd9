import { randomInt } from 'node:crypto';
import { Code } from '../../contract/envelope.ts';
import {
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_SECONDS,
  SMS_DAILY_LIMIT,
  SMS_RESEND_SECONDS,
} from '../../contract/constants.ts';
import { message } from '../../contract/messages.ts';
import { SHANGHAI_OFFSET_MS } from '../../contract/time.ts';
import { AppError, refused } from '../errors.ts';
import type { Deps } from './index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight of the current day in Asia/Shanghai (no daylight saving there), as epoch ms. */
function startOfShanghaiDay(now: number): number {
  return now - ((now + SHANGHAI_OFFSET_MS) % DAY_MS);
}

/**
 * SMS codes (DESIGN.md decision 8): 6 digits, 5 minutes, single use, 5 wrong
 * tries, one per mobile per 60 s, 10 per mobile per day.
 */
export function smsService({ db, clock, sms }: Deps) {
  return {
    async sendCode(mobile: string): Promise<void> {
      const now = clock.now();
      const latest = await db
        .selectFrom('sms_code')
        .select('created_at')
        .where('mobile', '=', mobile)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      const waitMs = latest ? latest.created_at + SMS_RESEND_SECONDS * 1000 - now : 0;
      if (waitMs > 0) {
        throw new AppError(Code.tooManyRequests, 'smsCooldown', { seconds: Math.ceil(waitMs / 1000) });
      }
      const { sent } = await db
        .selectFrom('sms_code')
        .select((eb) => eb.fn.countAll<number>().as('sent'))
        .where('mobile', '=', mobile)
        .where('created_at', '>=', startOfShanghaiDay(now))
        .executeTakeFirstOrThrow();
      if (Number(sent) >= SMS_DAILY_LIMIT) throw new AppError(Code.tooManyRequests, 'smsDailyLimit');

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db
        .insertInto('sms_code')
        .values({ mobile, code, created_at: now, expires_at: now + SMS_CODE_TTL_SECONDS * 1000 })
        .execute();
      // The code text is in the shop's language: the SMS goes out before we know who reads it.
      await sms.send(mobile, message('zh-CN', 'smsCodeText', { code }));
    },

    /** Checks and uses up the newest code sent to a mobile; a wrong guess counts against it. */
    async consumeCode(mobile: string, code: string): Promise<void> {
      const now = clock.now();
      const latest = await db
        .selectFrom('sms_code')
        .selectAll()
        .where('mobile', '=', mobile)
        .where('used_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!latest) throw refused('codeWrong');
      if (latest.expires_at <= now) throw refused('codeExpired');
      if (latest.failed_tries >= SMS_CODE_MAX_TRIES) throw refused('codeTooManyTries');
      if (latest.code !== code.trim()) {
        await db
          .updateTable('sms_code')
          .set((eb) => ({ failed_tries: eb('failed_tries', '+', 1) }))
          .where('id', '=', latest.id)
          .execute();
        throw refused('codeWrong');
      }
      // Conditional: of two requests racing with the same code, only one uses it.
      const used = await db
        .updateTable('sms_code')
        .set({ used_at: now })
        .where('id', '=', latest.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw refused('codeWrong');
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
