import type {
  RemittanceForm,
  StatementConfirmForm,
  StatementDetail,
  StatementListQuery,
  StatementRecord,
} from '../../../common/areas/statements/statement.ts';
import { STATEMENT_SENT, statementStatesAllowing } from '../../../common/areas/statements/transitions.ts';
import type { Payee } from '../../../common/areas/orders/order-types.ts';
import { Code, type Page } from '../../../common/envelope.ts';
import { moneyToText, moneyToWire, type Money } from '../../../common/money.ts';
import { shanghaiDate } from '../../../common/time.ts';
import type { Caller } from '../../caller.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError, notFound, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { onePage } from '../../services/paging.ts';
import {
  sentVersions,
  statementDetail,
  statementQuery,
  statementToWire,
  versionLines,
  type StatementRow,
} from './statement-rows.ts';
import { moveStatement, statementStepAllowed } from './statement-transition.ts';

/** GET remittance/{id}: what is left to pay, where to, and what was recorded so far. */
export interface RemittanceInfo {
  record: StatementRecord;
  left: number;
  payee: Payee;
}

/**
 * Statements on the company's side (SPEC §7 rest/customer/bill/*), for its main
 * account: the list, one statement (any sent version), confirming it or disputing it with a
 * difference and a reason, and recording remittances with their vouchers. Every change is one
 * conditional update on the state (and version) the buyer saw.
 */
