import type { Insertable, Kysely } from 'kysely';
import type { GoodsTable } from '../tables/catalogue.ts';
import type { Database } from '../types.ts';
import { insertInBatches } from './batch.ts';
import type { SeededBrand } from './brands.ts';
import type { Leaf } from './catalogue/leaves.ts';
import type { Material, ParamSource } from './families.ts';
import { escapeMarkup } from './markup.ts';
import type { Random } from './random.ts';

/** One goods row with the parameters and gallery that go in their own tables. */
export interface GoodsDraft {
  row: Insertable<GoodsTable>;
  parameters: { name: string; tag: string }[];
  images: string[];
}

export interface DraftInput {
  leaf: Leaf;
  categoryId: number;
  brand: SeededBrand | undefined;
  goodsCode: string;
  /** Picks the spec (modulo the spec count) and the picture the gallery starts with. */
  ordinal: number;
  /** A series word such as 工业级, to vary the names of synthetic goods. */
  series?: string;
  /** The category's pictures; the goods shows 2-4 of them. */
  imagePool: readonly string[];
  updateDate: number;
  onSale: boolean;
  random: Random;
}

/** Money is stored in ten-thousandths of a yuan. */
const TEN_THOUSANDTHS = 10_000;

function price(leaf: Leaf, step: number, material: Material, random: Random): number {
  const [low, high] = leaf.price;
  // Bigger specs cost disproportionately more, as with real bolts and tools.
  const yuan = (low + (high - low) * step ** 1.4) * material.factor * (0.92 + random.next() * 0.16);
  const unit = leaf.decimals === 4 ? 1 : 100;
  return Math.max(unit, Math.round((yuan * TEN_THOUSANDTHS) / unit) * unit);
}

function weight(leaf: Leaf, step: number, random: Random): string {
  const [low, high] = leaf.weightKg;
  const kg = (low + (high - low) * step) * (0.85 + random.next() * 0.3);
  return kg < 1 ? `${Math.max(1, Math.round(kg * 1000))}g` : `${kg.toFixed(2)}kg`;
}

function contentHtml(facts: readonly (readonly [string, string])[], description: string): string {
  const rows = facts.map(([name, value]) => `<tr><th>${escapeMarkup(name)}</th><td>${escapeMarkup(value)}</td></tr>`);
  return (
    `<p>${escapeMarkup(description)}</p>` +
    `<table><tbody>${rows.join('')}</tbody></table>` +
    '<ul><li>正品行货，支持开具13%增值税专用发票</li><li>16:00前下单，预计3天内送达</li>' +
    '<li>企业客户支持对公转账与账期结算</li></ul>'
  );
}

