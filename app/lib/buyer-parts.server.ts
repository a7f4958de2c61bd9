import type { RouterContextProvider } from 'react-router';
import { sharedRenderContext } from '../context.ts';
import type { Locale } from '../../common/messages.ts';
import { placeholder } from './shared-page.ts';

/**
 * Buyer parts (docs/decisions/0023): the few texts of a storefront page that differ from one buyer to
 * the next — the greeting, the cart count, whether a goods is a favourite. A logged-in buyer's page
 * is rendered once without any session, with a placeholder in each of these texts, and served to
 * every buyer of the same language and prices with the placeholders replaced by their own texts
 * (app/lib/shared-page.ts). A part is a record of strings that components show as they are (or
 * interpolate), never branch on, so the page around them is the same whatever they hold.
 */
export type PartFields = Record<string, string>;

/** Whether this render is of a shared page: its secret, or undefined for a page rendered for one visitor or buyer. */
export function sharedRenderSecret(context: Readonly<RouterContextProvider>): string | undefined {
  try {
    return context.get(sharedRenderContext);
  } catch {
    return undefined;
  }
}

/** The part's fields as placeholders, for a shared render (`secret`) of the page in `locale`. */
export function placeholders<F extends PartFields>(
  secret: string,
  locale: Locale,
  part: string,
  param: string,
  fields: readonly (keyof F & string)[],
): F {
  return Object.fromEntries(fields.map((field) => [field, placeholder(secret, { locale, part, param }, field)])) as F;
}
