import { periodDays, type ContractPriceList } from '../../../common/areas/price-lists/console.ts';
import type { Db } from '../../db/types.ts';

/**
 * The price lists a company's contracts carry (a list's contract_id), for the contract's pages:
 * always within the one company asked for, so a buyer never reads another company's list.
 */
export async function contractPriceLists(db: Db, companyId: number, contractId?: number): Promise<ContractPriceList[]> {
  let query = db
    .selectFrom('price_list')
    .select(['id', 'name', 'contract_id', 'valid_from', 'valid_to'])
    .where('company_id', '=', companyId)
    .where('contract_id', 'is not', null)
    .orderBy('valid_from');
  if (contractId !== undefined) query = query.where('contract_id', '=', contractId);
  return (await query.execute()).map((row) => ({
    id: row.id,
    contractId: row.contract_id!,
    name: row.name,
    ...periodDays(Number(row.valid_from), Number(row.valid_to)),
  }));
}
