import { sql } from 'kysely';
import type {
  ConsoleRemittance,
  ConsoleStatement,
  ConsoleStatementDetail,
  RemittanceQuery,
  StatementAdjustForm,
  StatementMakeForm,
  StatementResendForm,
} from '../../../common/areas/statements/console.ts';
import {
  StatementState,
  staffStatementActionsOf,
  statementAllows,
  statementMoneyState,
  type StatementAction,
} from '../../../common/areas/statements/transitions.ts';
import type { ConsoleQuery } from '../../../common/areas/staff/console.ts';
import { Code, type Page } from '../../../common/envelope.ts';
import { message } from '../../../common/messages.ts';
import { moneyToText, moneyToWire, type Money } from '../../../common/money.ts';
import { shanghaiDate, shanghaiMonth, wireTime } from '../../../common/time.ts';
import type { Db } from '../../db/types.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError, notFound, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { onePage } from '../../services/paging.ts';
import { consoleList } from '../../services/console-list.ts';
import { restoreCredit } from '../credit/index.ts';
import { invoiceDueOf } from '../invoices/index.ts';
import { makeStatement } from './statement-make.ts';
import { settleReceived } from './statement-settle.ts';
import { statementDetail, statementQuery, type StatementRow } from './statement-rows.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { audit, timelineOf } from '../../services/audit.ts';
import { textCompany } from '../../services/notify.ts';
import { assertMay, handledByOther } from '../../services/staff-permission.ts';

const yuan = (amount: number) => moneyToWire(Number(amount) as Money);
const text = (amount: number) => moneyToText(Number(amount) as Money, 2);

/**
 * Statements on the staff's side: the list, one statement with its remittances,
 * making one by hand, adjusting a draft, sending, accepting a dispute or correcting and resending
 * (each a new version, the old one kept), confirming or returning remittances (a confirmed one
 * repays the credit once), and closing. Every step is one conditional update on what the member
 * saw, with its audit row in the same transaction.
 */
