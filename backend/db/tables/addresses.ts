import type { Generated } from 'kysely';
import type { Id, Millis } from './columns.ts';

// Regions and delivery addresses.

export interface RegionTable {
  /** The national administrative code, e.g. 110000. */
  id: number;
  pid: number | null;
  name: string;
  level: number;
}

export interface AddressTable {
  id: Id;
  company_id: number;
  consignee: string;
  /** Region ids (national administrative codes) and their names at the time of saving. */
  province: number;
  city: number;
  county: number;
  province_name: string;
  city_name: string;
  county_name: string;
  address: string;
  mobile: string;
  phone: Generated<string>;
  is_default: Generated<number>;
  created_at: Millis;
}

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    region: RegionTable;
    address: AddressTable;
  }
}
