import { sql } from 'kysely';
import { afterSaleStatesAllowing } from '../../../common/areas/after-sales/transitions.ts';
import { CERT_WAITING } from '../../../common/areas/certification/transitions.ts';
import { CONTRACT_REMINDER_DAYS, contractStatesAllowing } from '../../../common/areas/contracts/transitions.ts';
import { PayType } from '../../../common/areas/orders/order.ts';
import {
  remittanceStatesAllowing,
  StatementState,
  statementStatesAllowing,
} from '../../../common/areas/statements/transitions.ts';
import { REVIEW_WORKING_DAYS, type Todo, type TodoQueue } from '../../../common/areas/staff/console.ts';
import { COMPANY_AWAITING_REVIEW } from '../../../common/areas/account/transitions.ts';
import { orderStatesAllowing } from '../../../common/areas/orders/transitions.ts';
import {
  addWorkingDays,
  monthBefore,
  shanghaiDate,
  shanghaiMoment,
  shanghaiMonth,
  wireTime,
} from '../../../common/time.ts';
import { ordersAwaitingInvoice, refundsAwaitingReversal, statementsAwaitingInvoice } from '../invoices/index.ts';
import { companiesActiveIn } from '../statements/statement-make.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { assertMay } from '../../services/staff-permission.ts';

/**
 * The console's home: each queue's count and the time its oldest item started waiting.
 * Registrations and certifications are promised a review within 2 working days, so their
 * queues carry the oldest one's deadline and say when it is past.
 */
