import { z } from 'zod';

/**
 * The files a list exports as, each with the content type it is answered with: the backend
 * draws them (backend/documents/table-export.ts), and the web passes on only an answer of the
 * type it asked for.
 */
export const EXPORT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

export type ExportFormat = keyof typeof EXPORT_TYPES;

/** In the order a list offers them. */
export const EXPORT_FORMATS = Object.keys(EXPORT_TYPES) as ExportFormat[];

export const isExportFormat = (format: string | undefined): format is ExportFormat =>
  format !== undefined && Object.hasOwn(EXPORT_TYPES, format);

/**
 * What an export call says of itself to documented() (backend/openapi): its `:format` path
 * parameter, checked before the call runs, and the files it answers.
 */
export const EXPORT_CALL = {
  params: { format: z.enum(EXPORT_FORMATS as [ExportFormat, ...ExportFormat[]]) },
  answers: Object.values(EXPORT_TYPES),
};
