import { SHANGHAI_OFFSET_MS, shanghaiDate, shanghaiHour, shanghaiMoment, shanghaiMonth } from '../../common/time.ts';
import type { Services } from '../areas/index.ts';
import type { Deps } from '../services/deps.ts';

/**
 * A scheduled job (docs/decisions/0012): when its periods fall due, in Asia/Shanghai time,
 * and the work of one period. Jobs are listed in registry.ts; the scheduler and
 * `npm run staff -- run-job` run them through the same claim (runner.ts).
 */
export type JobSchedule =
  /** Every hour at `minute`; the period is the hour, `2026-11-24T13`. */
  | { every: 'hourly'; minute?: number }
  /** Every day at `hour`:`minute`; the period is the day, `2026-11-24`. */
  | { every: 'daily'; hour: number; minute?: number }
  /** Every month on `day` (1–28, so every month has it) at `hour`:`minute`; the period is the month, `2026-11`. */
  | { every: 'monthly'; day: number; hour: number; minute?: number };

export type JobDefinition = JobSchedule & {
  /** Unique, at most 60 characters; the name staff type after run-job. Never renamed once released. */
  name: string;
  /**
   * The key of the period whose run falls due at `due` (a moment the schedule names). Without it
   * the key is the hour, day or month `due` lies in; a job covering the time before says so here,
   * e.g. statements due on the 1st cover the month before: `(due) => monthBefore(shanghaiMonth(due))`.
   * A key keeps the shape of its schedule's (`YYYY-MM` for monthly), so keys sort as time does.
   */
  period?: (due: number) => string;
  /**
   * The period's work. It may run again for the same period after a failure or a crash, so its
   * writes are keyed by the period (one statement per company and month, unique). Returns a short
   * summary of what it did, kept with the run. Long work checks `signal` between steps: it is
   * aborted when the lease is lost or the process stops.
   */
  run: (ctx: JobContext) => Promise<string | void>;
};

export interface JobContext {
  services: Services;
  deps: Deps;
  period: string;
  /** When this attempt started (the injected clock): what 'now' is for the job. */
  now: number;
  signal: AbortSignal;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The newest moment at or before `now` at which the schedule falls due. */
export function lastDue(schedule: JobSchedule, now: number): number {
  // Work on the Shanghai wall clock written as UTC: the zone has no daylight saving.
  const wall = new Date(now + SHANGHAI_OFFSET_MS);
  const minute = schedule.minute ?? 0;
  if (schedule.every === 'hourly') {
    const due = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), wall.getUTCHours(), minute);
    return (due <= wall.getTime() ? due : due - HOUR_MS) - SHANGHAI_OFFSET_MS;
  }
  if (schedule.every === 'daily') {
    const due = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), schedule.hour, minute);
    return (due <= wall.getTime() ? due : due - DAY_MS) - SHANGHAI_OFFSET_MS;
  }
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + 1;
  const due = shanghaiMoment(year, month, schedule.day, schedule.hour, minute);
  return due <= now ? due : shanghaiMoment(year, month - 1, schedule.day, schedule.hour, minute);
}

/** The period key of a moment by the schedule's kind: its Shanghai hour, day or month. */
function defaultPeriod(schedule: JobSchedule, at: number): string {
  if (schedule.every === 'hourly') return shanghaiHour(at);
  if (schedule.every === 'daily') return shanghaiDate(at);
  return shanghaiMonth(at);
}

/** The period that is due at `now`: the one whose run fell due last. */
export function duePeriod(job: JobDefinition, now: number): string {
  const due = lastDue(job, now);
  return job.period ? job.period(due) : defaultPeriod(job, due);
}

const PERIOD_SHAPES: Record<JobSchedule['every'], RegExp> = {
  hourly: /^\d{4}-\d{2}-\d{2}T\d{2}$/,
  daily: /^\d{4}-\d{2}-\d{2}$/,
  monthly: /^\d{4}-\d{2}$/,
};

/**
 * A period typed by hand (run-job --period): it must have the schedule's shape, name a real
 * hour, day or month, and be due already, so no one runs November's statements in November.
 */
export function checkedPeriod(job: JobDefinition, period: string, now: number): string {
  const real = (() => {
    if (!PERIOD_SHAPES[job.every].test(period)) return false;
    const [date = '', hour = '00'] = period.split('T');
    const [year, month, day = '01'] = date.split('-');
    const at = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour));
    return new Date(at).toISOString().slice(0, period.length) === period;
  })();
  if (!real) throw new Error(`"${period}" is not a period of ${job.name} (${describeSchedule(job)}: ${example(job)})`);
  const due = duePeriod(job, now);
  if (period > due) throw new Error(`Period ${period} of ${job.name} is not due yet; the newest due is ${due}`);
  return period;
}

const example = (job: JobSchedule) => ({ hourly: '2026-11-24T13', daily: '2026-11-24', monthly: '2026-11' })[job.every];

const clock = (hour: number, minute = 0) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** The schedule in words, as the job table and list-jobs show it: `monthly day 1 01:00`. */
export function describeSchedule(schedule: JobSchedule): string {
  if (schedule.every === 'hourly') return `hourly :${String(schedule.minute ?? 0).padStart(2, '0')}`;
  if (schedule.every === 'daily') return `daily ${clock(schedule.hour, schedule.minute)}`;
  return `monthly day ${schedule.day} ${clock(schedule.hour, schedule.minute)}`;
}

/** Refuses a registry the scheduler could not keep: duplicate or overlong names, impossible times. */
export function checkRegistry(jobs: readonly JobDefinition[]): void {
  const names = new Set<string>();
  for (const job of jobs) {
    if (!/^[a-z0-9][a-z0-9-]{0,59}$/.test(job.name)) throw new Error(`Job name "${job.name}": a-z, 0-9 and -, ≤ 60`);
    if (names.has(job.name)) throw new Error(`Job "${job.name}" is registered twice`);
    names.add(job.name);
    const { minute = 0 } = job;
    const hour = job.every === 'hourly' ? 0 : job.hour;
    const day = job.every === 'monthly' ? job.day : 1;
    const whole = (value: number, low: number, high: number) =>
      Number.isInteger(value) && value >= low && value <= high;
    if (!whole(minute, 0, 59) || !whole(hour, 0, 23) || !whole(day, 1, 28)) {
      throw new Error(`Job "${job.name}": impossible schedule ${describeSchedule(job)}`);
    }
  }
}
