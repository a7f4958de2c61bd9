import type { StatementMakeForm } from '../../../common/areas/statements/console.ts';
import { shanghaiMonth } from '../../../common/time.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { notFound, refused } from '../../errors.ts';
import { audit } from '../../services/audit.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { makeStatement } from './statement-make.ts';

/**
 * Makes a company's statement for an ended month, as the monthly job would, with its audit row;
 * answers its id. A month already made, or one with nothing in it, is refused.
 */
export function statementMaker({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  return async (actor: StaffActor, form: StatementMakeForm): Promise<number> => {
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
    return id;
  };
}
