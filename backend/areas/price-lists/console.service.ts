import type { Transaction } from 'kysely';
import {
  periodDays,
  PRICE_LIST_ROWS_MAX,
  rateToPercent,
  type CatalogueDetail,
  type CompanyPriceLists,
  type ImportResult,
  type PriceListCompany,
  type PriceListDetail,
  type PriceListForm,
  type PriceListSummary,
} from '../../../common/areas/price-lists/console.ts';
import { CompanyStatus } from '../../../common/areas/account/transitions.ts';
import type { ExportFormat } from '../../../common/export-files.ts';
import type { Locale } from '../../../common/messages.ts';
import { moneyToWire, type Money } from '../../../common/money.ts';
import type { Database, Db } from '../../db/types.ts';
import { notFound, refused } from '../../errors.ts';
import { audit, type AuditFact } from '../../services/audit.ts';
import { companyMatches } from '../../services/company-match.ts';
import { recordCompanyAudit } from '../../services/company-audit.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { assertMay } from '../../services/staff-permission.ts';
import { holdCompany } from '../account/index.ts';
import {
  catalogueDetail,
  companyName,
  companyPriceLists,
  listRows,
  priceListDetail,
  toSummary,
} from './console-reads.ts';
import { contractPriceLists } from './contract-price-lists.ts';
import { exportCatalogue, exportItems } from './export.ts';
import { readImport } from './import.ts';
import { materializePriceList } from './materialize.ts';

type Trx = Transaction<Database>;

/** Rows one insert writes: three or two parameters each, well under both databases' limits. */
const CHUNK = 2000;

interface ListRecord {
  id: number;
  company_id: number;
  name: string;
  valid_from: number;
  valid_to: number;
  contract_id: number | null;
}

const listFacts = (list: Pick<ListRecord, 'name' | 'valid_from' | 'valid_to' | 'contract_id'>) => ({
  name: list.name,
  ...periodDays(Number(list.valid_from), Number(list.valid_to)),
  contractId: list.contract_id,
});

/**
 * Price lists (协议价) and catalogues (专属商品池) as staff give them to a company. Every change
 * runs in one transaction that holds what it changes (the company's row for a list's period and
 * a catalogue, the list's row for its items and discounts), writes the list resolved into
 * company_price again, and records the change in the staff's audit log and the company's own
 * trail. A company's lists never overlap in time: checked while the company's row is held, so two
 * lists made at once for the same company are made one after the other and the second is refused.
 */
