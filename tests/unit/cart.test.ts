import { describe, expect, it } from 'vitest';
import {
  cartHref,
  isOutOfStock,
  isSelectable,
  selectionOf,
  subtotalOf,
  summaryOf,
  ticksOf,
} from '../../app/areas/cart/cart.ts';
import { favouritesHref } from '../../app/areas/favourites/favourites-url.ts';
import { firstIssue, formValues } from '../../common/form.ts';
import { formatMoney } from '../../common/money.ts';
import { deleteCartSchema, updateCartSchema, type CartItem } from '../../common/areas/cart/cart.ts';
import { cancelFavouritesSchema, favouriteQuerySchema } from '../../common/areas/favourites/favourite.ts';

const line = (
  id: number,
  salePrice: number,
  quantity: number,
  onSale = 1,
  productQuantity = 1,
  inventory = 100,
): CartItem => ({
  id,
  goodsId: id * 10,
  goodsName: `商品${id}`,
  goodsImage: '',
  salePrice,
  quantity,
  productQuantity,
  onSale,
  inventory,
  unit: '个',
});

describe('the cart screen’s sums', () => {
  // Floats would drift here: 0.1 + 0.2, and sub-fen unit prices of fasteners.
  const lines = [line(1, 0.1, 3), line(2, 0.2, 1), line(3, 0.0059, 500, 1, 50), line(4, 99.99, 2, 0)];

  it('totals the selected lines exactly, in ten-thousandths of a yuan', () => {
    expect(summaryOf(lines, new Set([1, 2]))).toEqual({ count: 2, total: 5000 });
    expect(formatMoney(summaryOf(lines, new Set([1, 2, 3])).total)).toBe('3.45');
    expect(formatMoney(subtotalOf(line(5, 0.0059, 3)))).toBe('0.0177');
  });

  it('leaves off-sale lines out of the count and the total even when asked for', () => {
    expect(summaryOf(lines, new Set([4]))).toEqual({ count: 0, total: 0 });
  });

  it('uses a quantity being saved before the saved one', () => {
    expect(summaryOf(lines, new Set([1]), new Map([[1, 10]])).total).toBe(10_000);
  });

  it('reads a selection as lines of this cart that can be chosen, in the cart’s order', () => {
    expect(selectionOf(['3', '1', 'x', '99', '4'], lines)).toEqual([1, 3]);
    expect(selectionOf([], lines)).toEqual([]);
  });

  it('keeps the selection in the cart’s URL; an empty carIds= is none ticked, the plain cart all', () => {
    expect(cartHref('all')).toBe('/home/cart');
    expect(cartHref([])).toBe('/home/cart?carIds=');
    expect(cartHref([3, 1])).toBe('/home/cart?carIds=3&carIds=1');
  });

  it('ticks every buyable line when the cart opens with no selection in the URL', () => {
    const withEmpty = [...lines, line(5, 1, 1, 1, 1, 0)];
    expect(ticksOf(new URLSearchParams(''), withEmpty)).toEqual([1, 2, 3]);
    expect(ticksOf(new URLSearchParams('carIds='), withEmpty)).toEqual([]);
    expect(ticksOf(new URLSearchParams('carIds=2'), withEmpty)).toEqual([2]);
  });

  it('marks out-of-stock lines and never ticks them, even when asked', () => {
    const empty = line(5, 1, 1, 1, 1, 0);
    expect(isSelectable(empty)).toBe(false);
    expect(isOutOfStock(empty)).toBe(true);
    expect(isOutOfStock(line(4, 99.99, 2, 0, 1, 0))).toBe(false);
    expect(selectionOf(['5'], [empty])).toEqual([]);
    expect(summaryOf([empty], new Set([5]))).toEqual({ count: 0, total: 0 });
  });
});

describe('updateCartSchema', () => {
  const check = (form: Record<string, string>, minimum?: number) => {
    const result = updateCartSchema('zh-CN', minimum).safeParse(formValues(Object.entries(form)));
    return result.success ? result.data : firstIssue(result.error);
  };

  it('takes a whole quantity from 1 to 9999', () => {
    expect(check({ carId: '7', quantity: '9999' })).toEqual({ carId: 7, quantity: 9999 });
    expect(check({ carId: '7', quantity: '0' })).toBe('购买数量必须在1到9999之间');
    expect(check({ carId: '7', quantity: '1.5' })).toBe('购买数量必须在1到9999之间');
    expect(check({ carId: '7', quantity: '' })).toBe('请填写购买数量');
  });

  it('checks the goods’ minimum when the screen knows it, with the backend’s message', () => {
    expect(check({ carId: '7', quantity: '49' }, 50)).toBe('该商品50个起订');
    expect(check({ carId: '7', quantity: '50' }, 50)).toEqual({ carId: 7, quantity: 50 });
    expect(check({ carId: '7', quantity: '49' })).toEqual({ carId: 7, quantity: 49 });
  });
});

describe('batch id lists', () => {
  it('take repeated keys, one value or an array, each id once; none is please select data', () => {
    for (const schema of [deleteCartSchema('zh-CN'), cancelFavouritesSchema('zh-CN')]) {
      expect(schema.parse(formValues([['ids', '2']]))).toEqual({ ids: [2] });
      expect(
        schema.parse(
          formValues([
            ['ids', '2'],
            ['ids', '3'],
            ['ids', '2'],
          ]),
        ),
      ).toEqual({ ids: [2, 3] });
      expect(schema.parse({ ids: [4, 5] })).toEqual({ ids: [4, 5] });
      const none = schema.safeParse({});
      expect(none.success ? null : firstIssue(none.error)).toBe('请选择数据');
      expect(schema.safeParse({ ids: ['0'] }).success).toBe(false);
    }
  });
});

describe('favourites', () => {
  it('come 30 to a page whatever the limit asks, searched by at most 50 characters of a name', () => {
    expect(favouriteQuerySchema.parse({ limit: '10', page: '2', goodsName: ' 螺栓 ' })).toEqual({
      limit: 30,
      page: 2,
      goodsName: '螺栓',
    });
    expect(favouriteQuerySchema.parse({ goodsName: '字'.repeat(60) }).goodsName).toHaveLength(50);
  });

  it('keep the search and page in their links; ticks only in manage mode', () => {
    const search = new URLSearchParams('goodsName=螺栓&page=2&manage=1&ids=5&lng=en');
    expect(favouritesHref(search, { ids: [7, 8] })).toBe(
      `?goodsName=${encodeURIComponent('螺栓')}&page=2&manage=1&ids=7&ids=8`,
    );
    expect(favouritesHref(search, { manage: false, ids: [7] })).toBe(`?goodsName=${encodeURIComponent('螺栓')}&page=2`);
  });
});
