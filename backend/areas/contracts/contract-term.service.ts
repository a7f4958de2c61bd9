import {
  CONTRACT_GRANTING,
  CONTRACT_REMINDER_DAYS,
  contractStatesAllowing,
} from '../../../common/areas/contracts/transitions.ts';
import { daysInclusive } from '../../../common/areas/contracts/contract.ts';
import { message } from '../../../common/messages.ts';
import { shanghaiDate } from '../../../common/time.ts';
import type { Deps } from '../../services/deps.ts';
import { settleLimit } from '../credit/index.ts';
import { SCHEDULED_JOB } from '../../services/staff-actor.ts';
import { moveContract } from './contract-transition.ts';

/**
 * A contract's term running out, for the daily job: reminders 30 and 7 days before the
 * end date, and on the day after it the contract expires (3 or 6 → 4) and its credit goes. Each
 * step is a conditional update, so a second run of the same day changes and sends nothing.
 */
export function contractTermService({ db, clock, sms }: Deps) {
  /** Contracts whose term may still run out: the transition table's. */
  const mayExpire = contractStatesAllowing('expire');
  const running = () =>
    db
      .selectFrom('contract')
      .innerJoin('company', 'company.id', 'contract.company_id')
      .select([
        'contract.id',
        'contract.company_id',
        'contract.contract_no',
        'contract.contract_name',
        'contract.status',
        'contract.updated_at',
        'contract.end_date',
        'contract.reminded_days',
        'company.name as company',
      ])
      .where('contract.status', 'in', mayExpire);

  return {
    /** Expires every running contract whose end date is before `now`'s day; answers how many. */
    async expireEnded(now = clock.now()): Promise<number> {
      const today = shanghaiDate(now);
      const ended = await running().where('contract.end_date', '<', today).execute();
      let expired = 0;
      for (const row of ended) {
        const done = await db.transaction().execute(async (trx) => {
          const moved = await moveContract(
            trx,
            { action: 'expire', actor: SCHEDULED_JOB, from: row, set: { expired_at: now } },
            now,
          );
          // Expired, or moved by a hand, at the same moment: no longer this job's.
          if (!moved) return false;
          await settleLimit(
            trx,
            { companyId: row.company_id, kind: 'expire', contractId: row.id, now },
            CONTRACT_GRANTING,
          );
          await sms.queueForCompany(
            trx,
            row.company_id,
            message('zh-CN', 'smsContractExpiredText', {
              company: row.company,
              name: row.contract_name,
              date: row.end_date,
            }),
          );
          return true;
        });
        if (done) expired += 1;
      }
      return expired;
    },

    /**
     * Texts the company once when its contract comes within 30 days of its end, and once more within
     * 7: `reminded_days` records the last reminder, moved by a conditional update with the text queued beside it.
     */
    async remindEnding(now = clock.now()): Promise<number> {
      const today = shanghaiDate(now);
      const rows = await running().where('contract.end_date', '>=', today).execute();
      let sent = 0;
      for (const row of rows) {
        const left = daysInclusive(today, row.end_date) - 1;
        const due = [...CONTRACT_REMINDER_DAYS].sort((a, b) => a - b).find((days) => left <= days);
        if (due === undefined || (row.reminded_days !== null && row.reminded_days <= due)) continue;
        const claimed = await db.transaction().execute(async (trx) => {
          const { numUpdatedRows } = await trx
            .updateTable('contract')
            .set({ reminded_days: due })
            .where('id', '=', row.id)
            .where((eb) => eb.or([eb('reminded_days', 'is', null), eb('reminded_days', '>', due)]))
            .executeTakeFirst();
          if (Number(numUpdatedRows) !== 1) return false;
          await sms.queueForCompany(
            trx,
            row.company_id,
            message('zh-CN', 'smsContractExpiringText', {
              company: row.company,
              name: row.contract_name,
              date: row.end_date,
              days: left,
            }),
          );
          return true;
        });
        if (claimed) sent += 1;
      }
      return sent;
    },
  };
}
