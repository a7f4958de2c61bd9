import {
  AFTER_SALE_ACTION_RULES,
  type ConsoleAfterSale,
  type ConsoleAfterSaleDetail,
} from '../../../common/areas/after-sales/console.ts';
import type { StaffAfterSaleAction } from '../../../common/areas/after-sales/transitions.ts';
import type { ConsoleQuery } from '../../../common/console.ts';
import type { Page } from '../../../common/envelope.ts';
import type { Deps } from '../../services/deps.ts';
import { consoleList } from '../../services/console-list.ts';
import { AFTER_SALE_COLUMNS } from './after-sale-rows.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { assertMay } from '../../services/staff-permission.ts';
import {
  afterSaleToConsole,
  CONSOLE_AFTER_SALE_NAMES,
  consoleAfterSales,
  freshAfterSale,
  loadConsoleAfterSale,
} from './console-detail.ts';
import { afterSaleStep, type AfterSaleStepInput } from './console-step.ts';

export type { AfterSaleStepInput } from './console-step.ts';

/**
 * After-sales on the staff side: the queues, one after-sale beside its order, line,
 * evidence and timeline, and one step per allowed transition — approve, reject, receive and
 * inspect, ship a replacement, record a refund. Each step is one conditional update on the
 * state the staff member saw (a second hand gets 10060), with its timeline row, its audit row
 * and what it moves (quantity, stock, money) in the same transaction; the buyer gets an SMS.
 * Money comes back exactly once: a refund row per after-sale (unique), at most what its units were
 * worth, the line's refunded amount capped by what was paid for the line and the order's refunds
 * by what was paid for the order.
 */
export function afterSaleConsoleService({ db, clock, sms }: Deps) {
  const step = afterSaleStep({ db, clock, sms });

  return {
    async list(actor: StaffActor, query: ConsoleQuery): Promise<Page<ConsoleAfterSale>> {
      assertMay(actor, 'view');
      const { rows, total } = await consoleList(
        consoleAfterSales(db),
        query,
        {
          search: ['after_sale.after_sale_no', 'orders.order_no', 'company.name'],
          state: 'after_sale.status',
          sorts: { created: 'after_sale.created_at' },
          tie: 'after_sale.id',
        },
        (rows) => rows.selectAll('after_sale').select(AFTER_SALE_COLUMNS).select(CONSOLE_AFTER_SALE_NAMES),
      );
      return { list: rows.map(afterSaleToConsole), total };
    },

    async detail(actor: StaffActor, id: number): Promise<ConsoleAfterSaleDetail> {
      assertMay(actor, 'view');
      return freshAfterSale(db, id);
    },

    /** One allowed step, by one who may take it, on the state the page showed. */
    async act(
      actor: StaffActor,
      id: number,
      action: StaffAfterSaleAction,
      input: AfterSaleStepInput = {},
    ): Promise<ConsoleAfterSaleDetail> {
      assertMay(actor, AFTER_SALE_ACTION_RULES[action].right);
      const current = await loadConsoleAfterSale(db, id);
      await step(actor, current, action, input);
      return freshAfterSale(db, id);
    },
  };
}
