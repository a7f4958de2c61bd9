import { EXPORT_TYPES } from '../../export-files.ts';

/**
 * The files a statement's version downloads as (SPEC §7 rest/customer/bill/download), each with
 * the content type it is answered with: the backend sends them, and the web passes on only an
 * answer of the type it asked for.
 */
export const STATEMENT_FILE_TYPES = { pdf: 'application/pdf', ...EXPORT_TYPES } as const;

export type StatementFormat = keyof typeof STATEMENT_FILE_TYPES;

/** In the order a statement's page offers them. */
export const STATEMENT_FORMATS = Object.keys(STATEMENT_FILE_TYPES) as StatementFormat[];

export const isStatementFormat = (format: string | undefined): format is StatementFormat =>
  format !== undefined && Object.hasOwn(STATEMENT_FILE_TYPES, format);