export function statementConsoleService({ db, clock, sms }: Deps) {
  const toWire = (row: StatementRow): ConsoleStatement => ({
    id: row.id,
    companyId: row.company_id,
    company: row.company,
    balanceNum: row.balance_num,
    month: row.month,
    state: row.state,
    payStatus: row.pay_status,
    version: row.version,
    accountAmount: yuan(row.account_amount),
    recordedAmount: yuan(row.recorded_amount),
    paidAmount: yuan(row.paid_amount),
    dueDate: row.due_date,
    createDate: wireTime(row.created_at),
    seen: row.updated_at,
  });

  const load = async (id: number): Promise<StatementRow> => {
    const row = await statementQuery(db).where('statement.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  const remittanceRows = () =>
    db
      .selectFrom('remittance')
      .innerJoin('statement', 'statement.id', 'remittance.statement_id')
      .innerJoin('company', 'company.id', 'remittance.company_id')
      .selectAll('remittance')
      .select(['statement.balance_num', 'company.name as company']);

  const remittanceToWire = (row: Awaited<ReturnType<ReturnType<typeof remittanceRows>['execute']>>[number]) =>
    ({
      id: row.id,
      statementId: row.statement_id,
      balanceNum: row.balance_num,
      company: row.company,
      amount: yuan(row.amount),
      remitDate: row.remit_date,
      payerName: row.payer_name,
      payerAccount: row.payer_account,
      serial: row.serial,
      voucher: row.voucher,
      state: row.state,
      rejectReason: row.reject_reason,
      createDate: wireTime(row.created_at),
    }) satisfies ConsoleRemittance;

  /** Closing needs the statement invoiced (the invoice console's blue invoice), unless it owes nothing. */
  const invoicedOrNothingOwed = async (row: StatementRow) =>
    row.account_amount <= 0 ||
    (await db
      .selectFrom('invoice')
      .select('id')
      .where('statement_id', '=', row.id)
      .where('kind', '=', 'blue')
      .executeTakeFirst()) !== undefined;

  /**
   * What the console offers: the table's steps, less a close before the invoice, and 'invoice'
   * only while the statement waits in the 待开票 queue (the invoice console issues it); at 9 only a
   * dispute still open is accepted or corrected.
   */
  const actionsOf = async (row: StatementRow) => {
    const waitsForInvoice = (await invoiceDueOf(db, 'statement', row.id)) !== null;
    const closable = await invoicedOrNothingOwed(row);
    return staffStatementActionsOf(row.state).filter((action) => {
      if (action === 'invoice') return waitsForInvoice;
      if (action === 'close') return closable;
      if (action === 'acceptDispute' || action === 'resend') return row.diversity !== null;
      return true;
    });
  };

  const detailOf = async (row: StatementRow): Promise<ConsoleStatementDetail> => ({
    ...toWire(row),
    detail: await statementDetail(db, row, row.version, 1),
    remittances: (
      await remittanceRows().where('remittance.statement_id', '=', row.id).orderBy('remittance.id').execute()
    ).map(remittanceToWire),
    actions: await actionsOf(row),
    invoiceDue: await invoiceDueOf(db, 'statement', row.id).then((due) =>
      due === null ? null : moneyToWire(due as Money),
    ),
    timeline: await timelineOf(db, 'statement', row.id),
  });

  const assertStep = async (actor: StaffActor, row: StatementRow, action: StatementAction, seen?: string) => {
    if (seen !== undefined && seen !== String(row.updated_at)) throw handledByOther(await detailOf(row));
    if (!statementAllows(row.state, action))
      throw new AppError(Code.conflict, 'actionNotAllowed', {}, await detailOf(row));
  };

  /**
   * A new version: the current one's lines copied, plus an adjustment when there is one; the
   * statement's total follows its lines. The old version stays, as it was sent.
   */
  const newVersion = async (
    trx: Db,
    row: StatementRow,
    adjustment: { amount: number; note: string } | null,
    now: number,
  ) => {
    const version = row.version + 1;
    await trx
      .insertInto('statement_line')
      .columns([
        'statement_id',
        'version',
        'kind',
        'ref_id',
        'order_id',
        'order_no',
        'occurred_on',
        'description',
        'goods_json',
        'amount',
      ])
      .expression((eb) =>
        eb
          .selectFrom('statement_line')
          .select([
            'statement_id',
            sql<number>`${version}`.as('version'),
            'kind',
            'ref_id',
            'order_id',
            'order_no',
            'occurred_on',
            'description',
            'goods_json',
            'amount',
          ])
          .where('statement_id', '=', row.id)
          .where('version', '=', row.version),
      )
      .execute();
    if (adjustment && adjustment.amount !== 0)
      await trx
        .insertInto('statement_line')
        .values({
          statement_id: row.id,
          version,
          kind: 'adjust',
          // One adjustment per version: its version names it.
          ref_id: version,
          order_id: null,
          order_no: '',
          occurred_on: shanghaiDate(now),
          description: adjustment.note,
          goods_json: null,
          amount: adjustment.amount,
        })
        .execute();
    const total = await trx
      .selectFrom('statement_line')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
      .where('statement_id', '=', row.id)
      .where('version', '=', version)
      .executeTakeFirstOrThrow();
    return { version, account_amount: Number(total.total) };
  };

  /** One step: the statement's change from the state and version seen, and its audit row. */
  const step = async (
    actor: StaffActor,
    row: StatementRow,
    action: string,
    change: (trx: Db, now: number) => Promise<Record<string, unknown>>,
    reason: string | null = null,
  ) => {
    const now = clock.now();
    const done = await db.transaction().execute(async (trx) => {
      const set = await change(trx, now);
      const moved = await trx
        .updateTable('statement')
        .set({ ...set, updated_at: now })
        .where('id', '=', row.id)
        .where('state', '=', row.state)
        .where('updated_at', '=', row.updated_at)
        .executeTakeFirst();
      // Refused: whatever the change wrote (a version's lines) goes with the transaction.
      if (Number(moved.numUpdatedRows) !== 1) throw handledByOther(null);
      await audit(
        trx,
        actor,
        {
          action: `statement.${action}`,
          entity: 'statement',
          entityId: row.id,
          label: `${row.balance_num} ${row.company}`,
          before: { state: row.state, version: row.version, amount: text(row.account_amount) },
          after: {
            state: set.state ?? row.state,
            version: set.version ?? row.version,
            amount: text(Number(set.account_amount ?? row.account_amount)),
          },
          reason,
        },
        now,
      );
    });
    return done;
  };

  const run = async (
    actor: StaffActor,
    row: StatementRow,
    action: string,
    change: (trx: Db, now: number) => Promise<Record<string, unknown>>,
    reason: string | null = null,
  ) => {
    try {
      await step(actor, row, action, change, reason);
    } catch (error) {
      // A step at the same moment won: its update (10060 here) or, for a new version, its lines
      // (the second copy of the version fails on the lines' key before reaching the update).
      if ((error instanceof AppError && error.code === Code.conflict) || uniqueViolation(error))
        throw handledByOther(await detailOf(await load(row.id)));
      throw error;
    }
    return detailOf(await load(row.id));
  };

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
      return { list: rows.map(toWire), total };
    },

    async detail(actor: StaffActor, id: number): Promise<ConsoleStatementDetail> {
      assertMay(actor, 'view');
      return detailOf(await load(id));
    },

    /**
     * Remittances in one state (recorded: waiting for finance), newest first, a page at a time:
     * a queue longer than a page goes on to the next instead of being cut short. The id orders
     * them alone, so no row moves between pages while the queue stays as it is.
     */
    async remittances(actor: StaffActor, query: RemittanceQuery): Promise<Page<ConsoleRemittance>> {
      assertMay(actor, 'view');
      const filter = remittanceRows().where('remittance.state', '=', query.state);
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
      const now = clock.now();
      if (form.month >= shanghaiMonth(now)) throw refused('statementMonthInvalid');
      const company = await db
        .selectFrom('company')
        .select(['id', 'name'])
        .where('id', '=', form.companyId)
        .executeTakeFirst();
      if (!company) throw notFound();
      let id: number | null;
      try {
        id = await db.transaction().execute(async (trx) => {
          const made = await makeStatement(trx, company.id, form.month, now);
          if (made !== null)
            await audit(
              trx,
              actor,
              {
                action: 'statement.make',
                entity: 'statement',
                entityId: made,
                label: `${form.month} ${company.name}`,
                after: { state: 0 },
              },
              now,
            );
          return made;
        });
      } catch (error) {
        if (uniqueViolation(error)) throw refused('statementExists', { month: form.month });
        throw error;
      }
      if (id === null) {
        const exists = await db
          .selectFrom('statement')
          .select('id')
          .where('company_id', '=', company.id)
          .where('month', '=', form.month)
          .executeTakeFirst();
        throw refused(exists ? 'statementExists' : 'statementNothingToMake', { month: form.month });
      }
      return detailOf(await load(id));
    },

    /** An adjustment to a statement not yet sent: a new version. */
    async adjust(actor: StaffActor, id: number, form: StatementAdjustForm, seen?: string) {
      assertMay(actor, 'manageStatements');
      const row = await load(id);
      await assertStep(actor, row, 'adjust', seen);
      return run(actor, row, 'adjust', (trx, now) => newVersion(trx, row, form, now), form.note);
    },

    async send(actor: StaffActor, id: number, seen?: string) {
      assertMay(actor, 'manageStatements');
      const row = await load(id);
      await assertStep(actor, row, 'send', seen);
      const detail = await run(actor, row, 'send', async (_trx, now) => ({
        state: StatementState.awaitingConfirmation,
        sent_at: now,
        first_sent_version: row.version,
      }));
      await textCompany(
        db,
        sms,
        row.company_id,
        message('zh-CN', 'smsStatementSentText', {
          company: row.company,
          month: row.month,
          no: row.balance_num,
          amount: text(row.account_amount),
        }),
      );
      return detail;
    },

    /** The buyer's difference accepted: a new version adjusted by it, confirmed (3 → 2; overdue stays 9 until paid). */
    async acceptDispute(actor: StaffActor, id: number, seen?: string) {
      assertMay(actor, 'manageStatements');
      const row = await load(id);
      await assertStep(actor, row, 'acceptDispute', seen);
      if (row.diversity === null) throw new AppError(Code.conflict, 'actionNotAllowed', {}, await detailOf(row));
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
            throw refused('statementRecordedAbove', { recorded: text(recorded), amount: text(version.account_amount) });
          // Overdue stays overdue until paid; one whose payments now cover the lower amount (or that
          // now totals nothing) is received, and settled as a last remittance would settle it.
          const paid = Number(row.paid_amount) >= version.account_amount;
          const state = paid
            ? StatementState.receiptConfirmed
            : row.state === StatementState.overdue
              ? StatementState.overdue
              : StatementState.confirmed;
          if (paid) await settleReceived(trx, row, version.version, now);
          // The difference is now the version's adjustment line (its note the buyer's reason): settled.
          return {
            ...version,
            state,
            pay_status: recorded >= version.account_amount ? 1 : 0,
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
      await assertStep(actor, row, 'resend', seen);
      if (row.diversity === null) throw new AppError(Code.conflict, 'actionNotAllowed', {}, await detailOf(row));
      const detail = await run(
        actor,
        row,
        'resend',
        async (trx, now) => ({
          ...(await newVersion(trx, row, form, now)),
          state: StatementState.awaitingConfirmation,
          diversity: null,
          diversity_reason: null,
          disputed_lines: null,
          sent_at: now,
        }),
        form.note,
      );
      const fresh = await load(id);
      await textCompany(
        db,
        sms,
        row.company_id,
        message('zh-CN', 'smsStatementSentText', {
          company: row.company,
          month: row.month,
          no: row.balance_num,
          amount: text(fresh.account_amount),
        }),
      );
      return detail;
    },

    async close(actor: StaffActor, id: number, seen?: string) {
      assertMay(actor, 'manageStatements');
      const row = await load(id);
      await assertStep(actor, row, 'close', seen);
      if (!(await invoicedOrNothingOwed(row))) throw refused('statementNotInvoiced');
      return run(actor, row, 'close', async (_trx, now) => ({ state: StatementState.complete, completed_at: now }));
    },

    /**
     * A remittance arrived: recorded → confirmed once (a conditional update), the statement's paid
     * amount grows, the credit is repaid by a ledger row keyed by the remittance, and the state
     * follows the money.
     */
    async confirmRemittance(actor: StaffActor, remittanceId: number) {
      assertMay(actor, 'manageStatements');
      return handleRemittance(actor, remittanceId, 'confirmed', null);
    },

    /** A remittance that did not arrive (or was wrong): returned with a reason; the statement follows. */
    async rejectRemittance(actor: StaffActor, remittanceId: number, reason: string) {
      assertMay(actor, 'manageStatements');
      return handleRemittance(actor, remittanceId, 'rejected', reason);
    },
  };

  async function handleRemittance(
    actor: StaffActor,
    remittanceId: number,
    outcome: 'confirmed' | 'rejected',
    reason: string | null,
  ) {
    const remittance = await db.selectFrom('remittance').selectAll().where('id', '=', remittanceId).executeTakeFirst();
    if (!remittance) throw notFound();
    const row = await load(remittance.statement_id);
    const now = clock.now();
    const done = await db.transaction().execute(async (trx) => {
      const handled = await trx
        .updateTable('remittance')
        .set({ state: outcome, handled_by: actor.staffId, handled_at: now, reject_reason: reason })
        .where('id', '=', remittanceId)
        .where('state', '=', 'recorded')
        .executeTakeFirst();
      if (Number(handled.numUpdatedRows) !== 1) return false;
      const money = await trx
        .updateTable('statement')
        .set((eb) =>
          outcome === 'confirmed'
            ? { paid_amount: eb('paid_amount', '+', remittance.amount), updated_at: now }
            : { recorded_amount: eb('recorded_amount', '-', remittance.amount), updated_at: now },
        )
        .where('id', '=', row.id)
        .returning(['state', 'account_amount', 'recorded_amount', 'paid_amount'])
        .executeTakeFirstOrThrow();
      const amounts = {
        amount: Number(money.account_amount),
        recorded: Number(money.recorded_amount),
        paid: Number(money.paid_amount),
      };
      const state = statementAllows(money.state, 'receive') ? statementMoneyState(money.state, amounts) : money.state;
      await trx
        .updateTable('statement')
        .set({ state, pay_status: amounts.recorded >= amounts.amount ? 1 : 0 })
        .where('id', '=', row.id)
        .execute();
      if (outcome === 'confirmed')
        await restoreCredit(trx, {
          companyId: row.company_id,
          kind: 'repay',
          refId: remittanceId,
          amount: remittance.amount as Money,
          now,
        });
      if (state === StatementState.receiptConfirmed && money.state !== StatementState.receiptConfirmed)
        await settleReceived(trx, row, row.version, now);
      await audit(
        trx,
        actor,
        {
          action: `remittance.${outcome === 'confirmed' ? 'confirm' : 'reject'}`,
          entity: 'statement',
          entityId: row.id,
          label: `${row.balance_num} ${row.company}`,
          before: { state: money.state, remittance: remittance.serial, amount: text(remittance.amount) },
          after: { state, remittance: outcome, amount: text(remittance.amount) },
          reason,
        },
        now,
      );
      return true;
    });
    if (!done) throw handledByOther(await detailOf(await load(row.id)));
    return detailOf(await load(row.id));
  }
}
