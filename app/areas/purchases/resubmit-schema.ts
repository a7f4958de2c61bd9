import { message, type Locale } from '../../../common/messages.ts';
import { resubmitPurchaseSchema } from '../../../common/areas/orders/order.ts';

/** What the edit form needs to know of a purchase line: its goods, minimum and stock. */
export interface EditableLine {
  goodsId: number;
  goodsName: string;
  productQuantity: number;
  /** Said with the minimum: 10个起订. */
  unit: string;
  inventory: number;
}

/**
 * The shared resubmit schema, plus each line's bounds as the purchase shows them: at least the
 * goods' minimum, at most its stock. The browser (Conform) and the action check the same rules, so
 * an error is shown beside its quantity before anything is sent; the backend still checks them.
 */
export function resubmitSchema(locale: Locale, lines: readonly EditableLine[]) {
  return resubmitPurchaseSchema(locale).superRefine((form, ctx) => {
    form.quantity.forEach((quantity, index) => {
      const line = lines.find((candidate) => candidate.goodsId === form.goodsId[index]);
      if (!line) return;
      if (quantity < line.productQuantity) {
        ctx.addIssue({
          code: 'custom',
          path: ['quantity', index],
          message: message(locale, 'belowMinimum', { min: line.productQuantity, unit: line.unit }),
        });
      } else if (quantity > line.inventory) {
        ctx.addIssue({
          code: 'custom',
          path: ['quantity', index],
          message:
            line.inventory <= 0
              ? message(locale, 'lineOutOfStock', { name: line.goodsName })
              : message(locale, 'stockShort', { name: line.goodsName, left: line.inventory }),
        });
      }
    });
  });
}
