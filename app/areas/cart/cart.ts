import { lineTotal, parseMoney, sumMoney, type Money } from '../../../common/money.ts';
import type { CartItem } from '../../../common/areas/cart/cart.ts';

const PATH = '/home/cart';

/**
 * Only lines that can be bought can be chosen: off-sale ones are greyed (SPEC §2), and goods out of
 * stock are marked 暂时缺货 and left out of a checkout.
 */
export const isSelectable = (line: CartItem) => line.onSale === 1 && line.inventory > 0;

/** An on-sale line with nothing in stock: marked, not selectable, but its quantity may change. */
export const isOutOfStock = (line: CartItem) => line.onSale === 1 && line.inventory <= 0;

/**
 * The chosen lines among the given ids (from the URL, or a posted form's `carIds`): lines of this
 * cart that can be chosen, in the cart's order. Anything else — unknown, deleted, off sale — drops out.
 */
export function selectionOf(ids: Iterable<unknown>, lines: CartItem[]): number[] {
  const wanted = new Set([...ids].map(Number));
  return lines.filter((line) => isSelectable(line) && wanted.has(line.id)).map((line) => line.id);
}

/**
 * The ticked lines of a cart opened with this URL's query. As at JD and ZKH, a cart opened plainly
 * (no `carIds` in the URL) has every line that can be bought ticked; `carIds` names the ticked
 * ones, and an empty `carIds=` says none is (decision record 0007).
 */
export function ticksOf(search: URLSearchParams, lines: CartItem[]): number[] {
  if (!search.has('carIds')) return lines.filter(isSelectable).map((line) => line.id);
  return selectionOf(search.getAll('carIds'), lines);
}

/**
 * The cart with these lines chosen: the selection lives in the URL, so a page without scripts keeps
 * it. 'all' is the plain cart (every buyable line ticked); no line at all is an empty `carIds=`.
 */
export function cartHref(selected: readonly number[] | 'all'): string {
  if (selected === 'all') return PATH;
  if (selected.length === 0) return `${PATH}?carIds=`;
  const params = new URLSearchParams(selected.map((id) => ['carIds', String(id)]));
  return `${PATH}?${params.toString()}`;
}

/** Unit price × quantity, exact (money in ten-thousandths of a yuan, never floats). */
export function subtotalOf(line: CartItem, quantity = line.quantity): Money {
  return lineTotal(parseMoney(line.salePrice) ?? 0, quantity);
}

/**
 * The selected count (lines) and their total excluding freight. `quantities` holds quantities
 * being saved right now, so the total follows a change before the server has answered.
 */
export function summaryOf(
  lines: CartItem[],
  selected: ReadonlySet<number>,
  quantities: ReadonlyMap<number, number> = new Map(),
): { count: number; total: Money } {
  const chosen = lines.filter((line) => isSelectable(line) && selected.has(line.id));
  return {
    count: chosen.length,
    total: sumMoney(chosen.map((line) => subtotalOf(line, quantities.get(line.id) ?? line.quantity))),
  };
}

/** The id of the cart's one form: checkboxes, quantities and buttons join it with `form=`, so no form is nested. */
export const CART_FORM = 'cart-form';
