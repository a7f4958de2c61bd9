/**
 * Makes text from buyers and visitors safe to print on a staff terminal: every
 * control character (C0 and C1, including newline, tab and ESC), DEL and the
 * Unicode bidirectional overrides become visible escapes such as `\n`, `\x1b`
 * and `\u202e`. Printed raw, they would let a visitor forge lines, recolour the
 * screen or drive the terminal through escape sequences.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function forTerminal(text: string): string {
  // A backslash is escaped too, so a typed "\n" can never pass for an escaped newline.
  return text.replace(/\\/g, '\\\\').replace(UNSAFE, (char) => {
    const named = NAMED[char];
    if (named) return named;
    const code = char.codePointAt(0)!;
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
