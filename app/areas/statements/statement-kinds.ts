/**
 * What the console's statement screens choose among, for the loaders and the pages alike: the
 * forms of a remittance's row (its states are REMITTANCE_STATES in common/). The files a
 * statement downloads as are said once in (common/areas/statements/statement-files.ts).
 */

/** The forms a remittance's row posts (on a statement's page and in the queue), with its `remittanceId`. */
export const REMITTANCE_INTENTS = ['remittanceConfirm', 'remittanceReject'] as const;
export type RemittanceIntent = (typeof REMITTANCE_INTENTS)[number];
export const isRemittanceIntent = (intent: string): intent is RemittanceIntent =>
  (REMITTANCE_INTENTS as readonly string[]).includes(intent);
