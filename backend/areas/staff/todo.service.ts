import type { Todo, TodoQueue } from '../../../common/areas/staff/console.ts';
import { wireTime } from '../../../common/time.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { assertMay } from '../../services/staff-permission.ts';
import type { QueueCount } from '../../services/todo-queue.ts';
import * as account from '../account/index.ts';
import * as afterSales from '../after-sales/index.ts';
import * as catalogue from '../catalogue/index.ts';
import * as certification from '../certification/index.ts';
import * as contracts from '../contracts/index.ts';
import * as invoices from '../invoices/index.ts';
import * as orders from '../orders/index.ts';
import * as statements from '../statements/index.ts';
import * as storefront from '../storefront/index.ts';

/** The areas whose queues the to-do shows, in the order the home page lists them. */
const AREAS = [account, certification, afterSales, orders, storefront, catalogue, contracts, statements, invoices];

/** A queue on the wire: its moments as wire times, and whether its oldest item is past its promise. */
const toWire = (queue: QueueCount, now: number): TodoQueue => ({
  key: queue.key,
  count: queue.count,
  oldest: queue.oldest === null ? null : wireTime(queue.oldest),
  deadline: queue.deadline === null ? null : wireTime(queue.deadline),
  overdue: queue.deadline !== null && queue.deadline < now,
});

/**
 * The console's home: each queue's count and the time its oldest item started waiting, as each
 * area counts its own (`todoQueues` on its face). Registrations and certifications are promised a
 * vetting within 2 working days, so their queues carry the oldest one's deadline and say when it is past.
 */
export function todoService({ db, clock }: Deps) {
  return {
    async todo(actor: StaffActor): Promise<Todo> {
      assertMay(actor, 'view');
      const now = clock.now();
      const counted = await Promise.all(AREAS.map((area) => area.todoQueues(db, now)));
      return { queues: counted.flat().map((queue) => toWire(queue, now)) };
    },
  };
}
