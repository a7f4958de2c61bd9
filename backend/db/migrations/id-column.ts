import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * Every table's `id`: an auto-numbered primary key in the dialect's own words (serial on
 * PostgreSQL, integer autoincrement on SQLite). Migrations are released and never change what they
 * create, so this must always make the same column.
 */
export const idColumn =
  (dialect: Dialect) =>
  <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
