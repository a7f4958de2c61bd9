import type {
  ConsoleRemittance,
  ConsoleStatement,
  ConsoleStatementDetail,
  RemittanceQuery,
  StatementAdjustForm,
  StatementMakeForm,
  StatementResendForm,
} from '../../../common/areas/statements/console.ts';
import type { ConsoleQuery } from '../../../common/console.ts';
import type { Page } from '../../../common/envelope.ts';
import { message } from '../../../common/messages.ts';
import { refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { onePage } from '../../services/paging.ts';
import { consoleList } from '../../services/console-list.ts';
import type { StatementRow } from './statement-rows.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { assertMay } from '../../services/staff-permission.ts';
import {
  freshDetail,
  invoicedOrNothingOwed,
  loadStatement,
  remittanceRows,
  remittanceToWire,
  statementToConsole,
  yuanText,
} from './console-detail.ts';
import { statementMaker } from './console-make.ts';
import { remittanceHandler } from './console-remittance.ts';
import { assertStep, statementStep } from './console-step.ts';
import { newVersion } from './console-version.ts';
import type { StatementColumns } from './statement-transition.ts';

/**
 * Statements on the staff's side: the list, one statement with its remittances,
 * making one by hand, adjusting a draft, sending, accepting a dispute or correcting and resending
 * (each a new version, the old one kept), confirming or returning remittances (a confirmed one
 * repays the credit once), and closing. Every step is one conditional update on what the member
 * saw, with its audit row in the same transaction.
 */
export function statementConsoleService({ db, clock, sms }: Deps) {
  const load = (id: number) => loadStatement(db, id);
  const run = statementStep({ db, clock, sms });
  const make = statementMaker({ db, clock });
  const handleRemittance = remittanceHandler({ db, clock });

  /** The company is texted that a statement was sent (again), with the amount it now totals. */
  const sentText = (row: StatementRow) => (set: StatementColumns) =>
    message('zh-CN', 'smsStatementSentText', {
      company: row.company,
      month: row.month,
      no: row.balance_num,
      amount: yuanText(Number(set.account_amount ?? row.account_amount)),
    });

  return {
    async list(actor: StaffActor, query: ConsoleQuery): Promise<Page<ConsoleStatement>> {
      assertMay(actor, 'view');
      const { rows, total } = await consoleList(
        db.selectFrom('statement').innerJoin('company', 'company.id', 'statement.company_id'),
        query,
        {
          search: ['statement.balance_num', 'company.name', 'statement.month'],
          state: 'statement.state',
          sorts: { month: 'statement.month', due: 'statement.due_date' },
          tie: 'statement.id',
        },
        (rows) => rows.selectAll('statement').select('company.name as company'),
      );
      return { list: rows.map(statementToConsole), total };
    },

    async detail(actor: StaffActor, id: number): Promise<ConsoleStatementDetail> {
      assertMay(actor, 'view');
      return freshDetail(db, id);
    },

    /**
     * Remittances in one state (recorded: waiting for finance), newest first, a page at a time:
     * a queue longer than a page goes on to the next instead of being cut short. The id orders
     * them alone, so no row moves between pages while the queue stays as it is.
     */
    async remittances(actor: StaffActor, query: RemittanceQuery): Promise<Page<ConsoleRemittance>> {
      assertMay(actor, 'view');
      const filter = remittanceRows(db).where('remittance.state', '=', query.state);
      const { rows, total } = await onePage(filter.orderBy('remittance.id', 'desc'), filter, query);
      return { list: rows.map(remittanceToWire), total };
    },

    /** Every role may read statements and download them. */
    assertMayView(actor: StaffActor) {
      assertMay(actor, 'view');
    },

    /** Makes a company's statement for an ended month, as the monthly job would. */
    async make(actor: StaffActor, form: StatementMakeForm): Promise<ConsoleStatementDetail> {
      assertMay(actor, 'manageStatements');
      return freshDetail(db, await make(actor, form));
    },

    /** An adjustment to a statement not yet sent: a new version. */
    async adjust(actor: StaffActor, id: number, form: StatementAdjustForm, seen?: string) {
      assertMay(actor, 'manageStatements');
      const row = await load(id);
      await assertStep(db, row, 'adjust', seen);
      return run(actor, row, 'adjust', (trx, now) => newVersion(trx, row, form, now), form.note);
    },

    async send(actor: StaffActor, id: number, seen?: string) {
      assertMay(actor, 'manageStatements');
      const row = await load(id);
      await assertStep(db, row, 'send', seen);
      return run(
        actor,
        row,
        'send',
        async (_trx, now) => ({ sent_at: now, first_sent_version: row.version }),
        null,
        sentText(row),
      );
    },

    /** The buyer's difference accepted: a new version adjusted by it, confirmed (3 → 2; overdue stays 9 until paid). */
    async acceptDispute(actor: StaffActor, id: number, seen?: string) {
      assertMay(actor, 'manageStatements');
      const row = await load(id);
      await assertStep(db, row, 'acceptDispute', seen);
      const reason = row.diversity_reason ?? '';
      return run(
        actor,
        row,
        'acceptDispute',
        async (trx, now) => {
          const version = await newVersion(trx, row, { amount: -Number(row.diversity ?? 0), note: reason }, now);
          const recorded = Number(row.recorded_amount);
          // Remittances already recorded (remitting goes on at 9) must still fit the lower amount:
          // the shop does not keep more than a statement totals.
          if (recorded > version.account_amount)
            throw refused('statementRecordedAbove', {
              recorded: yuanText(recorded),
              amount: yuanText(version.account_amount),
            });
          // The difference is now the version's adjustment line (its note the buyer's reason): settled.
          // Overdue stays overdue until paid; one whose payments now cover the lower amount (or that
          // now totals nothing) is received (statementNextState).
          return {
            ...version,
            confirmed_at: now,
            diversity: null,
            diversity_reason: null,
            disputed_lines: null,
          };
        },
        reason,
      );
    },

    /** Corrected (a new version, with an adjustment when there is one) and sent again (3 → 1). */
    async resend(actor: StaffActor, id: number, form: StatementResendForm, seen?: string) {
      assertMay(actor, 'manageStatements');
      const row = await load(id);
      await assertStep(db, row, 'resend', seen);
      return run(
        actor,
        row,
        'resend',
        async (trx, now) => ({
          ...(await newVersion(trx, row, form, now)),
          diversity: null,
          diversity_reason: null,
          disputed_lines: null,
          sent_at: now,
        }),
        form.note,
        sentText(row),
      );
    },

    async close(actor: StaffActor, id: number, seen?: string) {
      assertMay(actor, 'manageStatements');
      const row = await load(id);
      await assertStep(db, row, 'close', seen);
      if (!(await invoicedOrNothingOwed(db, row))) throw refused('statementNotInvoiced');
      return run(actor, row, 'close', async (_trx, now) => ({ completed_at: now }));
    },

    /**
     * A remittance arrived: recorded → confirmed once (a conditional update), the statement's paid
     * amount grows, the credit is repaid by a ledger row keyed by the remittance, and the state
     * follows the money.
     */
    async confirmRemittance(actor: StaffActor, remittanceId: number) {
      assertMay(actor, 'manageStatements');
      return handleRemittance(actor, remittanceId, 'confirm', null);
    },

    /** A remittance that did not arrive (or was wrong): returned with a reason; the statement follows. */
    async rejectRemittance(actor: StaffActor, remittanceId: number, reason: string) {
      assertMay(actor, 'manageStatements');
      return handleRemittance(actor, remittanceId, 'reject', reason);
    },
  };
}
