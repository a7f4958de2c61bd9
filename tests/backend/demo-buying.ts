import type { TestBackend } from './harness.ts';

/** A company's seeded default delivery address and its invoice header (0 when it has none, as 'other'). */
export async function deliveryFor(t: TestBackend, companyId: number): Promise<{ address: number; header: number }> {
  const address = await t.db
    .selectFrom('address')
    .select('id')
    .where('company_id', '=', companyId)
    .where('is_default', '=', 1)
    .executeTakeFirstOrThrow();
  const header = await t.db
    .selectFrom('invoice_header')
    .select('id')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return { address: address.id, header: header?.id ?? 0 };
}

/** A goods on sale that can be bought one at a time, with stock to spare for a whole test file. */
export async function plentifulGoods(t: TestBackend): Promise<number> {
  const goods = await t.db
    .selectFrom('goods')
    .select('id')
    .where('on_sale', '=', 1)
    .where('quantity', '=', 1)
    .where('inventory', '>=', 1000)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return goods.id;
}
