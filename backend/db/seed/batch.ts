/**
 * SQLite binds at most 32766 values per statement and PostgreSQL 65535; staying well
 * below both keeps one code path for the two. Fewer, larger statements are what make
 * seeding fast, so the row count adapts to the number of columns.
 */
const MAX_VALUES_PER_STATEMENT = 16000;
const MAX_ROWS_PER_STATEMENT = 2000;

export function rowsPerStatement(columns: number): number {
  return Math.max(1, Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_VALUES_PER_STATEMENT / columns)));
}

/** Runs `insert` on slices of `rows` sized for the column count; collects what it returns (e.g. RETURNING rows). */
export async function insertInBatches<Row extends object, Result>(
  rows: readonly Row[],
  insert: (batch: Row[]) => Promise<readonly Result[]>,
): Promise<Result[]> {
  const first = rows[0];
  if (!first) return [];
  const size = rowsPerStatement(Object.keys(first).length);
  const results: Result[] = [];
  for (let start = 0; start < rows.length; start += size) {
    results.push(...(await insert(rows.slice(start, start + size))));
  }
  return results;
}
