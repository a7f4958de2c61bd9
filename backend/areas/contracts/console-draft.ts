import type { ContractDraftForm } from '../../../common/areas/contracts/contract.ts';
import { moneyToText } from '../../../common/money.ts';
import { CompanyStatus } from '../../../common/areas/account/transitions.ts';
import { shanghaiDay } from '../../../common/time.ts';
import type { Db } from '../../db/types.ts';
import { notFound, refused } from '../../errors.ts';
import { audit } from '../../services/audit.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';

/** The company a contract is drafted for: it must be approved. */
export async function contractParty(db: Db, companyId: number) {
  const company = await db
    .selectFrom('company')
    .select(['id', 'name', 'status'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw notFound();
  if (company.status !== CompanyStatus.approved) throw refused('contractCompanyNotApproved');
  return company;
}

/** The draft's columns from the form: party names are the company's and the shop's own. */
export const draftColumns = ({ payee }: Pick<Deps, 'payee'>, form: ContractDraftForm, companyName: string) => ({
  contract_name: form.contractName,
  sign_main: companyName,
  main_charge: form.mainCharge,
  sign_sub: payee.accountName,
  sub_charge: form.subCharge,
  contract_type: form.contractType,
  retention_amount: form.retentionAmount,
  contract_amount: form.contractAmount,
  account_period: form.accountPeriod,
  sign_date: form.signDate,
  end_date: form.endDate,
  credit_amount: form.creditAmount,
  terms: form.terms,
});

/** Drafts a contract for an approved company, numbered by its id, with its audit row; answers its id. */
export function contractDrafter({ db, clock, payee }: Pick<Deps, 'db' | 'clock' | 'payee'>) {
  return async (actor: StaffActor, form: ContractDraftForm): Promise<number> => {
    const company = await contractParty(db, form.companyId);
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('contract')
        .values({
          company_id: company.id,
          // Unique by the placeholder until the id gives the number, as orders do.
          contract_no: `draft-${now}-${Math.random().toString(36).slice(2, 10)}`,
          ...draftColumns({ payee }, form, company.name),
          drafted_by: actor.staffId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const contractNo = `HT${shanghaiDay(now)}${String(inserted.id).padStart(5, '0')}`;
      await trx.updateTable('contract').set({ contract_no: contractNo }).where('id', '=', inserted.id).execute();
      await audit(
        trx,
        actor,
        {
          action: 'contract.draft',
          entity: 'contract',
          entityId: inserted.id,
          label: `${contractNo} ${company.name}`,
          after: { status: 0, creditAmount: moneyToText(form.creditAmount, 2) },
        },
        now,
      );
      return inserted.id;
    });
  };
}
