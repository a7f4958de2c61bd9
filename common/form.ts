import type { z } from 'zod';

/**
 * The most fields one form may carry, and the most times one field may repeat. The
 * widest form of the shop is a statement's dispute (a box per line, at most 500 lines)
 * with its few other fields; these leave room for twice that. A body past either is
 * refused before any parser builds values from it: turning repeated fields into arrays
 * costs time that grows with the square of the repeats in the form libraries, so a
 * small body of `a=&a=&…` could otherwise hold the one process for minutes.
 */
export const FORM_FIELDS_MAX = 2000;
export const FIELD_REPEATS_MAX = 1000;

/** Why a form is refused before it is read: too many fields, or one field repeated too often. */
export type CrowdedForm = 'fields' | 'repeats';

/** Counts a form's field names in one pass and stops at the first limit passed. */
export function crowdedForm(keys: Iterable<string>): CrowdedForm | undefined {
  const repeats = new Map<string, number>();
  let fields = 0;
  for (const key of keys) {
    if (++fields > FORM_FIELDS_MAX) return 'fields';
    const count = (repeats.get(key) ?? 0) + 1;
    if (count > FIELD_REPEATS_MAX) return 'repeats';
    repeats.set(key, count);
  }
  return undefined;
}

/**
 * A form's values as a schema sees them: empty strings are absent, exactly as
 * Conform treats them in the browser, so server and browser agree on 'required'.
 * Repeated keys become one array, grown in place (linear in the number of fields).
 */
export function formValues(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const arrays = new Set<string>();
  for (const [key, raw] of entries) {
    const value = typeof raw === 'string' && raw.trim() === '' ? undefined : raw;
    if (value === undefined) continue;
    if (!Object.hasOwn(values, key)) {
      values[key] = value;
    } else if (arrays.has(key)) {
      (values[key] as unknown[]).push(value);
    } else {
      values[key] = [values[key], value];
      arrays.add(key);
    }
  }
  return values;
}

/** The first failing rule's message, in the order the schema reported them (SPEC §5: the first one is shown). */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? '';
}
