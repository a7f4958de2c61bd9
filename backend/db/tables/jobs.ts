// The scheduled jobs' tables are plumbing and live in services.ts. This file only keeps
// backend/jobs/runner.ts's import working until it imports JobRunStatus from services.ts;
// then delete it.
export type { JobRunStatus } from './services.ts';
