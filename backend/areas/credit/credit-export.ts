import type { CreditEntry } from '../../../common/areas/contracts/contract.ts';
import { message, type Locale, type MessageKey } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import type { Caller } from '../../caller.ts';
import { EXPORT_MAX_ROWS, exportFile, listTable, type ExportColumn } from '../../documents/table-export.ts';
import type { ExportFormat } from '../../../common/export-files.ts';
import type { creditService, OrdersSeen } from './credit.service.ts';

function columns(locale: Locale, ownOrdersOnly: boolean): ExportColumn<CreditEntry>[] {
  const t = (key: MessageKey) => message(locale, key);
  const all: ExportColumn<CreditEntry>[] = [
    { header: t('creditExport.date'), kind: 'date', value: (row) => row.createDate },
    { header: t('creditExport.kind'), kind: 'text', value: (row) => label('creditKind', row.kind, locale) },
    { header: t('creditExport.reference'), kind: 'text', value: (row) => row.reference },
    { header: t('creditExport.limitChange'), kind: 'money', value: (row) => row.limitChange },
    { header: t('creditExport.usedChange'), kind: 'money', value: (row) => row.usedChange },
    { header: t('creditExport.availableAfter'), kind: 'money', value: (row) => row.availableAfter },
  ];
  // A purchaser's rows carry no running balance, in the file as on the screen (credit.service.ts).
  return ownOrdersOnly ? all.slice(0, -1) : all;
}

/** The credit ledger as a file: every row the ledger screen shows the caller, newest first. */
export async function exportCredit(
  credit: ReturnType<typeof creditService>,
  seen: OrdersSeen,
  { caller, format, locale, now }: { caller: Caller; format: ExportFormat; locale: Locale; now: number },
) {
  const summary = await credit.summary(caller, { page: 1, limit: EXPORT_MAX_ROWS }, seen);
  const table = listTable('credit', columns(locale, summary.ownOrdersOnly), summary.entries, { locale, now });
  return exportFile(table, format);
}
