import { inflateSync } from 'node:zlib';

/** The smallest file the invoice console takes as a PDF (it checks the content, not the name). */
export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/**
 * The text of a PDF the shop drew with pdfkit, read without a PDF library (none is installed):
 * pdfkit embeds the CJK font as a CID font, so its text is glyph numbers, not characters; the
 * font's ToUnicode map says which character each glyph is. Each text object (BT…ET) becomes a
 * line. Enough for pdfkit's own output (FlateDecode streams, hex TJ strings, one CJK font), not
 * for PDFs in general.
 */
export function pdfText(pdf: Uint8Array): string {
  const bytes = Buffer.from(pdf);
  const latin = bytes.toString('latin1');
  const streams: string[] = [];
  const start = /(?<!end)stream\r?\n/g;
  for (let match = start.exec(latin); match; match = start.exec(latin)) {
    const dict = latin.slice(latin.lastIndexOf('<<', match.index), match.index);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? NaN);
    const from = match.index + match[0].length;
    if (!Number.isFinite(length) || /\/Subtype/.test(dict)) continue; // fonts and images
    const raw = bytes.subarray(from, from + length);
    try {
      streams.push(dict.includes('/FlateDecode') ? inflateSync(raw).toString('latin1') : raw.toString('latin1'));
    } catch {
      // Not a stream this reader understands.
    }
  }

  const glyphs = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const cmap of streams.filter((stream) => stream.includes('begincmap'))) {
    for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const [, lo, hi, target] of body!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
        const first = parseInt(lo!, 16);
        if (target!.startsWith('[')) {
          [...target!.matchAll(/<([0-9a-f]+)>/gi)].forEach(([, hex], i) => glyphs.set(first + i, utf16(hex!)));
        } else {
          const base = parseInt(target!.slice(1, -1), 16);
          for (let code = first; code <= parseInt(hi!, 16); code += 1)
            glyphs.set(code, String.fromCodePoint(base + code - first));
        }
      }
    }
    for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, source, target] of body!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
        glyphs.set(parseInt(source!, 16), utf16(target!));
    }
  }

  const decode = (hex: string) =>
    (hex.match(/[0-9a-f]{4}/gi) ?? []).map((code) => glyphs.get(parseInt(code, 16)) ?? '').join('');
  const lines: string[] = [];
  for (const content of streams.filter((stream) => /\bT[Jj]\b/.test(stream))) {
    for (const [, block] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      const shown = [...block!.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-f]*)>\s*Tj/gi)].map(([, array, single]) =>
        array !== undefined
          ? [...array.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => decode(hex!)).join('')
          : decode(single!),
      );
      lines.push(shown.join(''));
    }
  }
  return lines.join('\n');
}
