import { fileTypeFromBuffer } from 'file-type';
import { INVOICE_FILE_MAX_BYTES } from '../../../common/areas/invoices/invoice.ts';
import { refused } from '../../errors.ts';

/** The content types an invoice file is served with. */
export const INVOICE_CONTENT_TYPES = {
  pdf: 'application/pdf',
  ofd: 'application/ofd',
  xml: 'application/xml',
} as const;
export type InvoiceFileType = keyof typeof INVOICE_CONTENT_TYPES;

/**
 * What an uploaded invoice file is, by its content, never by its name: a PDF, an OFD (GB/T 33190:
 * a zip holding OFD.xml) or the XML of a fully digital invoice. Anything else, or over 5 MB, is refused.
 */
export async function invoiceFileType(bytes: Uint8Array): Promise<InvoiceFileType> {
  if (bytes.length === 0) throw refused('invoiceFileMissing');
  if (bytes.length > INVOICE_FILE_MAX_BYTES) throw refused('invoiceFileInvalid');
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === 'application/pdf') return 'pdf';
  if (type?.mime === 'application/xml') return 'xml';
  if (type?.mime === 'application/zip' && Buffer.from(bytes).includes('OFD.xml')) return 'ofd';
  throw refused('invoiceFileInvalid');
}
