import type { ConsoleGoods } from '../../../common/areas/catalogue/console.ts';
import type { ConsoleQuery } from '../../../common/console.ts';
import type { Page } from '../../../common/envelope.ts';
import { formatMoney, moneyToWire, parseMoney, type Money } from '../../../common/money.ts';
import { notFound } from '../../errors.ts';
import { indexGoods } from '../../search/search-index.ts';
import type { Deps } from '../../services/deps.ts';
import { consoleList } from '../../services/console-list.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { audit } from '../../services/audit.ts';
import { assertMay, handledByOther } from '../../services/staff-permission.ts';

type Change =
  { field: 'onSale'; value: boolean } | { field: 'stock'; value: number } | { field: 'price'; value: Money };

/**
 * Goods on the staff side: search, put on or off sale, change stock and price. Each change is
 * conditional on the value its staff member saw and lands in the audit trail; a sale change
 * also updates the search index, which holds only goods on sale. Buyers' carts read the goods
 * live, so an off-sale line shows greyed there at once (SPEC §2).
 */
export function goodsConsoleService({ db, dialect, clock }: Deps) {
  const base = () =>
    db
      .selectFrom('goods')
      .leftJoin('brand', 'brand.id', 'goods.brand_id')
      .innerJoin('category', 'category.id', 'goods.category_id');

  const one = async (goodsId: number): Promise<ConsoleGoods> => {
    const row = await base().select(columns).where('goods.id', '=', goodsId).executeTakeFirst();
    if (!row) throw notFound();
    return toWire(row);
  };

  const columns = [
    'goods.id',
    'goods.goods_name',
    'brand.name as brand',
    'category.name as category',
    'goods.sale_price',
    'goods.inventory',
    'goods.unit',
    'goods.on_sale',
    'goods.sale_count',
  ] as const;

  const toWire = (row: {
    id: number;
    goods_name: string;
    brand: string | null;
    category: string;
    sale_price: number;
    inventory: number;
    unit: string;
    on_sale: number;
    sale_count: number;
  }): ConsoleGoods => ({
    id: row.id,
    name: row.goods_name,
    brand: row.brand ?? '',
    category: row.category,
    price: moneyToWire(row.sale_price as Money),
    stock: row.inventory,
    unit: row.unit,
    onSale: row.on_sale === 1,
    saleCount: row.sale_count,
  });

  async function change(actor: StaffActor, goodsId: number, wanted: Change, seen?: string): Promise<ConsoleGoods> {
    assertMay(actor, wanted.field === 'price' ? 'changePrice' : 'manageStock');
    const current = await one(goodsId);
    const was = wanted.field === 'onSale' ? current.onSale : wanted.field === 'stock' ? current.stock : current.price;
    if (seen !== undefined && seen !== String(wanted.field === 'onSale' ? (current.onSale ? 1 : 0) : was)) {
      throw handledByOther(current);
    }
    const now = clock.now();
    // Only a new price counts as an update of the goods (update_date orders 综合, the default
    // sort): taking goods off sale or counting stock does not move them up the lists.
    const changed = await db.transaction().execute(async (trx) => {
      let update = trx.updateTable('goods').where('id', '=', goodsId);
      if (wanted.field === 'onSale') {
        update = update.where('on_sale', '=', current.onSale ? 1 : 0);
        const result = await update.set({ on_sale: wanted.value ? 1 : 0 }).executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await indexGoods(trx, dialect, { ids: [goodsId] });
      } else if (wanted.field === 'stock') {
        const result = await update
          .where('inventory', '=', current.stock)
          .set({ inventory: wanted.value })
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
      } else {
        const result = await update
          .where('sale_price', '=', parseMoney(current.price) ?? -1)
          .set({ sale_price: wanted.value, update_date: now })
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
      }
      const shown = (value: unknown) => (wanted.field === 'price' ? formatMoney(value as Money) : value);
      await audit(
        trx,
        actor,
        {
          action: `goods.${wanted.field}`,
          entity: 'goods',
          entityId: goodsId,
          label: current.name,
          before: {
            [wanted.field]: wanted.field === 'price' ? formatMoney(parseMoney(current.price) ?? (0 as Money)) : was,
          },
          after: { [wanted.field]: shown(wanted.value) },
        },
        now,
      );
      return true;
    });
    if (!changed) throw handledByOther(await one(goodsId));
    return one(goodsId);
  }

  return {
    one: async (actor: StaffActor, goodsId: number) => {
      assertMay(actor, 'view');
      return one(goodsId);
    },

    /** Search by name, code or number; filter on sale, off sale, out of stock. */
    async list(actor: StaffActor, query: ConsoleQuery): Promise<Page<ConsoleGoods>> {
      assertMay(actor, 'view');
      let filter = base();
      if (query.status === 'onSale') filter = filter.where('goods.on_sale', '=', 1);
      if (query.status === 'offSale') filter = filter.where('goods.on_sale', '=', 0);
      if (query.status === 'outOfStock')
        filter = filter.where('goods.on_sale', '=', 1).where('goods.inventory', '<=', 0);
      const { rows, total } = await consoleList(
        filter,
        query,
        {
          search: ['goods.goods_name', 'goods.goods_code', 'goods.goods_no'],
          sorts: { id: 'goods.id', stock: 'goods.inventory', price: 'goods.sale_price', sales: 'goods.sale_count' },
          tie: 'goods.id',
        },
        (rows) => rows.select(columns),
      );
      return { list: rows.map(toWire), total };
    },

    setSale: (actor: StaffActor, goodsId: number, onSale: boolean, seen?: string) =>
      change(actor, goodsId, { field: 'onSale', value: onSale }, seen),
    setStock: (actor: StaffActor, goodsId: number, stock: number, seen?: string) =>
      change(actor, goodsId, { field: 'stock', value: stock }, seen),
    setPrice: (actor: StaffActor, goodsId: number, price: Money, seen?: string) =>
      change(actor, goodsId, { field: 'price', value: price }, seen),
  };
}