export function todoService({ db, clock }: Deps) {
  const queue = async (
    key: TodoQueue['key'],
    rows: Promise<{ count: number | string | bigint; oldest: number | string | null }>,
    deadlineOf?: (oldest: number) => number,
  ): Promise<TodoQueue> => {
    const { count, oldest } = await rows;
    const since = oldest === null ? null : Number(oldest);
    const deadline = since !== null && deadlineOf ? deadlineOf(since) : null;
    return {
      key,
      count: Number(count),
      oldest: since === null ? null : wireTime(since),
      deadline: deadline === null ? null : wireTime(deadline),
      overdue: deadline !== null && deadline < clock.now(),
    };
  };

  /**
   * Companies with credit activity last month but no statement for it yet (the monthly job failed or
   * has not run): waiting since the 1st, when it was due.
   */
  const statementsToMake = async () => {
    const now = clock.now();
    const month = monthBefore(shanghaiMonth(now));
    const active = await companiesActiveIn(db, month);
    const made = await db.selectFrom('statement').select('company_id').where('month', '=', month).execute();
    const have = new Set(made.map((row) => row.company_id));
    const count = active.filter((id) => !have.has(id)).length;
    const [year, mon] = shanghaiMonth(now).split('-').map(Number) as [number, number];
    return { count, oldest: count === 0 ? null : shanghaiMoment(year, mon, 1) };
  };

  /** Orders and statements waiting for their blue invoice: one count, the older of the two oldest. */
  const invoicesToIssue = async () => {
    const [orders, statements] = await Promise.all([
      ordersAwaitingInvoice(db)
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('orders.pay_time').as('oldest')])
        .executeTakeFirstOrThrow(),
      statementsAwaitingInvoice(db)
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.min(eb.fn.coalesce('statement.confirmed_at', 'statement.updated_at')).as('oldest'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    const oldest = [orders.oldest, statements.oldest]
      .filter((value) => value !== null)
      .map(Number)
      .reduce<number | null>((least, value) => (least === null || value < least ? value : least), null);
    return { count: Number(orders.count) + Number(statements.count), oldest };
  };

  return {
    async todo(actor: StaffActor): Promise<Todo> {
      assertMay(actor, 'view');
      const queues = await Promise.all([
        queue(
          'registrations',
          db
            .selectFrom('company')
            .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
            .where('status', 'in', COMPANY_AWAITING_REVIEW)
            .executeTakeFirstOrThrow(),
          (oldest) => addWorkingDays(oldest, REVIEW_WORKING_DAYS),
        ),
        queue(
          'certifications',
          db
            .selectFrom('certification')
            .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('applied_at').as('oldest')])
            .where('cert_status', 'in', CERT_WAITING)
            .executeTakeFirstOrThrow(),
          (oldest) => addWorkingDays(oldest, REVIEW_WORKING_DAYS),
        ),
        // After-sales: waiting for review, for the goods to come back or a replacement to go, and
        // for the refund: the states where staff may take that step.
        ...(
          [
            ['afterSaleReview', afterSaleStatesAllowing('approve', 'reject')],
            ['afterSaleGoods', afterSaleStatesAllowing('receive', 'shipReplacement')],
            ['afterSaleRefund', afterSaleStatesAllowing('refund')],
          ] as const
        ).map(([key, states]) =>
          queue(
            key,
            db
              .selectFrom('after_sale')
              .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('updated_at').as('oldest')])
              .where('status', 'in', states)
              .executeTakeFirstOrThrow(),
          ),
        ),
        queue(
          'payments',
          db
            .selectFrom('orders')
            .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
            .where('order_status', 'in', orderStatesAllowing('confirmPayment'))
            .where('pay_type_id', '=', PayType.offline)
            .executeTakeFirstOrThrow(),
        ),
        queue(
          'shipments',
          db
            .selectFrom('orders')
            .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('pay_time').as('oldest')])
            .where('order_status', 'in', orderStatesAllowing('ship'))
            .executeTakeFirstOrThrow(),
        ),
        queue(
          'messages',
          db
            .selectFrom('merchant_message')
            .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
            .where('handled_at', 'is', null)
            .executeTakeFirstOrThrow(),
        ),
        // The shop does not record when goods ran out, so this queue has a count and no age.
        queue(
          'outOfStock',
          db
            .selectFrom('goods')
            .select((eb) => [eb.fn.countAll<number>().as('count'), sql<null>`null`.as('oldest')])
            .where('on_sale', '=', 1)
            .where('inventory', '<=', 0)
            .executeTakeFirstOrThrow(),
        ),
        // Contracts: drafts to send, with the refused ones waiting to be revised; and
        // signed ones ending within the first reminder's days, which have an end and no age.
        queue(
          'contractsToSend',
          db
            .selectFrom('contract')
            .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('updated_at').as('oldest')])
            .where('status', 'in', [...contractStatesAllowing('send'), ...contractStatesAllowing('revise')])
            .executeTakeFirstOrThrow(),
        ),
        queue(
          'contractsExpiring',
          db
            .selectFrom('contract')
            .select((eb) => [eb.fn.countAll<number>().as('count'), sql<null>`null`.as('oldest')])
            .where('status', 'in', contractStatesAllowing('expire'))
            .where('end_date', '<=', shanghaiDate(clock.now() + CONTRACT_REMINDER_DAYS[0] * 86_400_000))
            .executeTakeFirstOrThrow(),
        ),
        // Statements: made and not sent yet, disputed by the company, remittances finance
        // has not confirmed or returned, and statements past their due date unpaid.
        queue('statementsToMake', statementsToMake()),
        queue(
          'statementsToSend',
          db
            .selectFrom('statement')
            .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
            .where('state', 'in', statementStatesAllowing('send'))
            .executeTakeFirstOrThrow(),
        ),
        queue(
          'statementDisputes',
          db
            .selectFrom('statement')
            .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('updated_at').as('oldest')])
            .where('state', '=', StatementState.rejected)
            .executeTakeFirstOrThrow(),
        ),
        queue(
          'remittancesToConfirm',
          db
            .selectFrom('remittance')
            .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
            .where('state', 'in', remittanceStatesAllowing('confirm'))
            .executeTakeFirstOrThrow(),
        ),
        queue(
          'overdueStatements',
          db
            .selectFrom('statement')
            .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('overdue_at').as('oldest')])
            .where('state', '=', StatementState.overdue)
            .executeTakeFirstOrThrow(),
        ),
        // Invoices, as the invoices console queues them: offline-paid orders and
        // confirmed (or overdue) statements without a blue invoice, waiting since they were paid or
        // confirmed; and refunds on invoiced orders that wait for their red-letter invoice.
        queue('invoicesToIssue', invoicesToIssue()),
        queue(
          'invoiceReversals',
          refundsAwaitingReversal(db)
            .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('refund.created_at').as('oldest')])
            .executeTakeFirstOrThrow(),
        ),
      ]);
      return { queues };
    },
  };
}
