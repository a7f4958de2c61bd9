import { z } from 'zod';

/** A code as the contract writes it: decimal digits as text ('2'), or the number (2). */
type Code = string | number;

/** A code in its one spelling: no sign, no leading zero, no fraction, so text and number match one to one. */
const CANONICAL = /^(0|[1-9]\d{0,8})$/;

/**
 * A coded choice (SPEC §4's numbered values: effectDateType, taxpayerZg, refundType, invoiceType,
 * payTypeId…) as the wire carries it. A form posts the code as text ('2'); a JSON client sends the
 * number (2), as it sends every other number; both are the same choice. Anything else — ' 2', '2.0',
 * '02', true, [2] — is none of the codes and gets `error`, as a missing value does (or `missing`,
 * where a field says the two apart). The answer is the code as `codes` spell it, so the code that
 * reads the form keeps the type it has always had ('2' or 2).
 *
 * The codes' text forms come first: Conform reads a literal's first value to decide how to coerce
 * a form's text, and text must stay text for the literal to match it.
 */
export function codedChoice<const T extends readonly [Code, ...Code[]]>(
  codes: T,
  error: string,
  { missing = error }: { missing?: string } = {},
) {
  for (const code of codes) {
    if (!CANONICAL.test(String(code))) throw new TypeError(`not a numbered code: ${JSON.stringify(code)}`);
  }
  const byText = new Map<string, T[number]>(codes.map((code) => [String(code), code]));
  const accepted = [...byText.keys(), ...[...byText.keys()].map(Number)];
  return z
    .literal(accepted, { error: (issue) => (issue.input === undefined ? missing : error) })
    .transform((value) => byText.get(String(value)) as T[number]);
}
