import type { ConsoleCredit } from '../../../common/areas/credit/console.ts';
import type { ConsoleQuery } from '../../../common/console.ts';
import type { Page } from '../../../common/envelope.ts';
import { moneyToWire, type Money } from '../../../common/money.ts';
import { wireTime } from '../../../common/time.ts';
import type { Deps } from '../../services/deps.ts';
import { consoleList } from '../../services/console-list.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { assertMay } from '../../services/staff-permission.ts';
import { totalsOf } from './credit-ledger.ts';

/**
 * The console's credit list: every company the ledger has a row for, with its credit summed from
 * the ledger and shaped as the buyer's own page shapes it (totalsOf), so finance and the company
 * read the same figures. Sorted by what is used, most first, so the companies that owe the most lead.
 */
export function creditConsoleService({ db }: Deps) {
  const totals = db
    .selectFrom('credit_entry')
    .select((eb) => [
      'credit_entry.company_id',
      eb.fn.sum<number>('limit_change').as('credit_limit'),
      eb.fn.sum<number>('used_change').as('used'),
      eb(eb.fn.sum<number>('limit_change'), '-', eb.fn.sum<number>('used_change')).as('left'),
      eb.fn.max('created_at').as('changed_at'),
    ])
    .groupBy('credit_entry.company_id');

  return {
    async list(actor: StaffActor, query: ConsoleQuery): Promise<Page<ConsoleCredit>> {
      assertMay(actor, 'view');
      let rows = db.selectFrom(totals.as('credit')).innerJoin('company', 'company.id', 'credit.company_id');
      if (query.status === 'inUse') rows = rows.where('credit.used', '>', 0);
      // Used up: something is owed and nothing is left to charge (at the limit, or past it).
      if (query.status === 'usedUp') rows = rows.where('credit.used', '>', 0).where('credit.left', '<=', 0);
      const page = await consoleList(
        rows,
        query,
        {
          search: ['company.name'],
          sorts: {
            used: 'credit.used',
            available: 'credit.left',
            limit: 'credit.credit_limit',
            name: 'company.name',
          },
          tie: 'company.id',
        },
        (filtered) =>
          filtered.select(['company.id', 'company.name', 'credit.credit_limit', 'credit.used', 'credit.changed_at']),
      );
      return {
        list: page.rows.map((row) => {
          // PostgreSQL sums integers as numeric, which arrives as a string.
          const totals = totalsOf(Number(row.credit_limit) as Money, Number(row.used) as Money);
          return {
            companyId: row.id,
            company: row.name,
            creditLimit: moneyToWire(totals.limit),
            usedQuota: moneyToWire(totals.used),
            quota: moneyToWire(totals.available),
            overLimit: moneyToWire(totals.overLimit),
            changeDate: wireTime(Number(row.changed_at)),
          };
        }),
        total: page.total,
      };
    },
  };
}
