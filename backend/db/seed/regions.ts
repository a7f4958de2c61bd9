import { areaList } from '@vant/area-data';
import type { Insertable, Kysely } from 'kysely';
import type { RegionTable } from '../tables/addresses.ts';
import type { Database } from '../types.ts';
import { insertInBatches } from './batch.ts';

/**
 * China's provinces, cities and counties from @vant/area-data, keyed by their
 * 6-digit administrative codes: a city's province is its first 2 digits + '0000',
 * a county's city its first 4 digits + '00'.
 */
function regionRows(): Insertable<RegionTable>[] {
  const { province_list: provinces, city_list: cities, county_list: counties } = areaList;
  const rows: Insertable<RegionTable>[] = Object.entries(provinces).map(([code, name]) => ({
    id: Number(code),
    pid: null,
    name,
    level: 1,
  }));
  // Some county codes do not follow the rule (e.g. counties administered directly by a
  // province). They hang on the first city of their province so every pid exists.
  const insertedCities = new Set<string>();
  const firstCityOf = new Map<string, string>();
  for (const [code, name] of Object.entries(cities)) {
    const province = `${code.slice(0, 2)}0000`;
    if (!(province in provinces)) continue;
    insertedCities.add(code);
    if (!firstCityOf.has(province)) firstCityOf.set(province, code);
    rows.push({ id: Number(code), pid: Number(province), name, level: 2 });
  }
  for (const [code, name] of Object.entries(counties)) {
    const city = `${code.slice(0, 4)}00`;
    const parent = insertedCities.has(city) ? city : firstCityOf.get(`${code.slice(0, 2)}0000`);
    if (parent !== undefined) rows.push({ id: Number(code), pid: Number(parent), name, level: 3 });
  }
  return rows;
}

export async function seedRegions(db: Kysely<Database>): Promise<void> {
  await insertInBatches(regionRows(), (batch) => db.insertInto('region').values(batch).execute());
}
