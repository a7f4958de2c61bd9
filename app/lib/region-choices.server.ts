import { regionApi } from './region-api.server.ts';
import type { CallContext } from './request.server.ts';
import { cachedReference } from './reference-cache.server.ts';
import type { Region } from '../../common/areas/storefront/storefront.ts';
import type { RegionChoices } from './region-choices.ts';

/**
 * The regions under one region (provinces without one); the same for everyone, so kept a minute in
 * the web tier. Only the seed writes regions, so their key needs no storefront version.
 */
export function regionsUnder(ctx: CallContext, pid?: number): Promise<Region[]> {
  return cachedReference(`region:${pid ?? ''}`, () => regionApi.list(ctx, pid));
}

/** A posted or stored id as a number, or undefined for anything else. */
function idOf(value: unknown): number | undefined {
  const id = Number(value);
  return value !== null && value !== '' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The choices a region picker shows for the given ids (a stored address, a posted
 * form, nothing for a new one): every province, the chosen province's cities and
 * the chosen city's counties. Any loader or action that renders the address form
 * calls this, so the form works without JavaScript: after a province is chosen
 * and the form posted back, the cities are there.
 */
export async function loadRegionChoices(
  ctx: CallContext,
  picked: { province?: unknown; city?: unknown; county?: unknown } = {},
): Promise<RegionChoices> {
  const provinces = await regionsUnder(ctx);
  const province = provinces.find((region) => region.id === idOf(picked.province))?.id;
  const cities = province ? await regionsUnder(ctx, province) : [];
  const city = cities.find((region) => region.id === idOf(picked.city))?.id;
  const counties = city ? await regionsUnder(ctx, city) : [];
  const county = counties.find((region) => region.id === idOf(picked.county))?.id;
  return { provinces, cities, counties, province, city, county };
}
