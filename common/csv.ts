/**
 * CSV as Excel opens it with Chinese intact: a UTF-8 byte-order mark, CRLF line ends, and
 * every cell quoted when it holds a comma, quote or line break. A cell starting with = + - @
 * is prefixed with ' so a spreadsheet never runs what a buyer typed as a formula; numbers (a
 * negative amount) are the shop's own and stay numbers. The console's exports and the statements'
 * downloads use it.
 */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
