/**
 * The state a staff member saw when the form was drawn (a hidden `seen` field): the backend
 * compares it with the record's state now, and answers 10060 「已被他人处理」 when another hand
 * moved it meanwhile. Absent from scripted calls, which act on the state as it is.
 */
export function seenState(input: Record<string, unknown>): string | undefined {
  const seen = [input.seen].flat()[0];
  return typeof seen === 'string' && seen !== '' ? seen : typeof seen === 'number' ? String(seen) : undefined;
}