export function statementService({ db, clock, payee }: Deps) {
  const own = async (caller: Caller, id: number): Promise<StatementRow> => {
    const row = await statementQuery(db)
      .where('statement.id', '=', id)
      .where('statement.company_id', '=', caller.companyId)
      .where('statement.state', 'in', STATEMENT_SENT)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  const changedMeanwhile = async (caller: Caller, id: number) =>
    new AppError(Code.conflict, 'handledByOther', {}, statementToWire(await own(caller, id)));

  return {
    async page(caller: Caller, query: StatementListQuery): Promise<Page<StatementRecord>> {
      let filter = db
        .selectFrom('statement')
        .innerJoin('company', 'company.id', 'statement.company_id')
        .where('statement.company_id', '=', caller.companyId)
        .where('statement.state', 'in', STATEMENT_SENT);
      if (query.q) {
        const like = `%${query.q}%`;
        filter = filter.where((eb) =>
          eb.or([eb('statement.balance_num', 'like', like), eb('statement.month', 'like', like)]),
        );
      }
      if (query.state !== undefined) filter = filter.where('statement.state', '=', query.state);
      const list = filter.selectAll('statement').select('company.name as company').orderBy('statement.month', 'desc');
      const { rows, total } = await onePage(list, filter, query);
      return { list: rows.map(statementToWire), total };
    },

    /** balanceInfo/{id}: the version the buyer reads now, or an earlier sent one (its route adds the invoices). */
    async info(caller: Caller, id: number, version?: number): Promise<StatementDetail> {
      const row = await own(caller, id);
      if (version !== undefined && (version < sentVersions(row).from || version > row.version)) throw notFound();
      return statementDetail(db, row, version);
    },

    /**
     * confirm {id, diversity, diversityReson}: no difference confirms it (1 → 2); a difference
     * with its reason disputes it (1 → 3), the marked lines being this version's. `version` is
     * the one the buyer read: a statement corrected meanwhile is not confirmed unseen.
     */
    async confirm(caller: Caller, id: number, form: StatementConfirmForm, version?: number): Promise<StatementDetail> {
      const row = await own(caller, id);
      const action = form.diversity === 0 ? 'confirm' : 'dispute';
      if (!statementStepAllowed(row, action))
        throw new AppError(Code.conflict, 'actionNotAllowed', {}, statementToWire(row));
      if (version !== undefined && version !== row.version) throw await changedMeanwhile(caller, id);
      const { ids } = await versionLines(db, id, row.version);
      if (form.disputedLines.some((line) => !ids.includes(line))) throw refused('statementLinesUnknown');
      // A difference takes the statement down to nothing at most: the shop's side is corrected, not reversed.
      if (form.diversity > row.account_amount)
        throw refused('statementDiversityTooHigh', { max: moneyToText(row.account_amount as Money, 2) });
      // A month that owes nothing (its refunds outweigh its orders) has nothing to invoice or pay:
      // confirmed, it is received at once (statementNextState).
      const now = clock.now();
      const moved = await db.transaction().execute((trx) =>
        moveStatement(
          trx,
          {
            action,
            actor: 'buyer',
            from: row,
            unchanged: 'version',
            set: {
              diversity: action === 'confirm' ? null : form.diversity,
              diversity_reason: action === 'confirm' ? null : form.diversityReson,
              disputed_lines: action === 'confirm' ? null : JSON.stringify(form.disputedLines),
              confirmed_at: action === 'confirm' ? now : null,
            },
          },
          now,
        ),
      );
      if (!moved) throw await changedMeanwhile(caller, id);
      return statementDetail(db, await own(caller, id));
    },

    /** GET remittance/{id}: what is left to pay and the shop's receiving account. */
    async remittanceInfo(caller: Caller, id: number): Promise<RemittanceInfo> {
      const row = await own(caller, id);
      return {
        record: statementToWire(row),
        left: moneyToWire(Math.max(0, row.account_amount - row.recorded_amount) as Money),
        payee,
      };
    },

    /**
     * Records a remittance (state 4, 5, 6 or 9): never more than is left to pay — one conditional
     * update adds it to what is recorded, so parallel records cannot together exceed the amount —
     * with a bank serial number recorded once and a voucher the company uploaded for it.
     */
    async remit(caller: Caller, id: number, form: RemittanceForm): Promise<StatementDetail> {
      const row = await own(caller, id);
      if (!statementStepAllowed(row, 'remit'))
        throw new AppError(Code.conflict, 'actionNotAllowed', {}, statementToWire(row));
      if (form.remitDate > shanghaiDate(clock.now())) throw refused('remitDateFuture');
      const voucher = await db
        .selectFrom('attachment')
        .select('path')
        .where('company_id', '=', caller.companyId)
        .where('form_id', '=', form.formId)
        .where('path', '=', form.voucher)
        .where('doctype', '=', 'voucher')
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!voucher) throw refused('voucherMissing');
      const used = await db.selectFrom('remittance').select('id').where('serial', '=', form.serial).executeTakeFirst();
      if (used) throw refused('statementSerialUsed');
      const now = clock.now();
      try {
        const done = await db.transaction().execute(async (trx) => {
          const added = await trx
            .updateTable('statement')
            .set((eb) => ({ recorded_amount: eb('recorded_amount', '+', form.amount) }))
            .where('id', '=', id)
            .where('state', 'in', statementStatesAllowing('remit'))
            .where((eb) => eb(eb('recorded_amount', '+', form.amount), '<=', eb.ref('account_amount')))
            .returning(['state', 'account_amount', 'recorded_amount', 'paid_amount'])
            .executeTakeFirst();
          if (!added) return false;
          await trx
            .insertInto('remittance')
            .values({
              statement_id: id,
              company_id: caller.companyId,
              amount: form.amount,
              remit_date: form.remitDate,
              payer_name: form.payerName,
              payer_account: form.payerAccount,
              serial: form.serial,
              form_id: form.formId,
              voucher: form.voucher,
              account_id: caller.accountId,
              created_at: now,
            })
            .execute();
          // The update above holds the statement's row: the state it answers is the one it moves from.
          if (!(await moveStatement(trx, { action: 'remit', actor: 'buyer', from: { ...row, ...added } }, now)))
            throw new AppError(Code.conflict, 'handledByOther');
          return true;
        });
        if (!done) {
          const fresh = await own(caller, id);
          if (!statementStepAllowed(fresh, 'remit'))
            throw new AppError(Code.conflict, 'actionNotAllowed', {}, statementToWire(fresh));
          throw refused('statementRemitTooMuch', {
            left: moneyToText(Math.max(0, fresh.account_amount - fresh.recorded_amount) as Money, 2),
          });
        }
      } catch (error) {
        if (uniqueViolation(error)) throw refused('statementSerialUsed');
        throw error;
      }
      return statementDetail(db, await own(caller, id));
    },
  };
}
