import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/** Debian's fonts-noto-cjk (installed by .ci/run and the README's setup): Chinese in the PDF. */
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_FACE = 'NotoSansCJKsc-Regular';

/**
 * A PDF document in the CJK font, and the bytes once it ends. Without the font (a machine that
 * skipped fonts-noto-cjk) it still draws, in the built-in font, and says in the log why Chinese
 * is missing. `created` fixes the document's date, so what it says is what the record says; a
 * slip to put in a parcel is A5.
 */
export function cjkPdf(title: string, created: Date, { size = 'A4', margin = 56 } = {}) {
  const doc = new PDFDocument({ size, margin, info: { Title: title, CreationDate: created } });
  if (existsSync(CJK_FONT)) doc.registerFont('cjk', CJK_FONT, CJK_FACE).font('cjk');
  else console.warn(`PDF: ${CJK_FONT} is missing (apt-get install fonts-noto-cjk); Chinese will not show.`);
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const bytes = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  return { doc, bytes };
}
