import { z } from 'zod';

/**
 * The largest id a record can have: ids are 32-bit integer columns on PostgreSQL,
 * so a larger one names no record and must never reach a query.
 */
export const ID_MAX = 2_147_483_647;

/**
 * A number as the wire carries it: a JSON number, or decimal digits with an optional
 * minus sign and fraction. Anything else — `true`, `[30]`, `0x1F`, `1e3`, ` 7` — is
 * not a number here and comes back as NaN, where `Number()` and `z.coerce` would
 * read 1, 30, 31 and 1000. A fraction stays one, for `.int()` to refuse with its message.
 */
export function wireNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^-?\d{1,16}(\.\d{1,16})?$/.test(value)) return Number(value);
  return Number.NaN;
}

/**
 * A required whole number; the message for anything missing or not one. Bounds go in
 * `checks`, which receives the number schema (a preprocessed schema has no `.min`).
 */
export const wholeNumber = (error: string, checks: (number: z.ZodNumber) => z.ZodNumber = (number) => number) =>
  z.preprocess(
    (value) => (value === undefined ? undefined : wireNumber(value)),
    checks(z.number({ error })).int(error),
  );

/** The id a wire value names, or undefined when it names no record: positive, whole, below 2³¹. */
export function asRecordId(value: unknown): number | undefined {
  const id = wireNumber(value);
  return Number.isInteger(id) && id > 0 && id <= ID_MAX ? id : undefined;
}

/** A record's id: a positive whole number the database can hold, or the given message. */
export const recordId = (error: string) => wholeNumber(error, (id) => id.positive(error).max(ID_MAX, error));

/**
 * An id that may be there or not, as a filter rather than a refusal: what is not a whole
 * number is no filter; a whole number no record can have (0, -3, 2³¹) is 0, which finds nothing.
 */
export const optionalId = z.preprocess(
  (value) => (Number.isInteger(wireNumber(value)) ? (asRecordId(value) ?? 0) : undefined),
  z.number().optional(),
);

/** An id where one no record can have means none (all provinces, the home page's ads, every brand). */
export const idOrNone = optionalId.transform((id) => id || undefined);

/** A required id where a nonsense one is answered 'not found': it becomes 0, which no row has. */
export const idOrZero = z.preprocess((value) => asRecordId(value) ?? 0, z.number());

/** A whole number within bounds, or the fallback for anything else (a sane page rather than a refusal). */
export const wholeOr = (fallback: number, min: number, max: number) =>
  z.preprocess((value) => {
    const number = Math.trunc(wireNumber(value));
    return Number.isNaN(number) ? fallback : Math.min(max, Math.max(min, number));
  }, z.number());

/**
 * A list of ids as repeated keys (`ids=1&ids=2`), one value or a JSON array (DESIGN.md); at least one,
 * each once. An empty choice is the given message: SPEC §8's 'please select data' for a batch action.
 */
export const idList = (error: string) =>
  z.preprocess(
    (value) => (value === undefined ? [] : [value].flat()),
    z
      .array(recordId(error))
      .min(1, error)
      .transform((ids) => [...new Set(ids)]),
  );
