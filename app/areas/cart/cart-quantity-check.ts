import { firstIssue, formValues } from '../../../common/form.ts';
import type { Locale } from '../../../common/locale.ts';
import { updateCartSchema } from '../../../common/areas/cart/cart.ts';

/**
 * The browser's check of a cart line's new quantity: the same schema as the cart's action.
 * Loaded on the first change, so the cart page does not download zod and the message
 * catalogue up front. Answers the quantity to save or the first issue.
 */
export function checkQuantity(
  locale: Locale,
  line: { id: number; productQuantity: number; unit: string },
  value: string,
): { quantity: number } | { error: string } {
  const parsed = updateCartSchema(locale, line.productQuantity, line.unit).safeParse(
    formValues([
      ['carId', String(line.id)],
      ['quantity', value],
    ]),
  );
  return parsed.success ? { quantity: parsed.data.quantity } : { error: firstIssue(parsed.error) };
}
