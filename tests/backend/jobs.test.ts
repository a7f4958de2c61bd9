import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../backend/adapters/clock.ts';
import { COMMAND_LINE } from '../../backend/services/staff-actor.ts';
import { duePeriod, type JobDefinition, type JobSchedule } from '../../backend/jobs/job.ts';
import { JOBS } from '../../backend/jobs/registry.ts';
import { LEASE_MS } from '../../backend/jobs/lease.ts';
import type { JobResult } from '../../backend/jobs/run-period.ts';
import { createJobRunner } from '../../backend/jobs/runner.ts';
import { startScheduler } from '../../backend/jobs/scheduler.ts';
import { commands } from '../../backend/command-line/commands.ts';
import { monthBefore, shanghaiMonth } from '../../common/time.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * Scheduled work (docs/decisions/0012): a period runs once however many claims race, a lease
 * left by a dead process is taken over, a failure is kept and retried until its period
 * succeeds, and periods are Shanghai's. The jobs here are the test's own, given to runners
 * of their own, never added to the shop's registry. On PostgreSQL (TEST_DATABASE_URL) the
 * racing claims really overlap.
 */
let t: TestBackend;
/** Each job's periods, in the order they ran. */
const ran: Record<string, string[]> = {};
const silent = { error: () => undefined };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job that records its period, takes a moment (so racing claims overlap) and answers a summary. */
function counted(name: string, schedule: JobSchedule, fail?: () => boolean): JobDefinition {
  return {
    ...schedule,
    name,
    async run({ period }) {
      (ran[name] ??= []).push(period);
      await pause(30);
      if (fail?.()) throw new Error('the bank did not answer');
      return `${name} did ${period}`;
    },
  };
}

/** 2026-11-24 11:00 in Shanghai. */
const MORNING = Date.UTC(2026, 10, 24, 3, 0);

function runnerFor(jobs: JobDefinition[], clock = manualClock(MORNING), owner = 'test-a') {
  return createJobRunner({ deps: { ...t.backend.deps, clock }, services: t.backend.services, jobs, owner });
}

const jobRow = (name: string) => t.db.selectFrom('job').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
const runsOf = (name: string) =>
  t.db.selectFrom('job_run').selectAll().where('job_name', '=', name).orderBy('period').execute();
const kinds = (results: JobResult[]) => results.map((result) => `${result.period} ${result.result}`);

beforeAll(async () => {
  t = await startBackend();
});

afterAll(async () => {
  await t?.close();
});

describe('the shop', () => {
  it('registers its jobs with unique names, and its test backends start no scheduler', async () => {
    const names = JOBS.map((job) => job.name);
    expect(names).toEqual(expect.arrayContaining(['contract-terms', 'monthly-statements', 'overdue-statements']));
    expect(new Set(names).size).toBe(names.length);
    // No tick ran: nothing was claimed or run.
    expect(await t.count('job_run')).toBe(0);
    expect((await t.backend.jobs.list(COMMAND_LINE)).every((job) => job.lastRun === null)).toBe(true);
  });
});

