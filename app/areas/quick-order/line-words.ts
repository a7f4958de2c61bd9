import type { TFunction } from 'i18next';
import type { CheckedLine } from '../../../common/areas/quick-order/quick-order.ts';
import { formatPrice } from '../../lib/price.ts';

/**
 * What a checked line says, in the screen's words: its outcome with the goods' numbers, then what
 * else is worth knowing (lines merged into it, a re-order's changed price, what the cart holds).
 * The live check and the review table say the same.
 */
export function lineWords(t: TFunction, line: CheckedLine): string[] {
  const goods = line.goods;
  const unit = goods?.unit ?? '';
  const words: string[] = [
    t(`quickOrder.outcome.${line.outcome}`, { min: goods?.minimum ?? '', stock: goods?.stock ?? '', unit }),
  ];
  if (line.merged?.length) words.push(t('quickOrder.merged', { lines: line.merged.join(', ') }));
  if (goods && line.previousPrice !== undefined)
    words.push(
      t('quickOrder.priceChanged', { before: formatPrice(line.previousPrice), now: formatPrice(goods.price) }),
    );
  if (goods?.inCart && (line.outcome === 'overMax' || line.outcome === 'overStock'))
    words.push(t('quickOrder.inCart', { count: goods.inCart }));
  return words;
}

/** How many lines can go into the cart, and how many cannot. */
export function tally(lines: readonly CheckedLine[]) {
  const good = lines.filter((line) => line.outcome === 'found').length;
  return { total: lines.length, good, bad: lines.length - good };
}
