import { notFoundPage, pathId } from '../../lib/not-found.server.ts';
import { consoleInvoiceApi } from './console-api.server.ts';
import type { Route } from './+types/admin.invoices.file.$id';

/**
 * An issued invoice's file (PDF, OFD or XML) for the staff, through the console's session; a
 * missing invoice or file, or no session, is the 404 page. The backend's headers (private,
 * no-store, nosniff, the file's name) come along.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const file = await consoleInvoiceApi.invoiceFile({ request, context }, pathId(params));
  if (!file) throw notFoundPage();
  return file;
}
