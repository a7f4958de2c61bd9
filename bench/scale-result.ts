import type { LoadResult } from './load.ts';

/** What bench/scale.ts measures and bench/report-scale.ts prints, apart from both so neither imports the other. */

/** Pages per second with 2 processes over those with 1, on 2 cores (docs/decisions/0028). */
export const SCALE_TARGET = 1.7;

/** Where the CPU went while the load ran, in ms of CPU time (user + system). */
export interface CpuSplit {
  /** Wall-clock length of the load. */
  seconds: number;
  /** Each process serving requests: the one process, or each worker of the cluster. */
  servingMs: number[];
  /** Of each one's CPU time, the share of its main thread, where JavaScript runs: near 1 core there, it is saturated. */
  mainThreadShare: number[];
  /** The cluster's primary (it accepts the connections and hands them to the workers); absent with one process. */
  primaryMs?: number;
  loadGeneratorMs: number;
  /** The PostgreSQL backends of the shop's own connections. */
  postgresShopMs: number;
  /** Every PostgreSQL process of the machine: the shop's backends, background work and other clients'. */
  postgresAllMs: number;
  /** The machine's cores busy, as a share of all of them (everything running, the bench's own process too). */
  machineBusy: number;
}

export interface ScaleRun {
  processes: number;
  load: LoadResult;
  cpu: CpuSplit;
  /** Resident memory right after the load, kB: each process serving requests, and the primary. */
  memory: { servingKb: number[]; primaryKb?: number };
  loadAverage: { before: number[]; after: number[] };
}

export interface ScaleResult {
  page: string;
  concurrency: number;
  seconds: number;
  cores: number;
  /** The load generator's nice value. */
  nice: number;
  runs: ScaleRun[];
  /** Pages per second with 2 processes over those with 1. */
  ratio: number;
}
