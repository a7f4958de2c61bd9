import type { Kysely } from 'kysely';

/**
 * The database as Kysely sees it. Each area's file in backend/db/tables/ declares its
 * tables and adds them to this interface (declaration merging), so a new area's
 * tables are written in one place (docs/decisions/0014).
 *
 * Money columns hold integer ten-thousandths of a yuan; times are epoch milliseconds.
 * Column names are snake_case; the wire keeps the SPEC's camelCase names and services
 * map between the two.
 */
// Filled by the tables files; empty here on purpose.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}

export type Db = Kysely<Database>;
