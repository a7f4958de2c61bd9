/**
 * The column whose unique constraint an insert or update broke, or null for any
 * other error. Services check uniqueness first for a clear message; this catches
 * the race where two requests take the same value between that check and the write.
 */
export function uniqueViolation(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const { code, message, detail } = error as { code?: unknown; message?: unknown; detail?: unknown };
  // PostgreSQL: 23505 unique_violation, detail 'Key (username)=(x) already exists.', or for a key of
  // several columns 'Key (company_id, month)=(1, 2026-10) …': its first column, as SQLite names it.
  if (code === '23505' && typeof detail === 'string') return /Key \((\w+)[,)]/.exec(detail)?.[1] ?? null;
  // better-sqlite3: 'UNIQUE constraint failed: account.username'
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string') {
    return /UNIQUE constraint failed: \w+\.(\w+)/.exec(message)?.[1] ?? null;
  }
  return null;
}
