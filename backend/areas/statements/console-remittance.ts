import { remittanceTransitions, type RemittanceAction } from '../../../common/areas/statements/transitions.ts';
import { notFound } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { handledByOther } from '../../services/staff-permission.ts';
import { loadStatement, yuanText } from './console-detail.ts';
import { freshAfter } from './console-step.ts';
import { moveRemittance } from './remittance-transition.ts';
import { repayRemittance } from './statement-settle.ts';
import { moveStatement } from './statement-transition.ts';

/**
 * A remittance handled once: recorded → confirmed or returned by its one writer; the statement's
 * paid amount grows (or its recorded amount shrinks), a confirmed one repays the credit by a
 * ledger row keyed by the remittance, and the statement receives it: its state follows the money,
 * with the audit row. A second hand gets 10060 and the statement as it is now.
 */
export function remittanceHandler({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  return async (actor: StaffActor, remittanceId: number, action: RemittanceAction, reason: string | null) => {
    const remittance = await db.selectFrom('remittance').selectAll().where('id', '=', remittanceId).executeTakeFirst();
    if (!remittance) throw notFound();
    const row = await loadStatement(db, remittance.statement_id);
    const amount = yuanText(remittance.amount);
    return freshAfter(db, row.id, () => {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        if (!(await moveRemittance(trx, remittance, action, { actor, reason, now }))) throw handledByOther(null);
        // The amounts move by themselves, added in the database, so two remittances handled at
        // once both count; the update holds the statement's row, so the state it answers is the one
        // the statement moves from.
        const money = await trx
          .updateTable('statement')
          .set((eb) =>
            action === 'confirm'
              ? { paid_amount: eb('paid_amount', '+', remittance.amount) }
              : { recorded_amount: eb('recorded_amount', '-', remittance.amount) },
          )
          .where('id', '=', row.id)
          .returning(['state', 'account_amount', 'recorded_amount', 'paid_amount'])
          .executeTakeFirstOrThrow();
        if (action === 'confirm') await repayRemittance(trx, row, remittance, now);
        const received = await moveStatement(
          trx,
          {
            action: 'receive',
            actor,
            from: { ...row, ...money },
            note: {
              action: `remittance.${action}`,
              before: { remittance: remittance.serial, amount },
              after: { remittance: remittanceTransitions.recorded[action], amount },
              reason,
            },
          },
          now,
        );
        if (!received) throw handledByOther(null);
      });
    });
  };
}