/** Builds one plausible goods of a leaf category; all choices come from `random`. */
export function draftGoods(input: DraftInput): GoodsDraft {
  const { leaf, brand, random } = input;
  const specIndex = input.ordinal % leaf.specs.length;
  const spec = leaf.specs[specIndex] ?? '';
  const step = leaf.specs.length > 1 ? specIndex / (leaf.specs.length - 1) : 0;
  const material = random.pick(leaf.materials);
  const finish = random.pick(material.finishes ?? leaf.finishes);
  const color = finish.color ?? (leaf.materialName === '颜色' ? material.name : random.pick(leaf.colors));
  // A single-piece pack ('1把/卡') says nothing a buyer needs in the title.
  const packInName = !/^1[^0-9.]/.test(leaf.pack);
  const goodsName =
    [brand?.short, input.series, leaf.name, spec, material.name].filter(Boolean).join(' ') +
    (packInName ? ` (${leaf.pack})` : '');
  const number = String(random.int(1, 99_999)).padStart(5, '0');
  const goodsNo = `${brand?.code ?? 'CG'}-${number}`;
  const inventory = random.chance(0.05) ? 0 : random.int(50, 5000);
  const sendPeriod = inventory === 0 ? '7-15天' : random.chance(0.8) ? '现货' : '3-5天';
  const description = `${random.pick(leaf.taglines)}，${sendPeriod === '现货' ? '现货速发' : `${sendPeriod}发货`}`;
  const browseCount = Math.floor(30 + 20_000 * random.next() ** 3);

  const tagOf = (param: ParamSource): [string, string] => {
    if (typeof param === 'object') return [param.name, random.pick(material.tags?.[param.name] ?? param.values)];
    switch (param) {
      case 'material':
        return [leaf.materialName, material.name];
      case 'finish':
        return ['表面处理', finish.name];
      case 'spec':
        return [leaf.specName, spec];
      case 'color':
        return ['颜色', color];
      case 'pack':
        return ['包装', leaf.pack];
    }
  };
  const parameters = leaf.params.map((param) => {
    const [name, tag] = tagOf(param);
    return { name, tag };
  });

  const imageCount = Math.min(random.int(2, 4), input.imagePool.length);
  const images = Array.from(
    { length: imageCount },
    (_, index) => input.imagePool[(input.ordinal + index) % input.imagePool.length] ?? '',
  );
  const goodsWeight = weight(leaf, step, random);
  const row: Insertable<GoodsTable> = {
    goods_name: goodsName,
    goods_code: input.goodsCode,
    goods_no: goodsNo,
    category_id: input.categoryId,
    brand_id: brand?.id ?? null,
    sale_price: price(leaf, step, material, random),
    inventory,
    goods_weight: goodsWeight,
    goods_specs: spec,
    goods_color: color,
    goods_model: leaf.decimals === 4 ? spec : number,
    goods_image: images[0] ?? '',
    thumbnail: images[0] ?? '',
    description,
    content: contentHtml(
      [
        ['品牌', brand?.short ?? '其他'],
        ['货号', goodsNo],
        ...parameters.map((parameter): [string, string] => [parameter.name, parameter.tag]),
        ['包装规格', leaf.pack],
        ['重量', goodsWeight],
      ],
      description,
    ),
    unit: leaf.unit,
    quantity: random.pick(leaf.moq),
    taxrate: '13%',
    large_amount: 0,
    little_amount: 0,
    enable_customer_price: 0,
    send_period: sendPeriod,
    surface_treatment: finish.name,
    packaging_spec: leaf.pack,
    delivery_methods: '快递配送,自提',
    on_sale: input.onSale ? 1 : 0,
    browse_count: browseCount,
    sale_count: Math.floor(browseCount * (0.01 + random.next() * 0.08)),
    update_date: input.updateDate,
  };
  return { row, parameters, images };
}

/**
 * Inserts goods with their parameters and galleries. Goods ids come back keyed by
 * goods_code, because neither database promises RETURNING rows in VALUES order.
 */
export async function insertGoods(db: Kysely<Database>, drafts: readonly GoodsDraft[]): Promise<void> {
  const inserted = await insertInBatches(
    drafts.map((draft) => draft.row),
    (batch) => db.insertInto('goods').values(batch).returning(['id', 'goods_code']).execute(),
  );
  const idByCode = new Map(inserted.map((row) => [row.goods_code, row.id]));
  const goodsId = (draft: GoodsDraft) => {
    const id = idByCode.get(draft.row.goods_code);
    if (id === undefined) throw new Error(`goods ${draft.row.goods_code} was not inserted`);
    return id;
  };
  const parameters = drafts.flatMap((draft) => {
    const id = goodsId(draft);
    return draft.parameters.map((parameter) => ({ goods_id: id, ...parameter }));
  });
  const images = drafts.flatMap((draft) => {
    const id = goodsId(draft);
    return draft.images.map((url, index) => ({ goods_id: id, url, sort: index + 1 }));
  });
  await insertInBatches(parameters, (batch) => db.insertInto('goods_parameter').values(batch).execute());
  await insertInBatches(images, (batch) => db.insertInto('goods_image').values(batch).execute());
}
