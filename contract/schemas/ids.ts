import { z } from 'zod';

/** A record's id: a positive whole number, or the given message. */
export const recordId = (error: string) => z.coerce.number({ error }).int(error).positive(error);

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
