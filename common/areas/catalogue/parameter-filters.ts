/**
 * `categoryParam` on the wire and in goods-list URLs: Base64 of the UTF-8 JSON list
 * of chosen parameter values (DESIGN.md). Kept free of zod: the goods-list page reads
 * and writes it in the browser, and must not pay for a validation library to do so.
 */

/** One chosen parameter filter, e.g. 材质 = 不锈钢. */
export interface ParameterFilter {
  name: string;
  tag: string;
}

const MAX_FILTERS = 20;
const MAX_NAME = 50;
const MAX_TAG = 100;

export function encodeParameterFilters(filters: ParameterFilter[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(filters));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= max;

/** The filters of a `categoryParam`, or null when it is not Base64 of such a list (at most 20, names and tags bounded). */
export function decodeParameterFilters(encoded: string): ParameterFilter[] | null {
  let parsed: unknown;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, ''));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_FILTERS) return null;
  const filters: ParameterFilter[] = [];
  for (const item of parsed as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { name, tag } = item as Record<string, unknown>;
    if (!text(name, MAX_NAME) || !text(tag, MAX_TAG)) return null;
    filters.push({ name, tag });
  }
  return filters;
}
