import { sql, type Transaction } from 'kysely';
import { QUANTITY_MAX } from '../../../common/constants.ts';
import { QUICK_ORDER_LINES_MAX } from '../../../common/areas/quick-order/parse-lines.ts';
import type { CheckedLine, QuickOrderCheck } from '../../../common/areas/quick-order/quick-order.ts';
import type {
  PurchaseListAdded,
  PurchaseListCreated,
  PurchaseListDetail,
  PurchaseListImport,
  PurchaseListImportOutcome,
  PurchaseListSummary,
} from '../../../common/areas/purchase-lists/purchase-list.ts';
import type { Caller } from '../../caller.ts';
import type { Database, Db } from '../../db/types.ts';
import { notFound, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { listLines, listRows } from './list-reads.ts';
import { editsAnyList, mayEdit, whyUntouched } from './list-rights.ts';

/** Rows per statement: well under SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 300;

interface Wanted {
  goodsId: number;
  quantity: number;
}

/** The same goods twice in one call is one line, its quantities added. */
function merged(lines: readonly Wanted[]): Wanted[] {
  const byGoods = new Map<number, number>();
  for (const { goodsId, quantity } of lines) byGoods.set(goodsId, (byGoods.get(goodsId) ?? 0) + quantity);
  return [...byGoods].map(([goodsId, quantity]) => ({ goodsId, quantity }));
}

/**
 * Lines into a list, each added to the goods' line if the list has one, stopping at 9999. The
 * unique (list_id, goods_id) and the upsert's own arithmetic make two adds at once add up rather
 * than make two lines or lose one. Answers the goods whose line stopped at 9999.
 */
async function upsertLines(
  trx: Transaction<Database>,
  listId: number,
  lines: readonly Wanted[],
  now: number,
): Promise<Set<number>> {
  const capped = new Set<number>();
  for (let start = 0; start < lines.length; start += CHUNK) {
    const chunk = lines.slice(start, start + CHUNK);
    const held = await trx
      .selectFrom('purchase_list_item')
      .select(['goods_id', 'quantity'])
      .where('list_id', '=', listId)
      .where(
        'goods_id',
        'in',
        chunk.map((line) => line.goodsId),
      )
      .execute();
    const before = new Map(held.map((row) => [row.goods_id, row.quantity]));
    for (const line of chunk)
      if ((before.get(line.goodsId) ?? 0) + line.quantity > QUANTITY_MAX) capped.add(line.goodsId);
    await trx
      .insertInto('purchase_list_item')
      .values(
        chunk.map((line) => ({
          list_id: listId,
          goods_id: line.goodsId,
          quantity: Math.min(line.quantity, QUANTITY_MAX),
          created_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['list_id', 'goods_id']).doUpdateSet({
          quantity: sql<number>`case when purchase_list_item.quantity + excluded.quantity > ${QUANTITY_MAX}
            then ${QUANTITY_MAX} else purchase_list_item.quantity + excluded.quantity end`,
        }),
      )
      .execute();
  }
  return capped;
}

/** Every goods of the ids exists, or the call names goods no one can add. */
async function allGoodsExist(db: Db, goodsIds: number[]): Promise<void> {
  for (let start = 0; start < goodsIds.length; start += CHUNK) {
    const chunk = goodsIds.slice(start, start + CHUNK);
    const found = await db.selectFrom('goods').select('id').where('id', 'in', chunk).execute();
    if (found.length !== chunk.length) throw notFound();
  }
}

/**
 * Purchase lists (常购清单): named lists of goods and quantities every account of the company
 * reads; the main account and approvers change any, a purchaser its own. Each change is one
 * conditional statement on the list (which also says who may make it), so a change racing a
 * delete either lands first or finds the list gone.
 */
export function purchaseListService({ db, clock }: Deps) {
  /** The lists the caller may change: its company's, and a purchaser's own. */
  const editable = (trx: Db | Transaction<Database>, caller: Caller, listId: number) => {
    const query = trx.updateTable('purchase_list').where('id', '=', listId).where('company_id', '=', caller.companyId);
    return editsAnyList(caller) ? query : query.where('account_id', '=', caller.accountId);
  };

  /**
   * Marks the list changed now, taking its row (PostgreSQL holds it to the transaction's end, so a
   * delete at the same moment waits), or says why the caller may not change it.
   */
  async function touch(trx: Transaction<Database>, caller: Caller, listId: number, now: number): Promise<void> {
    const result = await editable(trx, caller, listId).set({ updated_at: now }).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw await whyUntouched(trx, caller, listId);
  }

  const summaryOf = (caller: Caller, row: Awaited<ReturnType<typeof listRows>>[number]): PurchaseListSummary => ({
    ...row,
    editable: mayEdit(caller, { account_id: row.ownerId }),
  });

  async function detail(caller: Caller, listId: number): Promise<PurchaseListDetail> {
    const [row] = await listRows(db, caller.companyId, listId);
    if (!row) throw notFound();
    return { ...summaryOf(caller, row), lines: await listLines(db, listId) };
  }

  async function add(caller: Caller, listId: number, lines: readonly Wanted[]): Promise<Set<number>> {
    const wanted = merged(lines);
    await allGoodsExist(
      db,
      wanted.map((line) => line.goodsId),
    );
    return db.transaction().execute(async (trx) => {
      const now = clock.now();
      await touch(trx, caller, listId, now);
      const capped = await upsertLines(trx, listId, wanted, now);
      // Adds to one list run one at a time (touch holds its row), so the count is this add's own.
      const { count } = await trx
        .selectFrom('purchase_list_item')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('list_id', '=', listId)
        .executeTakeFirstOrThrow();
      if (Number(count) > QUICK_ORDER_LINES_MAX) throw refused('purchaseListFull', { max: QUICK_ORDER_LINES_MAX });
      return capped;
    });
  }

  return {
    /** rest/purchaseList/my: the company's lists, last changed first. */
    async list(caller: Caller): Promise<PurchaseListSummary[]> {
      return (await listRows(db, caller.companyId)).map((row) => summaryOf(caller, row));
    },

    /** rest/purchaseList/{id}: a list of the company with its lines as the goods are today. */
    detail,

    /** rest/purchaseList/create: a new empty list the caller owns. */
    async create(caller: Caller, name: string): Promise<PurchaseListCreated> {
      const now = clock.now();
      const { id } = await db
        .insertInto('purchase_list')
        .values({ company_id: caller.companyId, account_id: caller.accountId, name, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id };
    },

    async rename(caller: Caller, listId: number, name: string): Promise<void> {
      const result = await editable(db, caller, listId).set({ name, updated_at: clock.now() }).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw await whyUntouched(db, caller, listId);
    },

    /** A list and its lines go in one statement (the lines by the foreign key's cascade). */
    async remove(caller: Caller, listId: number): Promise<void> {
      let query = db.deleteFrom('purchase_list').where('id', '=', listId).where('company_id', '=', caller.companyId);
      if (!editsAnyList(caller)) query = query.where('account_id', '=', caller.accountId);
      const result = await query.executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw await whyUntouched(db, caller, listId);
    },

    /** rest/purchaseList/{id}/add: goods into the list, a goods it has gaining the quantity up to 9999. */
    async addLines(caller: Caller, listId: number, lines: readonly Wanted[]): Promise<PurchaseListAdded> {
      return { capped: (await add(caller, listId, lines)).size > 0 };
    },

    /** rest/purchaseList/{id}/quantity: a line's quantity as typed; a line no longer there is not found. */
    async setQuantity(caller: Caller, listId: number, { goodsId, quantity }: Wanted): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const now = clock.now();
        await touch(trx, caller, listId, now);
        const result = await trx
          .updateTable('purchase_list_item')
          .set({ quantity })
          .where('list_id', '=', listId)
          .where('goods_id', '=', goodsId)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw notFound();
      });
    },

    /** rest/purchaseList/{id}/remove: the ticked lines go; one already gone (another tab) is no error. */
    async removeLines(caller: Caller, listId: number, goodsIds: number[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await touch(trx, caller, listId, clock.now());
        await trx
          .deleteFrom('purchase_list_item')
          .where('list_id', '=', listId)
          .where('goods_id', 'in', goodsIds)
          .execute();
      });
    },

    /**
     * rest/purchaseList/{id}/order: the list's lines (or the ticked ones), each goods code and
     * quantity, for the quick-order area to check, review and confirm once.
     */
    async orderLines(
      caller: Caller,
      listId: number,
      goodsIds?: number[],
    ): Promise<{ code: string; quantity: number }[]> {
      const { lines } = await detail(caller, listId);
      const ticked = goodsIds ? new Set(goodsIds) : undefined;
      const chosen = ticked ? lines.filter((line) => ticked.has(line.goodsId)) : lines;
      if (chosen.length === 0) throw refused('purchaseListEmpty');
      return chosen.map(({ code, quantity }) => ({ code, quantity }));
    },

    /**
     * rest/purchaseList/{id}/import: lines the quick-order reader and check found, into the list.
     * Every line that names one goods goes in whatever its stock or state today (the list is kept
     * for later); the others say why, as a quick order would.
     */
    async importLines(caller: Caller, listId: number, check: QuickOrderCheck): Promise<PurchaseListImport> {
      const named = (line: CheckedLine) => line.goods !== undefined && line.quantity !== null;
      if (check.lines.length === 0) throw refused('quickOrderNoLines');
      const wanted = check.lines.filter(named).map((line) => ({ goodsId: line.goods!.id, quantity: line.quantity! }));
      // Even with nothing to add, the caller must be one who may change the list.
      const capped = await add(caller, listId, wanted);
      return {
        headerSkipped: check.headerSkipped,
        cutAt: check.cutAt,
        lines: check.lines.map((line) => {
          const outcome: PurchaseListImportOutcome = named(line)
            ? capped.has(line.goods!.id)
              ? 'capped'
              : 'added'
            : (line.outcome as PurchaseListImportOutcome);
          return {
            line: line.line,
            code: line.code,
            quantity: line.quantity,
            outcome,
            ...(line.goods && { goodsName: line.goods.name }),
          };
        }),
      };
    },
  };
}
