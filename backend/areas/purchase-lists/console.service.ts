import type { PurchaseListDetail, StaffPurchaseList } from '../../../common/areas/purchase-lists/purchase-list.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { assertMay } from '../../services/staff-permission.ts';
import { notFound } from '../../errors.ts';
import { listLines, listRows } from './list-reads.ts';

/** The staff's view of purchase lists: a company's, and one list's lines. They read and change nothing. */
export function purchaseListConsoleService({ db }: Deps) {
  return {
    async companyLists(actor: StaffActor, companyId: number): Promise<StaffPurchaseList[]> {
      assertMay(actor, 'view');
      return listRows(db, companyId);
    },

    async list(actor: StaffActor, listId: number): Promise<Omit<PurchaseListDetail, 'editable'>> {
      assertMay(actor, 'view');
      const company = await db
        .selectFrom('purchase_list')
        .select('company_id')
        .where('id', '=', listId)
        .executeTakeFirst();
      if (!company) throw notFound();
      const [row] = await listRows(db, company.company_id, listId);
      if (!row) throw notFound();
      return { ...row, lines: await listLines(db, listId) };
    },
  };
}
