import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';
import type { BrandDef } from './brands/brand-def.ts';
import { TRADE_BRANDS } from './brands/by-trade.ts';
import { LEADING_BRANDS } from './brands/leading.ts';
import type { SeedImages } from './images.ts';

/** Every brand in the order of their ids: a brand's position also picks its logo's hue. */
export const BRANDS: readonly BrandDef[] = [...LEADING_BRANDS, ...TRADE_BRANDS];

/** The brand's name as stored and shown, e.g. '世达 SATA'. */
export function brandName(brand: BrandDef): string {
  return brand.short === brand.latin ? brand.short : `${brand.short} ${brand.latin}`;
}

export interface SeededBrand {
  id: number;
  short: string;
  code: string;
}

/** Inserts the brands with their logos; returns them by short name for the goods. */
export async function seedBrands(db: Kysely<Database>, images: SeedImages): Promise<Map<string, SeededBrand>> {
  const rows = BRANDS.map((brand, index) => ({
    name: brandName(brand),
    letter: brand.letter,
    description: brand.description,
    image: images.logo(`brand-${brand.code.toLowerCase()}`, {
      title: brand.short,
      latin: brand.latin,
      hue: (index * 47) % 360,
    }),
  }));
  const inserted = await db.insertInto('brand').values(rows).returning(['id', 'name']).execute();
  return brandsByShortName(inserted);
}

/** Matches brand rows to their definitions by name; rows staff added or renamed are left out. */
export function brandsByShortName(rows: readonly { id: number; name: string }[]): Map<string, SeededBrand> {
  const idByName = new Map(rows.map((row) => [row.name, row.id]));
  const brands = new Map<string, SeededBrand>();
  for (const brand of BRANDS) {
    const id = idByName.get(brandName(brand));
    if (id !== undefined) brands.set(brand.short, { id, short: brand.short, code: brand.code });
  }
  return brands;
}