describe('claims', () => {
  it('runs a period once when claims race, in one process and from two', async () => {
    const clock = manualClock(MORNING);
    const job = counted('race', { every: 'daily', hour: 2 });
    const a = runnerFor([job], clock, 'process-a');
    const b = runnerFor([job], clock, 'process-b');
    const results = await Promise.all([a.runJob('race'), a.runJob('race'), b.runJob('race'), b.runJob('race')]);
    expect(ran.race).toEqual(['2026-11-24']);
    expect(results.filter((result) => result.result === 'done')).toHaveLength(1);
    // The others found the lease held (or, on a slow machine, the period done already).
    for (const other of results.filter((result) => result.result !== 'done')) {
      expect(['busy', 'already done']).toContain(other.result);
    }

    // Once the lease is free, the period is found done: still one run.
    const again = await b.runJob('race');
    expect(again).toMatchObject({ result: 'already done', outcome: 'race did 2026-11-24' });
    expect(ran.race).toHaveLength(1);
    const [run] = await runsOf('race');
    expect(run).toMatchObject({ period: '2026-11-24', status: 'done', attempts: 1, outcome: 'race did 2026-11-24' });
    expect(await jobRow('race')).toMatchObject({ lease_owner: null, lease_until: 0, every: 'daily 02:00' });
  });

  it('takes over a lease that ran out with its process, and the period that process left running', async () => {
    const clock = manualClock(MORNING);
    const runner = runnerFor([counted('crash', { every: 'daily', hour: 2 })], clock);
    // A process claimed the job, started today's run and died.
    await t.db
      .insertInto('job')
      .values({ name: 'crash', every: 'daily 02:00', lease_owner: 'dead/1/x#1', lease_until: clock.now() + 1000 })
      .execute();
    await t.db
      .insertInto('job_run')
      .values({ job_name: 'crash', period: '2026-11-24', status: 'running', started_at: clock.now() - LEASE_MS })
      .execute();

    expect(await runner.runJob('crash')).toMatchObject({ result: 'busy', leaseUntil: clock.now() + 1000 });
    expect(ran.crash).toBeUndefined();

    clock.advance(1001);
    expect(await runner.runJob('crash')).toMatchObject({ result: 'done', period: '2026-11-24' });
    expect(ran.crash).toEqual(['2026-11-24']);
    expect(await runsOf('crash')).toMatchObject([{ status: 'done', attempts: 2, outcome: 'crash did 2026-11-24' }]);
    expect(await jobRow('crash')).toMatchObject({ lease_owner: null, lease_until: 0 });
  });
});

describe('failures', () => {
  it('keeps the error, retries at the next tick until the period succeeds, then clears it', async () => {
    const clock = manualClock(MORNING);
    let failures = 2;
    const runner = runnerFor([counted('flaky', { every: 'hourly' }, () => failures-- > 0)], clock);
    const scheduler = startScheduler(runner, { intervalMs: LEASE_MS, log: silent });
    try {
      expect(kinds(await scheduler.tick())).toEqual(['2026-11-24T11 failed']);
      expect(await jobRow('flaky')).toMatchObject({
        lease_owner: null,
        last_error: '2026-11-24T11: the bank did not answer',
      });
      expect(await runsOf('flaky')).toMatchObject([{ status: 'failed', outcome: 'the bank did not answer' }]);
      const [listed] = await runner.list(COMMAND_LINE);
      expect(listed).toMatchObject({
        name: 'flaky',
        failedPeriods: 1,
        lastError: '2026-11-24T11: the bank did not answer',
      });

      // An hour on, the failed hour is retried first (and fails again), then the new one runs.
      clock.advance(60 * 60 * 1000);
      expect(kinds(await scheduler.tick())).toEqual(['2026-11-24T11 failed', '2026-11-24T12 done']);
      expect((await jobRow('flaky')).last_error).toBe('2026-11-24T11: the bank did not answer');

      expect(kinds(await scheduler.tick())).toEqual(['2026-11-24T11 done']);
      expect(await runsOf('flaky')).toMatchObject([
        { period: '2026-11-24T11', status: 'done', attempts: 3, outcome: 'flaky did 2026-11-24T11' },
        { period: '2026-11-24T12', status: 'done', attempts: 1 },
      ]);
      expect((await jobRow('flaky')).last_error).toBeNull();
      expect((await runner.list(COMMAND_LINE))[0]).toMatchObject({ failedPeriods: 0, lastError: null });

      // Nothing due: no claim, no run.
      expect(await scheduler.tick()).toEqual([]);
      expect(ran.flaky).toEqual(['2026-11-24T11', '2026-11-24T11', '2026-11-24T12', '2026-11-24T11']);
    } finally {
      await scheduler.stop();
    }
  });
});

