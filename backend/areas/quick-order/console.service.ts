import type { QuickOrderMiss, QuickOrderUse } from '../../../common/areas/quick-order/console.ts';
import type { Page } from '../../../common/envelope.ts';
import { message, type Locale } from '../../../common/messages.ts';
import { shanghaiMoment, shanghaiMonth, wireTime } from '../../../common/time.ts';
import { EXPORT_MAX_ROWS, exportFile, listTable, type ExportColumn } from '../../documents/table-export.ts';
import type { Deps } from '../../services/deps.ts';
import { onePage } from '../../services/paging.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { assertMay } from '../../services/staff-permission.ts';

function missColumns(locale: Locale): ExportColumn<QuickOrderMiss>[] {
  return [
    { header: message(locale, 'quickOrderMissCode'), kind: 'text', value: (row) => row.code },
    { header: message(locale, 'quickOrderMissCount'), kind: 'integer', value: (row) => row.count },
    { header: message(locale, 'quickOrderMissLast'), kind: 'date', value: (row) => row.lastDate },
  ];
}

/** The staff's view of quick orders: a company's use this month, and the codes the catalogue lacks. */
export function quickOrderConsoleService({ db, clock }: Deps) {
  const misses = async (paging: { page: number; limit: number }): Promise<Page<QuickOrderMiss>> => {
    const all = db.selectFrom('quick_order_miss');
    const { rows, total } = await onePage(
      all.select(['code', 'count', 'last_at']).orderBy('count', 'desc').orderBy('code'),
      all,
      paging,
    );
    return { list: rows.map((row) => ({ code: row.code, count: row.count, lastDate: wireTime(row.last_at) })), total };
  };

  return {
    async companyUse(actor: StaffActor, companyId: number): Promise<QuickOrderUse> {
      assertMay(actor, 'view');
      const [year, month] = shanghaiMonth(clock.now()).split('-').map(Number) as [number, number];
      const row = await db
        .selectFrom('quick_order')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('company_id', '=', companyId)
        .where('state', '=', 'added')
        // A quick order is what a clerk typed or uploaded; a re-order or a list's order is counted as neither.
        .where('source', 'in', ['paste', 'file'])
        .where('added_at', '>=', shanghaiMoment(year, month))
        .executeTakeFirstOrThrow();
      return { thisMonth: Number(row.count) };
    },

    async misses(actor: StaffActor, paging: { page: number; limit: number }) {
      assertMay(actor, 'view');
      return misses(paging);
    },

    /** Every missed code as a CSV file, the most asked first (at most EXPORT_MAX_ROWS, said under them). */
    async missesFile(actor: StaffActor, locale: Locale) {
      assertMay(actor, 'view');
      const found = await misses({ page: 1, limit: EXPORT_MAX_ROWS });
      return exportFile(
        listTable('quick-order-misses', missColumns(locale), found, { locale, now: clock.now() }),
        'csv',
      );
    },
  };
}
