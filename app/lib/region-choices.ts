import type { Region } from '../../common/areas/storefront/storefront.ts';

/**
 * What a province → city → county choice shows: the three option lists for the
 * chosen ids, and those ids themselves, kept only while they form one chain
 * (a city of another province is dropped, and the county with it).
 */
export interface RegionChoices {
  provinces: Region[];
  cities: Region[];
  counties: Region[];
  province?: number;
  city?: number;
  county?: number;
}

/**
 * The resource route that answers the regions under one region, for choosing without a reload
 * (app/areas/addresses/user-center.regions.ts).
 */
export const regionOptionsHref = (pid: number | string) => `/userCenter/regions?pid=${encodeURIComponent(pid)}`;

/** What that route answers: the regions under `pid`, and `pid`, so a picker can tell which choice an answer belongs to. */
export interface RegionsUnder {
  pid: number;
  list: Region[];
}

/**
 * The intent of the region picker's 'load cities and counties' button (without
 * JavaScript): an action answers it with the same form and the new choices.
 */
export const REGION_RELOAD_INTENT = 'addressRegions';
