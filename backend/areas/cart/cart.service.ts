import { sql } from 'kysely';
import { DEFAULT_UNIT, QUANTITY_MAX } from '../../../common/constants.ts';
import { moneyToWire } from '../../../common/money.ts';
import type { AddToCartForm, CartItem, UpdateCartForm } from '../../../common/areas/cart/cart.ts';
import type { Caller } from '../../caller.ts';
import { notFound, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { removeOwnRows } from '../../services/own-rows.ts';
import { companyPricing, goodsForCompany, goodsPriceAndState } from '../company-prices/index.ts';

/**
 * The caller's cart: one line per goods, quantities within the goods' minimum and 9999.
 * A cart belongs to the account, not the company: colleagues keep carts of their own.
 */
export function cartService({ db, clock }: Deps) {
  return {
    async add(caller: Caller, form: AddToCartForm): Promise<void> {
      const goods = await db
        .selectFrom('goods')
        .select(['id', 'on_sale', 'quantity', 'inventory', 'unit'])
        .where('id', '=', form.goodsId)
        .executeTakeFirst();
      if (!goods) throw notFound();
      if (goods.on_sale !== 1) throw refused('goodsOffSale');
      // Goods outside a catalogue company's catalogue are, for its buyers, as good as off sale.
      const pricing = await companyPricing(db, caller.companyId, clock.now());
      if (!(await goodsForCompany(db, pricing, goods.id)).allowed) throw refused('goodsOffSale');
      // Nothing in stock: the checkout would refuse it, so the cart does at once.
      if (goods.inventory <= 0) throw refused('outOfStock');
      if (form.quantity < goods.quantity)
        throw refused('belowMinimum', { min: goods.quantity, unit: goods.unit || DEFAULT_UNIT });
      // Adding what is already in the cart adds to its line, up to the most one line may hold.
      await db
        .insertInto('cart_item')
        .values({ account_id: caller.accountId, goods_id: goods.id, quantity: form.quantity, created_at: clock.now() })
        .onConflict((oc) =>
          oc.columns(['account_id', 'goods_id']).doUpdateSet({
            // CASE rather than min()/least(): the one spelling both databases share.
            quantity: sql<number>`case when cart_item.quantity + excluded.quantity > ${QUANTITY_MAX} then ${QUANTITY_MAX} else cart_item.quantity + excluded.quantity end`,
          }),
        )
        .execute();
    },

    /**
     * rest/car/my: newest line first, each with the goods' price and state as they are now: the
     * company's own price where one is in force, and goods outside a catalogue company's
     * catalogue shown off sale (the checkout refuses them so too).
     */
    async list(caller: Caller): Promise<CartItem[]> {
      const pricing = await companyPricing(db, caller.companyId, clock.now());
      const rows = await db
        .selectFrom('cart_item')
        .innerJoin('goods', 'goods.id', 'cart_item.goods_id')
        .select([
          'cart_item.id',
          'cart_item.goods_id',
          'cart_item.quantity',
          'goods.goods_name',
          'goods.goods_image',
          ...goodsPriceAndState(pricing),
          'goods.quantity as minimum',
          'goods.inventory',
          'goods.unit',
        ])
        .where('cart_item.account_id', '=', caller.accountId)
        .orderBy('cart_item.created_at', 'desc')
        .orderBy('cart_item.id', 'desc')
        .execute();
      return rows.map((row) => {
        const item: CartItem = {
          id: row.id,
          goodsId: row.goods_id,
          goodsName: row.goods_name,
          goodsImage: row.goods_image,
          salePrice: moneyToWire(row.sale_price),
          quantity: row.quantity,
          productQuantity: row.minimum,
          onSale: Number(row.on_sale),
          inventory: row.inventory,
          unit: row.unit || DEFAULT_UNIT,
        };
        if (row.company_price !== null) item.listPrice = moneyToWire(row.list_price);
        return item;
      });
    },

    /** rest/car/update: a line of the caller's own, on sale, between the goods' minimum and 9999. */
    async update(caller: Caller, { carId, quantity }: UpdateCartForm): Promise<void> {
      const line = await db
        .selectFrom('cart_item')
        .innerJoin('goods', 'goods.id', 'cart_item.goods_id')
        .select(['goods.on_sale', 'goods.quantity as minimum', 'goods.unit'])
        .where('cart_item.id', '=', carId)
        .where('cart_item.account_id', '=', caller.accountId)
        .executeTakeFirst();
      if (!line) throw notFound();
      if (line.on_sale !== 1) throw refused('goodsOffSale');
      if (quantity < line.minimum)
        throw refused('belowMinimum', { min: line.minimum, unit: line.unit || DEFAULT_UNIT });
      const result = await db
        .updateTable('cart_item')
        .set({ quantity })
        .where('id', '=', carId)
        .where('account_id', '=', caller.accountId)
        .executeTakeFirst();
      // Deleted (or bought) between the look-up and this write.
      if (Number(result.numUpdatedRows) === 0) throw notFound();
    },

    /** rest/car/delete: the caller's lines, all of them or — when any id is not theirs — none. */
    remove: (caller: Caller, ids: number[]) =>
      removeOwnRows(db, ids, (trx, own) =>
        trx
          .deleteFrom('cart_item')
          .where('account_id', '=', caller.accountId)
          .where('id', 'in', own)
          .executeTakeFirst(),
      ),
  };
}
