import { sql } from 'kysely';
import type { CreditSummary } from '../../../contract/areas/contracts/contract.ts';
import { moneyToWire, type Money } from '../../../contract/money.ts';
import { wireTime } from '../../../contract/time.ts';
import type { Caller } from '../../caller.ts';
import type { Deps } from '../../services/deps.ts';
import { creditOf } from './credit-ledger.ts';

/**
 * The company's credit as its people read it (issue 16): 授信额度, 已用额度 and 可用额度, all
 * derived from the ledger, and the ledger itself, newest first, each row with what caused it
 * and the credit available after it.
 */
export function creditService({ db }: Deps) {
  return {
    async summary(caller: Caller, paging: { page: number; limit: number }): Promise<CreditSummary> {
      const totals = await creditOf(db, caller.companyId);
      const rows = await db
        .selectFrom('credit_entry as e')
        .leftJoin('contract', (join) =>
          join.onRef('contract.id', '=', 'e.ref_id').on('e.kind', 'in', ['grant', 'expire']),
        )
        .leftJoin('orders', (join) => join.onRef('orders.id', '=', 'e.ref_id').on('e.kind', 'in', ['use', 'cancel']))
        .leftJoin('refund', (join) => join.onRef('refund.id', '=', 'e.ref_id').on('e.kind', '=', 'refund'))
        .leftJoin('after_sale', 'after_sale.id', 'refund.after_sale_id')
        .select([
          'e.id',
          'e.kind',
          'e.limit_change',
          'e.used_change',
          'e.created_at',
          'contract.contract_no',
          'orders.order_no',
          'after_sale.after_sale_no',
          // Running totals up to each row (window sums run before the page is cut).
          sql<number>`sum(e.limit_change) over (order by e.id)`.as('limit_total'),
          sql<number>`sum(e.used_change) over (order by e.id)`.as('used_total'),
        ])
        .where('e.company_id', '=', caller.companyId)
        .orderBy('e.id', 'desc')
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit)
        .execute();
      const { total } = await db
        .selectFrom('credit_entry')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('company_id', '=', caller.companyId)
        .executeTakeFirstOrThrow();
      return {
        creditLimit: moneyToWire(totals.limit),
        usedQuota: moneyToWire(totals.used),
        quota: moneyToWire(totals.available),
        entries: {
          total: Number(total),
          list: rows.map((row) => ({
            id: row.id,
            kind: row.kind,
            reference: row.contract_no ?? row.order_no ?? row.after_sale_no ?? '',
            limitChange: moneyToWire(Number(row.limit_change) as Money),
            usedChange: moneyToWire(Number(row.used_change) as Money),
            availableAfter: moneyToWire(Math.max(0, Number(row.limit_total) - Number(row.used_total)) as Money),
            createDate: wireTime(row.created_at),
          })),
        },
      };
    },
  };
}
