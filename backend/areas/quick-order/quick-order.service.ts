import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { parseQuickOrder, type ParsedText } from '../../../common/areas/quick-order/parse-lines.ts';
import {
  isGoodLine,
  type CheckedLine,
  type QuickOrderCheck,
  type QuickOrderResult,
  type QuickOrderReview,
  type QuickOrderSource,
} from '../../../common/areas/quick-order/quick-order.ts';
import { addLines } from '../cart/index.ts';
import { visibleOrders } from '../orders/index.ts';
import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/types.ts';
import type { QuickOrderTable } from '../../db/tables/quick-order.ts';
import { notFound, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { fileText } from './file-text.ts';
import { checkLines, type StoredLine } from './line-check.ts';

/** What a review row keeps of its lines: as read, so that every look checks them against the goods as they are then. */
interface StoredLines {
  lines: StoredLine[];
  headerSkipped: boolean;
  cutAt: number | null;
}

/** Codes counted per statement of the miss counter. */
const MISS_CHUNK = 300;

/** Each code no goods had, counted once per review that asked for it (the staff's list of what the catalogue lacks). */
async function countMisses(db: Db, lines: CheckedLine[], now: number): Promise<void> {
  const codes = [...new Set(lines.filter((line) => line.outcome === 'notFound').map((line) => line.code))];
  for (let start = 0; start < codes.length; start += MISS_CHUNK) {
    await db
      .insertInto('quick_order_miss')
      .values(codes.slice(start, start + MISS_CHUNK).map((code) => ({ code, count: 1, last_at: now })))
      .onConflict((oc) =>
        oc.column('code').doUpdateSet({
          count: sql<number>`quick_order_miss.count + 1`,
          last_at: sql<number>`excluded.last_at`,
        }),
      )
      .execute();
  }
}

function reviewOf(
  row: Pick<QuickOrderTable, 'token' | 'state' | 'source'>,
  orderNo: string | null,
  check: QuickOrderCheck,
): QuickOrderReview {
  return {
    ...check,
    token: row.token,
    state: row.state === 'added' ? 'added' : 'reviewed',
    source: row.source as QuickOrderSource,
    orderNo,
  };
}

/**
 * Quick order (快速下单) and re-order (再次购买): lines checked against the goods and the caller's
 * cart, kept as a review the caller confirms once, then put into the cart in one transaction.
 */
export function quickOrderService({ db, clock }: Deps) {
  /** Stores a review of the lines and answers it checked. */
  async function review(
    caller: Caller,
    parsed: ParsedText & { lines: StoredLine[] },
    source: QuickOrderSource,
    order?: { id: number; no: string },
  ) {
    if (parsed.lines.length === 0) throw refused('quickOrderNoLines');
    const now = clock.now();
    const lines = await checkLines(db, caller.accountId, parsed.lines, clock.now());
    const row = {
      company_id: caller.companyId,
      account_id: caller.accountId,
      token: randomBytes(18).toString('base64url'),
      source,
      order_id: order?.id ?? null,
      lines_json: JSON.stringify({
        lines: parsed.lines,
        headerSkipped: parsed.headerSkipped,
        cutAt: parsed.cutAt,
      } satisfies StoredLines),
      result_json: null,
      state: 'reviewed',
      created_at: now,
      added_at: null,
    };
    await db.insertInto('quick_order').values(row).execute();
    // Only what a clerk typed or uploaded says the catalogue lacks a code: an order's or a list's lines named goods.
    if (source === 'paste' || source === 'file') await countMisses(db, lines, now);
    return reviewOf(row, order?.no ?? null, { lines, headerSkipped: parsed.headerSkipped, cutAt: parsed.cutAt });
  }

  /** The caller's own review row; a colleague's or another company's token is not found. */
  async function own(caller: Caller, token: string) {
    const row = await db
      .selectFrom('quick_order')
      .leftJoin('orders', 'orders.id', 'quick_order.order_id')
      .selectAll('quick_order')
      .select('orders.order_no')
      .where('quick_order.token', '=', token)
      .where('quick_order.account_id', '=', caller.accountId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  return {
    /** rest/quickOrder/check: the lines as they are now, nothing stored (the screen's check as one types). */
    async check(caller: Caller, text: string): Promise<QuickOrderCheck> {
      const parsed = parseQuickOrder(text);
      return { ...parsed, lines: await checkLines(db, caller.accountId, parsed.lines, clock.now()) };
    },

    /** rest/quickOrder/review: pasted lines, checked and kept for the caller to confirm. */
    review: (caller: Caller, text: string) => review(caller, parseQuickOrder(text), 'paste'),

    /** rest/quickOrder/upload: the same from an .xlsx or .csv file. */
    upload: async (caller: Caller, file: File) => review(caller, parseQuickOrder(await fileText(file)), 'file'),

    /**
     * Lines another area already holds (a purchase list's), as a review of their own source: the
     * staff's count of quick orders and of missed codes leaves them out.
     */
    reviewLines: (caller: Caller, lines: readonly { code: string; quantity: number }[], source: 'list') =>
      review(
        caller,
        {
          lines: lines.map((line, index) => ({ line: index + 1, code: line.code, quantity: line.quantity })),
          headerSkipped: false,
          cutAt: null,
        },
        source,
      ),

    /**
     * rest/quickOrder/reorder: an order the caller may see, its lines at today's prices (each
     * saying what changed) as a review. Another company's order, or a colleague's a purchaser
     * may not see, is not found.
     */
    async reorder(caller: Caller, orderId: number): Promise<QuickOrderReview> {
      const order = await visibleOrders(db, caller)
        .select(['orders.id', 'orders.order_no'])
        .where('orders.id', '=', orderId)
        .executeTakeFirst();
      if (!order) throw notFound();
      const items = await db
        .selectFrom('order_item')
        .innerJoin('goods', 'goods.id', 'order_item.goods_id')
        .select(['goods.goods_code', 'order_item.goods_quantity', 'order_item.goods_price'])
        .where('order_item.order_id', '=', order.id)
        .orderBy('order_item.id')
        .execute();
      const lines: StoredLine[] = items.map((item, index) => ({
        line: index + 1,
        code: item.goods_code,
        quantity: item.goods_quantity,
        previousPrice: item.goods_price,
      }));
      return review(caller, { lines, headerSkipped: false, cutAt: null }, 'reorder', {
        id: order.id,
        no: order.order_no,
      });
    },

    /** rest/quickOrder/review/{token}: a review checked again now, or once confirmed, how it went in. */
    async find(caller: Caller, token: string): Promise<QuickOrderReview> {
      const row = await own(caller, token);
      const stored = JSON.parse(row.result_json ?? row.lines_json) as StoredLines | QuickOrderCheck;
      if (row.result_json) return reviewOf(row, row.order_no, stored as QuickOrderCheck);
      const { lines, headerSkipped, cutAt } = stored as StoredLines;
      return reviewOf(row, row.order_no, {
        lines: await checkLines(db, caller.accountId, lines, clock.now()),
        headerSkipped,
        cutAt,
      });
    },

    /**
     * rest/quickOrder/confirm: the review's good lines into the cart, once. The step from reviewed
     * to added is one conditional update, so of two submits (a double click, a second tab) only the
     * first adds; the second waits for it and is answered its result. Each line is checked again
     * inside the transaction, and the cart's own upsert refuses a line that would pass 9999.
     */
    async confirm(caller: Caller, token: string): Promise<QuickOrderResult> {
      const row = await own(caller, token);
      return db.transaction().execute(async (trx) => {
        const now = clock.now();
        const took = await trx
          .updateTable('quick_order')
          .set({ state: 'added', added_at: now })
          .where('id', '=', row.id)
          .where('state', '=', 'reviewed')
          .executeTakeFirst();
        if (Number(took.numUpdatedRows) === 0) {
          const done = await trx
            .selectFrom('quick_order')
            .select('result_json')
            .where('id', '=', row.id)
            .executeTakeFirstOrThrow();
          const result = JSON.parse(
            done.result_json ?? '{"lines":[],"headerSkipped":false,"cutAt":null}',
          ) as QuickOrderCheck;
          return {
            ...reviewOf({ ...row, state: 'added' }, row.order_no, result),
            added: result.lines.filter((line) => line.added).length,
            alreadyAdded: true,
          };
        }
        const stored = JSON.parse(row.lines_json) as StoredLines;
        const lines = await checkLines(trx, caller.accountId, stored.lines, clock.now());
        const good = lines
          .filter(isGoodLine)
          .flatMap((line) =>
            line.goods && line.quantity ? [{ goodsId: line.goods.id, quantity: line.quantity }] : [],
          );
        const went = await addLines(trx, caller.accountId, good, now);
        for (const line of lines) {
          line.added = line.outcome === 'found' && line.goods !== undefined && went.has(line.goods.id);
          // Another tab's add-to-cart between the check and the upsert: the line would have passed 9999.
          if (line.outcome === 'found' && !line.added) line.outcome = 'overMax';
        }
        const result: QuickOrderCheck = { lines, headerSkipped: stored.headerSkipped, cutAt: stored.cutAt };
        await trx
          .updateTable('quick_order')
          .set({ result_json: JSON.stringify(result) })
          .where('id', '=', row.id)
          .execute();
        return { ...reviewOf({ ...row, state: 'added' }, row.order_no, result), added: went.size, alreadyAdded: false };
      });
    },
  };
}
