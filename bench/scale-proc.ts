import { readdirSync, readFileSync } from 'node:fs';
import { cpuOf } from './page-cpu.ts';

/** What Linux's /proc says of processes and of the machine: CPU time, memory, children. */

/** A process's resident memory (VmRSS), in kB. */
export function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line.split(/\s+/)[1]);
}

/** The processes the given one started (a cluster primary's workers), as the kernel lists them. */
export function childPids(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
}

/** Every running PostgreSQL process of this machine: the postmaster, its background processes and every backend. */
export function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false; // Exited meanwhile.
      }
    });
}

/** User + system clock ticks so far of a process (`/proc/<pid>/stat`) or of one of its threads (`/proc/<pid>/task/<tid>/stat`). */
function ticksOf(statPath: string): number {
  const stat = readFileSync(statPath, 'utf8');
  // Fields after the command name, which may hold spaces: utime is field 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * A process's CPU ticks so far: all its threads, and its main thread alone (JavaScript runs there;
 * the others collect garbage and compress). Ticks, since only their ratio is needed.
 */
export function threadTicks(pid: number): { all: number; main: number } {
  return { all: ticksOf(`/proc/${pid}/stat`), main: ticksOf(`/proc/${pid}/task/${pid}/stat`) };
}

/** CPU time so far (ms) of each of `pids` that still runs; one that exited meanwhile is left out. */
export function cpuByPid(pids: readonly number[]): Map<number, number> {
  const times = new Map<number, number>();
  for (const pid of pids) {
    try {
      times.set(pid, cpuOf(pid));
    } catch {
      // Exited meanwhile: its time is lost to both snapshots alike.
    }
  }
  return times;
}

/**
 * The CPU time the processes of `after` used since `before`, in ms. One started in between counts
 * from zero; one that ended in between is missing from both sides, so its time is not counted.
 */
export function cpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** The machine's CPU time so far over every core, in clock ticks: busy (user, nice, system, irq) and all. */
export function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal guest guest_nice; guest time is already in user.
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy, total: busy + idle! + iowait! };
}