describe('periods in Shanghai time', () => {
  const at = (iso: string) => Date.parse(iso);
  const daily = (hour: number) => ({ name: 'd', every: 'daily', hour, run: async () => undefined }) as const;
  const statements: JobDefinition = {
    name: 'statements',
    every: 'monthly',
    day: 1,
    hour: 1,
    period: (due) => monthBefore(shanghaiMonth(due)),
    run: async ({ period }) => `statements for ${period}`,
  };

  it('keys a period by the Shanghai hour, day and month', () => {
    // 2026-11-30T17:00Z is 2026-12-01 01:00 in Shanghai.
    expect(duePeriod(daily(0), at('2026-11-30T17:00:00Z'))).toBe('2026-12-01');
    expect(duePeriod(daily(0), at('2026-11-30T15:59:59Z'))).toBe('2026-11-30');
    expect(duePeriod(daily(2), at('2026-11-30T17:00:00Z'))).toBe('2026-11-30');
    expect(duePeriod(daily(2), at('2026-11-30T18:00:00Z'))).toBe('2026-12-01');
    expect(
      duePeriod({ name: 'h', every: 'hourly', minute: 30, run: async () => undefined }, at('2026-11-30T17:00:00Z')),
    ).toBe('2026-12-01T00');
    expect(duePeriod(statements, at('2026-11-30T17:00:00Z'))).toBe('2026-11');
    expect(duePeriod(statements, at('2026-11-30T16:59:59Z'))).toBe('2026-10');
    // New Year's night in Shanghai, before 01:00: December's statements are not due yet.
    expect(duePeriod(statements, at('2026-12-31T16:30:00Z'))).toBe('2026-11');
    expect(duePeriod(statements, at('2026-12-31T17:00:00Z'))).toBe('2026-12');
  });

  it('runs the month before on the 1st at 01:00, and by hand only what is due', async () => {
    const clock = manualClock(at('2026-11-30T17:00:00Z'));
    const runner = runnerFor([statements], clock);
    expect(await runner.runJob('statements')).toMatchObject({
      result: 'done',
      period: '2026-11',
      outcome: 'statements for 2026-11',
    });
    await expect(runner.runJob('statements', { period: '2026-12' })).rejects.toThrow(/not due yet/);
    await expect(runner.runJob('statements', { period: '2026-13' })).rejects.toThrow(/not a period/);
    await expect(runner.runJob('statements', { period: '2026-11-01' })).rejects.toThrow(/not a period/);
    await expect(runner.runJob('nothing')).rejects.toThrow(/Unknown job "nothing"/);
    expect(await runner.runJob('statements', { period: '2026-09' })).toMatchObject({
      result: 'done',
      period: '2026-09',
    });
    expect((await runsOf('statements')).map((run) => run.period)).toEqual(['2026-09', '2026-11']);
  });
});

describe('the staff command line', () => {
  it('runs a job by hand through the same claim and lists the jobs', async () => {
    const runner = runnerFor([counted('by-hand', { every: 'daily', hour: 2 }, () => false)]);
    const backend = { ...t.backend, jobs: runner };
    expect(await commands['run-job']!(backend, ['by-hand'], { period: '2026-11-23' })).toBe(
      'Job by-hand, period 2026-11-23: done: by-hand did 2026-11-23',
    );
    expect(await commands['run-job']!(backend, ['by-hand'], { period: '2026-11-23' })).toBe(
      'Job by-hand, period 2026-11-23 was done already: by-hand did 2026-11-23',
    );
    const listed = await commands['list-jobs']!(backend, [], {});
    expect(listed).toMatch(/^by-hand\tdaily 02:00\tdue 2026-11-24\tlast 2026-11-23 done /);
    expect(await commands['list-jobs']!(t.backend, [], {})).toMatch(/^contract-terms\tdaily 00:10\t/m);
  });
});

describe('the scheduler loop', () => {
  it('ticks on its timer, and stopping tells a running job and waits for it', async () => {
    const clock = manualClock(MORNING);
    let started = false;
    const patient: JobDefinition = {
      name: 'patient',
      every: 'daily',
      hour: 2,
      run: ({ signal }) =>
        new Promise((_resolve, reject) => {
          started = true;
          signal.addEventListener('abort', () => reject(signal.reason as Error));
        }),
    };
    const runner = runnerFor([patient], clock);
    const scheduler = startScheduler(runner, { intervalMs: 20, log: silent });
    for (let waited = 0; !started && waited < 5000; waited += 20) await pause(20);
    expect(started).toBe(true);
    await scheduler.stop();
    // Stopped mid-run: the period is failed, so the next process's scheduler runs it again.
    expect(await runsOf('patient')).toMatchObject([{ status: 'failed', outcome: 'The process is stopping' }]);
    expect(await jobRow('patient')).toMatchObject({ lease_owner: null, lease_until: 0 });
    expect(kinds(await scheduler.tick())).toEqual([]);
  });
});
