import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

/**
 * The account's cart lines that were just bought leave the cart, in the order's transaction.
 * The delete is the guard that a cart line is bought once: when another submit (a parallel
 * request, a second checkout tab) took a line first, fewer rows go. On PostgreSQL the second delete
 * waits for the first to commit and then finds the rows gone; SQLite runs one write transaction at
 * a time. Answers whether every line was still there.
 */
export async function takeOrderedLines(
  trx: Transaction<Database>,
  accountId: number,
  cartItemIds: number[],
): Promise<boolean> {
  if (cartItemIds.length === 0) return true;
  const taken = await trx
    .deleteFrom('cart_item')
    .where('account_id', '=', accountId)
    .where('id', 'in', cartItemIds)
    .executeTakeFirst();
  return Number(taken.numDeletedRows) === cartItemIds.length;
}
