/**
 * What the console's statement screens choose among, for the loaders and the pages
 * alike: the files a statement's version downloads as (with the content type each must answer
 * with), and the forms of a remittance's row (its states are the contract's, REMITTANCE_STATES).
 */
export const STATEMENT_FILE_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;
export type StatementFileFormat = keyof typeof STATEMENT_FILE_TYPES;
export const STATEMENT_FILE_FORMATS = Object.keys(STATEMENT_FILE_TYPES) as StatementFileFormat[];

/** The forms a remittance's row posts (on a statement's page and in the queue), with its `remittanceId`. */
export const REMITTANCE_INTENTS = ['remittanceConfirm', 'remittanceReject'] as const;
export type RemittanceIntent = (typeof REMITTANCE_INTENTS)[number];
export const isRemittanceIntent = (intent: string): intent is RemittanceIntent =>
  (REMITTANCE_INTENTS as readonly string[]).includes(intent);
