import { StatementState, statementAllows, statementMoneyState } from '../../../common/areas/statements/transitions.ts';
import type { Money } from '../../../common/money.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../../services/audit.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { handledByOther } from '../../services/staff-permission.ts';
import { restoreCredit } from '../credit/index.ts';
import { freshDetail, loadStatement, yuanText } from './console-detail.ts';
import { settleReceived } from './statement-settle.ts';

/**
 * A remittance handled once: recorded → confirmed or rejected by a conditional update; the
 * statement's paid amount grows (or its recorded amount shrinks), a confirmed one repays the
 * credit by a ledger row keyed by the remittance, and the state follows the money. A second hand
 * gets 10060 and the statement as it is now.
 */
export function remittanceHandler({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  return async (actor: StaffActor, remittanceId: number, outcome: 'confirmed' | 'rejected', reason: string | null) => {
    const remittance = await db.selectFrom('remittance').selectAll().where('id', '=', remittanceId).executeTakeFirst();
    if (!remittance) throw notFound();
    const row = await loadStatement(db, remittance.statement_id);
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
          before: { state: money.state, remittance: remittance.serial, amount: yuanText(remittance.amount) },
          after: { state, remittance: outcome, amount: yuanText(remittance.amount) },
          reason,
        },
        now,
      );
      return true;
    });
    if (!done) throw handledByOther(await freshDetail(db, row.id));
    return freshDetail(db, row.id);
  };
}
