import type { ColumnType, Generated } from 'kysely';

/** An id the database assigns. */
export type Id = Generated<number>;
/** A time: epoch milliseconds. */
export type Millis = ColumnType<number, number, number>;
