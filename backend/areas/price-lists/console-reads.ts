import {
  periodDays,
  rateToPercent,
  type CatalogueDetail,
  type CompanyPriceLists,
  type DiscountTargets,
  type PriceListContractChoice,
  type PriceListDetail,
  type PriceListSummary,
} from '../../../common/areas/price-lists/console.ts';
import { moneyToWire } from '../../../common/money.ts';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../errors.ts';
import { timelineOf } from '../../services/audit.ts';

type ListRow = {
  id: number;
  company_id: number;
  company: string;
  name: string;
  valid_from: number;
  valid_to: number;
  contract_id: number | null;
  contract_no: string | null;
  updated_at: number;
  rows: number | string | null;
};

/** Lists with their company, contract and resolved rows, for any filter the caller adds. */
export function listRows(db: Db) {
  return db
    .selectFrom('price_list')
    .innerJoin('company', 'company.id', 'price_list.company_id')
    .leftJoin('contract', 'contract.id', 'price_list.contract_id')
    .select((eb) => [
      'price_list.id',
      'price_list.company_id',
      'company.name as company',
      'price_list.name',
      'price_list.valid_from',
      'price_list.valid_to',
      'price_list.contract_id',
      'contract.contract_no',
      'price_list.updated_at',
      eb
        .selectFrom('company_price')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('company_price.price_list_id', '=', 'price_list.id')
        .as('rows'),
    ]);
}

export function toSummary(row: ListRow, now: number): PriceListSummary {
  return {
    id: row.id,
    companyId: row.company_id,
    company: row.company,
    name: row.name,
    ...periodDays(Number(row.valid_from), Number(row.valid_to)),
    current: Number(row.valid_from) <= now && now < Number(row.valid_to),
    contractId: row.contract_id,
    contractNo: row.contract_no,
    rows: Number(row.rows ?? 0),
    version: Number(row.updated_at),
  };
}

/** The company's contracts a list may be attached to, newest first. */
export async function companyContracts(db: Db, companyId: number): Promise<PriceListContractChoice[]> {
  const rows = await db
    .selectFrom('contract')
    .select(['id', 'contract_no', 'contract_name'])
    .where('company_id', '=', companyId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, contractNo: row.contract_no, contractName: row.contract_name }));
}

/** Every category, named with its parents (五金工具 / 手动工具 / 扳手), and every brand, for a discount's choice. */
export async function discountTargets(db: Db): Promise<DiscountTargets> {
  const [categories, brands] = await Promise.all([
    db.selectFrom('category').select(['id', 'parent_id', 'name', 'sort']).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('brand').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
  ]);
  const byId = new Map(categories.map((category) => [category.id, category]));
  const path = (id: number): string => {
    const names: string[] = [];
    for (
      let at = byId.get(id);
      at && names.length < 10;
      at = at.parent_id === null ? undefined : byId.get(at.parent_id)
    )
      names.unshift(at.name);
    return names.join(' / ');
  };
  return {
    categories: categories
      .map((category) => ({ id: category.id, name: path(category.id) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN')),
    brands,
  };
}

export async function companyName(db: Db, companyId: number): Promise<string> {
  const company = await db.selectFrom('company').select('name').where('id', '=', companyId).executeTakeFirst();
  if (!company) throw notFound();
  return company.name;
}

export async function companyPriceLists(db: Db, companyId: number, now: number): Promise<CompanyPriceLists> {
  const company = await companyName(db, companyId);
  const [lists, catalogue, goods, contracts] = await Promise.all([
    listRows(db).where('price_list.company_id', '=', companyId).orderBy('price_list.valid_from', 'desc').execute(),
    db.selectFrom('company_catalogue').select('company_id').where('company_id', '=', companyId).executeTakeFirst(),
    db
      .selectFrom('company_catalogue_goods')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow(),
    companyContracts(db, companyId),
  ]);
  return {
    companyId,
    company,
    lists: lists.map((row) => toSummary(row, now)),
    catalogue: { enabled: catalogue !== undefined, goods: Number(goods.n) },
    contracts,
  };
}

export async function priceListDetail(db: Db, id: number, now: number): Promise<PriceListDetail> {
  const row = await listRows(db).where('price_list.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const [items, discounts, contracts, targets, timeline] = await Promise.all([
    db
      .selectFrom('price_list_item')
      .innerJoin('goods', 'goods.id', 'price_list_item.goods_id')
      .select(['goods.id', 'goods.goods_code', 'goods.goods_name', 'goods.sale_price', 'price_list_item.price'])
      .where('price_list_item.price_list_id', '=', id)
      .orderBy('goods.goods_code')
      .execute(),
    db
      .selectFrom('price_list_discount')
      .leftJoin('category', 'category.id', 'price_list_discount.category_id')
      .leftJoin('brand', 'brand.id', 'price_list_discount.brand_id')
      .select([
        'price_list_discount.id',
        'price_list_discount.category_id',
        'price_list_discount.brand_id',
        'price_list_discount.rate',
        'category.name as category',
        'brand.name as brand',
      ])
      .where('price_list_discount.price_list_id', '=', id)
      .orderBy('price_list_discount.id')
      .execute(),
    companyContracts(db, row.company_id),
    discountTargets(db),
    timelineOf(db, 'priceList', id),
  ]);
  const targetName = new Map(targets.categories.map((category) => [category.id, category.name]));
  return {
    ...toSummary(row, now),
    items: items.map((item) => ({
      goodsId: item.id,
      code: item.goods_code,
      name: item.goods_name,
      listPrice: moneyToWire(Number(item.sale_price)),
      price: moneyToWire(Number(item.price)),
    })),
    discounts: discounts.map((discount) => ({
      id: discount.id,
      kind: discount.category_id !== null ? 'category' : 'brand',
      targetId: (discount.category_id ?? discount.brand_id)!,
      targetName:
        discount.category_id !== null
          ? (targetName.get(discount.category_id) ?? discount.category ?? '')
          : (discount.brand ?? ''),
      percent: rateToPercent(discount.rate),
    })),
    contracts,
    targets,
    timeline,
  };
}

export async function catalogueDetail(db: Db, companyId: number): Promise<CatalogueDetail> {
  const company = await companyName(db, companyId);
  const [enabled, goods] = await Promise.all([
    db.selectFrom('company_catalogue').select('company_id').where('company_id', '=', companyId).executeTakeFirst(),
    db
      .selectFrom('company_catalogue_goods')
      .innerJoin('goods', 'goods.id', 'company_catalogue_goods.goods_id')
      .select(['goods.id', 'goods.goods_code', 'goods.goods_name', 'goods.sale_price', 'goods.on_sale'])
      .where('company_catalogue_goods.company_id', '=', companyId)
      .orderBy('goods.goods_code')
      .execute(),
  ]);
  return {
    companyId,
    company,
    enabled: enabled !== undefined,
    goods: goods.map((row) => ({
      goodsId: row.id,
      code: row.goods_code,
      name: row.goods_name,
      listPrice: moneyToWire(Number(row.sale_price)),
      onSale: row.on_sale === 1,
    })),
  };
}