export function priceListConsoleService({ db, clock }: Deps) {
  /** Both trails of a list's change, with the list's resolved rows. */
  async function recordList(
    trx: Trx,
    actor: StaffActor,
    list: ListRecord,
    fact: Pick<AuditFact, 'action' | 'before' | 'after'>,
    rows: number,
    now: number,
  ) {
    await audit(trx, actor, { ...fact, entity: 'priceList', entityId: list.id, label: list.name }, now);
    await recordCompanyAudit(trx, {
      companyId: list.company_id,
      accountId: null,
      actor: actor.name,
      kind: 'priceListChanged',
      subjectId: list.id,
      subjectLabel: list.name,
      detail: { name: list.name, rows },
      now,
    });
  }

  /** The list's row held to the transaction's end (marked changed now); a list gone is 404. */
  async function holdList(trx: Db, id: number, now: number): Promise<ListRecord> {
    const held = await trx.updateTable('price_list').set({ updated_at: now }).where('id', '=', id).executeTakeFirst();
    if (Number(held.numUpdatedRows) === 0) throw notFound();
    return trx
      .selectFrom('price_list')
      .select(['id', 'company_id', 'name', 'valid_from', 'valid_to', 'contract_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  /** Refuses a period that overlaps another list of the company; the caller holds the company's row. */
  async function assertNoOverlap(trx: Db, companyId: number, form: PriceListForm, except?: number) {
    let query = trx
      .selectFrom('price_list')
      .select(['name', 'valid_from', 'valid_to'])
      .where('company_id', '=', companyId)
      .where('valid_from', '<', form.validTo)
      .where('valid_to', '>', form.validFrom);
    if (except !== undefined) query = query.where('id', '<>', except);
    const other = await query.orderBy('valid_from').executeTakeFirst();
    if (other) {
      const days = periodDays(Number(other.valid_from), Number(other.valid_to));
      throw refused('priceListOverlap', { name: other.name, from: days.validFrom, to: days.validTo });
    }
  }

  async function assertContract(trx: Db, companyId: number, contractId: number | null) {
    if (contractId === null) return;
    const contract = await trx
      .selectFrom('contract')
      .select('id')
      .where('id', '=', contractId)
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    if (!contract) throw refused('priceListContractNotCompany');
  }

  async function goodsIdOf(trx: Db, code: string): Promise<number> {
    const goods = await trx.selectFrom('goods').select('id').where('goods_code', '=', code).executeTakeFirst();
    if (!goods) throw refused('priceListGoodsUnknown', { code });
    return goods.id;
  }

  /** One change of a list's items or discounts: the list held, the change, the list resolved again, both trails. */
  function changeList<T>(
    actor: StaffActor,
    id: number,
    action: string,
    work: (trx: Trx, list: ListRecord, now: number) => Promise<{ before?: unknown; after?: unknown; answer?: T }>,
  ) {
    assertMay(actor, 'managePriceLists');
    return db.transaction().execute(async (trx) => {
      const now = clock.now();
      const list = await holdList(trx, id, now);
      const done = await work(trx, list, now);
      const rows = await materializePriceList(trx, id);
      await recordList(
        trx,
        actor,
        list,
        {
          action,
          before: (done.before ?? null) as Record<string, unknown> | null,
          after: (done.after ?? null) as Record<string, unknown> | null,
        },
        rows,
        now,
      );
      return done.answer as T;
    });
  }

  async function upsertItems(trx: Db, id: number, lines: { goodsId: number; price: Money }[]) {
    for (let start = 0; start < lines.length; start += CHUNK)
      await trx
        .insertInto('price_list_item')
        .values(
          lines
            .slice(start, start + CHUNK)
            .map((line) => ({ price_list_id: id, goods_id: line.goodsId, price: line.price })),
        )
        .onConflict((oc) =>
          oc.columns(['price_list_id', 'goods_id']).doUpdateSet({ price: (eb) => eb.ref('excluded.price') }),
        )
        .execute();
  }

  /** The catalogue's change: the company's row held, the change, both trails. */
  function changeCatalogue<T>(
    actor: StaffActor,
    companyId: number,
    action: string,
    work: (trx: Trx, now: number) => Promise<{ before?: unknown; after?: unknown; answer?: T }>,
  ) {
    assertMay(actor, 'managePriceLists');
    return db.transaction().execute(async (trx) => {
      const now = clock.now();
      const name = await companyName(trx, companyId);
      await holdCompany(trx, companyId);
      const done = await work(trx, now);
      const { n } = await trx
        .selectFrom('company_catalogue_goods')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow();
      await audit(
        trx,
        actor,
        {
          action,
          entity: 'catalogue',
          entityId: companyId,
          label: name,
          before: (done.before ?? null) as Record<string, unknown> | null,
          after: (done.after ?? null) as Record<string, unknown> | null,
        },
        now,
      );
      await recordCompanyAudit(trx, {
        companyId,
        accountId: null,
        actor: actor.name,
        kind: 'catalogueChanged',
        subjectId: companyId,
        subjectLabel: name,
        detail: { name, rows: Number(n) },
        now,
      });
      return done.answer as T;
    });
  }

  async function catalogueOn(trx: Db, companyId: number) {
    const on = await trx
      .selectFrom('company_catalogue')
      .select('company_id')
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    if (!on) throw refused('catalogueOff');
  }

  async function touchCatalogue(trx: Db, companyId: number, now: number) {
    await trx.updateTable('company_catalogue').set({ updated_at: now }).where('company_id', '=', companyId).execute();
  }

  return {
    /** Every company's lists, the current and coming ones first within a company. */
    async list(actor: StaffActor): Promise<PriceListSummary[]> {
      assertMay(actor, 'view');
      const rows = await listRows(db)
        .orderBy('company.name')
        .orderBy('price_list.valid_from', 'desc')
        .orderBy('price_list.id')
        .limit(PRICE_LIST_ROWS_MAX)
        .execute();
      const now = clock.now();
      return rows.map((row) => toSummary(row, now));
    },

    /** Approved companies by name or an account's username or mobile, with how many lists each has. */
    async companies(actor: StaffActor, q: string): Promise<PriceListCompany[]> {
      assertMay(actor, 'view');
      let query = db
        .selectFrom('company')
        .select((eb) => [
          'company.id',
          'company.name',
          eb
            .selectFrom('price_list')
            .select((inner) => inner.fn.countAll<number | string>().as('n'))
            .whereRef('price_list.company_id', '=', 'company.id')
            .as('lists'),
        ])
        .where('company.status', '=', CompanyStatus.approved)
        .orderBy('company.name')
        .orderBy('company.id', 'desc')
        .limit(50);
      if (q) query = query.where((eb) => companyMatches(eb, q));
      return (await query.execute()).map((row) => ({ id: row.id, name: row.name, lists: Number(row.lists ?? 0) }));
    },

    async company(actor: StaffActor, companyId: number): Promise<CompanyPriceLists> {
      assertMay(actor, 'view');
      return companyPriceLists(db, companyId, clock.now());
    },

    /** The lists a company's contracts carry: a buyer's own company's (its contract page). */
    ofContracts(companyId: number) {
      return contractPriceLists(db, companyId);
    },

    /** The list a contract carries, for the console's contract page; none when it carries none. */
    async ofContract(actor: StaffActor, contractId: number) {
      assertMay(actor, 'view');
      const contract = await db
        .selectFrom('contract')
        .select('company_id')
        .where('id', '=', contractId)
        .executeTakeFirst();
      if (!contract) throw notFound();
      return (await contractPriceLists(db, contract.company_id, contractId))[0] ?? null;
    },

    async detail(actor: StaffActor, id: number): Promise<PriceListDetail> {
      assertMay(actor, 'view');
      return priceListDetail(db, id, clock.now());
    },

    /** A new list for a company, refused when its period overlaps one of the company's lists. */
    async create(actor: StaffActor, companyId: number, form: PriceListForm): Promise<PriceListDetail> {
      assertMay(actor, 'managePriceLists');
      const id = await db.transaction().execute(async (trx) => {
        const now = clock.now();
        await companyName(trx, companyId);
        await holdCompany(trx, companyId);
        await assertContract(trx, companyId, form.contractId);
        await assertNoOverlap(trx, companyId, form);
        const created = await trx
          .insertInto('price_list')
          .values({
            company_id: companyId,
            name: form.name,
            valid_from: form.validFrom,
            valid_to: form.validTo,
            contract_id: form.contractId,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const list = {
          id: created.id,
          company_id: companyId,
          name: form.name,
          valid_from: form.validFrom,
          valid_to: form.validTo,
          contract_id: form.contractId,
        };
        await recordList(trx, actor, list, { action: 'create', after: listFacts(list) }, 0, now);
        return created.id;
      });
      return priceListDetail(db, id, clock.now());
    },

    /** A list's name, period and contract; its resolved rows take the new period. */
    async edit(actor: StaffActor, id: number, form: PriceListForm): Promise<PriceListDetail> {
      assertMay(actor, 'managePriceLists');
      await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const current = await trx
          .selectFrom('price_list')
          .select(['company_id'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!current) throw notFound();
        await holdCompany(trx, current.company_id);
        const before = await holdList(trx, id, now);
        await assertContract(trx, before.company_id, form.contractId);
        await assertNoOverlap(trx, before.company_id, form, id);
        await trx
          .updateTable('price_list')
          .set({ name: form.name, valid_from: form.validFrom, valid_to: form.validTo, contract_id: form.contractId })
          .where('id', '=', id)
          .execute();
        const after = {
          ...before,
          name: form.name,
          valid_from: form.validFrom,
          valid_to: form.validTo,
          contract_id: form.contractId,
        };
        const rows = await materializePriceList(trx, id);
        await recordList(
          trx,
          actor,
          after,
          { action: 'edit', before: listFacts(before), after: listFacts(after) },
          rows,
          now,
        );
      });
      return priceListDetail(db, id, clock.now());
    },

    /** A list and everything it priced: the company's buyers see list prices (or another list's) from now. */
    async remove(actor: StaffActor, id: number): Promise<{ companyId: number }> {
      assertMay(actor, 'managePriceLists');
      return db.transaction().execute(async (trx) => {
        const now = clock.now();
        const list = await holdList(trx, id, now);
        await trx.deleteFrom('company_price').where('price_list_id', '=', id).execute();
        await trx.deleteFrom('price_list_item').where('price_list_id', '=', id).execute();
        await trx.deleteFrom('price_list_discount').where('price_list_id', '=', id).execute();
        await trx.deleteFrom('price_list').where('id', '=', id).execute();
        await recordList(trx, actor, list, { action: 'delete', before: listFacts(list) }, 0, now);
        return { companyId: list.company_id };
      });
    },

    /** A goods at its own price (added, or its price changed). */
    setItem(actor: StaffActor, id: number, item: { goodsCode: string; price: Money }) {
      return changeList<null>(actor, id, 'setItem', async (trx) => {
        const goodsId = await goodsIdOf(trx, item.goodsCode);
        const old = await trx
          .selectFrom('price_list_item')
          .select('price')
          .where('price_list_id', '=', id)
          .where('goods_id', '=', goodsId)
          .executeTakeFirst();
        await upsertItems(trx, id, [{ goodsId, price: item.price }]);
        return {
          before: old ? { goodsCode: item.goodsCode, price: moneyToWire(Number(old.price)) } : null,
          after: { goodsCode: item.goodsCode, price: moneyToWire(item.price) },
        };
      });
    },

    removeItem(actor: StaffActor, id: number, goodsId: number) {
      return changeList<null>(actor, id, 'removeItem', async (trx) => {
        const item = await trx
          .selectFrom('price_list_item')
          .innerJoin('goods', 'goods.id', 'price_list_item.goods_id')
          .select(['goods.goods_code', 'price_list_item.price'])
          .where('price_list_item.price_list_id', '=', id)
          .where('price_list_item.goods_id', '=', goodsId)
          .executeTakeFirst();
        if (!item) throw notFound();
        await trx
          .deleteFrom('price_list_item')
          .where('price_list_id', '=', id)
          .where('goods_id', '=', goodsId)
          .execute();
        return { before: { goodsCode: item.goods_code, price: moneyToWire(Number(item.price)) } };
      });
    },

    addDiscount(
      actor: StaffActor,
      id: number,
      discount: { target: { kind: 'category' | 'brand'; id: number }; percent: number },
    ) {
      return changeList<null>(actor, id, 'addDiscount', async (trx) => {
        const { kind, id: targetId } = discount.target;
        const table = kind === 'category' ? 'category' : 'brand';
        const target = await trx.selectFrom(table).select('name').where('id', '=', targetId).executeTakeFirst();
        if (!target) throw refused('priceListTargetUnknown');
        const column = kind === 'category' ? 'category_id' : 'brand_id';
        const taken = await trx
          .selectFrom('price_list_discount')
          .select('id')
          .where('price_list_id', '=', id)
          .where(column, '=', targetId)
          .executeTakeFirst();
        if (taken) throw refused('priceListDiscountTaken');
        await trx
          .insertInto('price_list_discount')
          .values({
            price_list_id: id,
            category_id: kind === 'category' ? targetId : null,
            brand_id: kind === 'brand' ? targetId : null,
            rate: discount.percent,
          })
          .execute();
        return { after: { [kind]: target.name, percent: rateToPercent(discount.percent) } };
      });
    },

    removeDiscount(actor: StaffActor, id: number, discountId: number) {
      return changeList<null>(actor, id, 'removeDiscount', async (trx) => {
        const discount = await trx
          .selectFrom('price_list_discount')
          .leftJoin('category', 'category.id', 'price_list_discount.category_id')
          .leftJoin('brand', 'brand.id', 'price_list_discount.brand_id')
          .select(['price_list_discount.rate', 'category.name as category', 'brand.name as brand'])
          .where('price_list_discount.id', '=', discountId)
          .where('price_list_discount.price_list_id', '=', id)
          .executeTakeFirst();
        if (!discount) throw notFound();
        await trx.deleteFrom('price_list_discount').where('id', '=', discountId).execute();
        return {
          before: {
            ...(discount.category !== null ? { category: discount.category } : { brand: discount.brand }),
            percent: rateToPercent(discount.rate),
          },
        };
      });
    },

    /**
     * A file's goods and agreed prices into the list (a goods already on it takes the file's
     * price): every row checked first, and when any is bad nothing is written and each is said.
     */
    async importItems(actor: StaffActor, id: number, text: string, locale: Locale): Promise<ImportResult> {
      assertMay(actor, 'managePriceLists');
      const { lines, problems } = await readImport(db, text, { withPrice: true, locale });
      if (problems.length > 0) {
        // Still a list the staff may see: another's or a gone list is 404 before any row is said.
        await priceListDetail(db, id, clock.now());
        return { imported: 0, problems };
      }
      await changeList<null>(actor, id, 'import', async (trx) => {
        await upsertItems(trx, id, lines);
        return { after: { imported: lines.length } };
      });
      return { imported: lines.length, problems: [] };
    },

    async exportItems(actor: StaffActor, id: number, format: ExportFormat, locale: Locale) {
      assertMay(actor, 'view');
      const now = clock.now();
      return exportItems(await priceListDetail(db, id, now), format, { locale, now });
    },

    async catalogue(actor: StaffActor, companyId: number): Promise<CatalogueDetail> {
      assertMay(actor, 'view');
      return catalogueDetail(db, companyId);
    },

    /** On: the company sees and buys only its catalogue's goods. Off: the catalogue and its goods go. */
    switchCatalogue(actor: StaffActor, companyId: number, enabled: boolean) {
      return changeCatalogue<null>(actor, companyId, enabled ? 'enable' : 'disable', async (trx, now) => {
        if (enabled)
          await trx
            .insertInto('company_catalogue')
            .values({ company_id: companyId, updated_at: now })
            .onConflict((oc) => oc.column('company_id').doNothing())
            .execute();
        else {
          await trx.deleteFrom('company_catalogue_goods').where('company_id', '=', companyId).execute();
          await trx.deleteFrom('company_catalogue').where('company_id', '=', companyId).execute();
        }
        return { after: { enabled } };
      });
    },

    addCatalogueGoods(actor: StaffActor, companyId: number, goodsCode: string) {
      return changeCatalogue<null>(actor, companyId, 'addGoods', async (trx, now) => {
        await catalogueOn(trx, companyId);
        const goodsId = await goodsIdOf(trx, goodsCode);
        await trx
          .insertInto('company_catalogue_goods')
          .values({ company_id: companyId, goods_id: goodsId })
          .onConflict((oc) => oc.columns(['company_id', 'goods_id']).doNothing())
          .execute();
        await touchCatalogue(trx, companyId, now);
        return { after: { goodsCode } };
      });
    },

    removeCatalogueGoods(actor: StaffActor, companyId: number, goodsId: number) {
      return changeCatalogue<null>(actor, companyId, 'removeGoods', async (trx, now) => {
        const goods = await trx.selectFrom('goods').select('goods_code').where('id', '=', goodsId).executeTakeFirst();
        const gone = await trx
          .deleteFrom('company_catalogue_goods')
          .where('company_id', '=', companyId)
          .where('goods_id', '=', goodsId)
          .executeTakeFirst();
        if (!goods || Number(gone.numDeletedRows) === 0) throw notFound();
        await touchCatalogue(trx, companyId, now);
        return { before: { goodsCode: goods.goods_code } };
      });
    },

    /** A file's goods codes into the catalogue, all or nothing like a list's import. */
    async importCatalogue(actor: StaffActor, companyId: number, text: string, locale: Locale): Promise<ImportResult> {
      assertMay(actor, 'managePriceLists');
      await companyName(db, companyId);
      const { lines, problems } = await readImport(db, text, { withPrice: false, locale });
      if (problems.length > 0) return { imported: 0, problems };
      await changeCatalogue<null>(actor, companyId, 'import', async (trx, now) => {
        await catalogueOn(trx, companyId);
        for (let start = 0; start < lines.length; start += CHUNK)
          await trx
            .insertInto('company_catalogue_goods')
            .values(
              lines.slice(start, start + CHUNK).map((line) => ({ company_id: companyId, goods_id: line.goodsId })),
            )
            .onConflict((oc) => oc.columns(['company_id', 'goods_id']).doNothing())
            .execute();
        await touchCatalogue(trx, companyId, now);
        return { after: { imported: lines.length } };
      });
      return { imported: lines.length, problems: [] };
    },

    async exportCatalogue(actor: StaffActor, companyId: number, format: ExportFormat, locale: Locale) {
      assertMay(actor, 'view');
      return exportCatalogue(await catalogueDetail(db, companyId), format, { locale, now: clock.now() });
    },
  };
}
