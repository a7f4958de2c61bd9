import type { z } from 'zod';

/**
 * A form's values as a schema sees them: empty strings are absent, exactly as
 * Conform treats them in the browser, so server and browser agree on 'required'.
 */
export function formValues(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, raw] of entries) {
    const value = typeof raw === 'string' && raw.trim() === '' ? undefined : raw;
    if (value === undefined) continue;
    const existing = values[key];
    if (existing === undefined) values[key] = value;
    else values[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return values;
}

/** The first failing rule's message, in the order the schema reported them (SPEC §5: the first one is shown). */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? '';
}
