import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pickFixtures, prepareDatabase, targetEnv, type Fixtures, type Target } from './dataset.ts';
import { BUYER, cookieHeader, logIn } from './page-cpu.ts';
import { ensureBuild, startServer } from './server.ts';

/** Largest Contentful Paint on Lighthouse's mobile settings (its default throttling), as a page must keep. */
export const LCP_TARGET_MS = 2500;

const CLI = join('node_modules', 'lighthouse', 'cli', 'index.js');
const DEFAULT_CHROME = '/usr/bin/chromium';

export interface LighthouseRun {
  page: string;
  path: string;
  who: 'buyer' | 'visitor';
  /** 'blocked': every script refused, as a browser without JavaScript would see the page. */
  scripts: 'on' | 'blocked';
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The element Lighthouse took as the largest paint, and how its time divides. */
  lcpElement?: string;
  lcpPhases: { phase: string; ms: number }[];
  /** Runs that gave a report; the figures are the one with the median LCP. */
  runs: number;
  /** Why no run gave a report, when none did. */
  failed?: string;
  loadAverage: { before: number[]; after: number[] };
}

/**
 * Why Lighthouse will not run here, if it will not: BENCH_LIGHTHOUSE=0, or no Chromium at
 * CHROME_PATH (Debian's /usr/bin/chromium by default; the bench never downloads a browser).
 */
export function lighthouseSkipped(): string | undefined {
  if (process.env.BENCH_LIGHTHOUSE === '0') return 'BENCH_LIGHTHOUSE=0';
  const chrome = process.env.CHROME_PATH ?? DEFAULT_CHROME;
  if (!existsSync(chrome)) return `no Chromium at ${chrome} (set CHROME_PATH, or BENCH_LIGHTHOUSE=0)`;
  if (!existsSync(CLI)) return `no ${CLI} (npm install)`;
  return undefined;
}

/** The parts of Lighthouse's JSON report read here. */
interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
  runtimeError?: { code: string; message: string };
}

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null;

/** The LCP element's snippet and phases (TTFB, load delay, load time, render delay) from its audit's two tables. */
function lcpDetails(report: Report): Pick<LighthouseRun, 'lcpElement' | 'lcpPhases'> {
  const tables = (report.audits['largest-contentful-paint-element']?.details?.items ?? []).filter(isRow);
  let lcpElement: string | undefined;
  const lcpPhases: LighthouseRun['lcpPhases'] = [];
  for (const table of tables) {
    for (const item of Array.isArray(table.items) ? table.items.filter(isRow) : []) {
      if (isRow(item.node)) {
        const { snippet, selector } = item.node;
        lcpElement = `${String(snippet ?? '')}${selector ? ` (${String(selector)})` : ''}`;
      }
      if (typeof item.phase === 'string' && typeof item.timing === 'number') {
        lcpPhases.push({ phase: item.phase, ms: item.timing });
      }
    }
  }
  return { lcpElement, lcpPhases };
}

function runOnce(url: string, options: { cookie?: string; blockScripts: boolean }): Promise<Report> {
  const dir = mkdtempSync(join(tmpdir(), 'caigou-lighthouse-'));
  const output = join(dir, 'report.json');
  const args = [
    CLI,
    url,
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance',
    '--chrome-flags=--headless=new --no-sandbox',
    '--quiet',
  ];
  if (options.cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: options.cookie })}`);
  if (options.blockScripts) args.push('--blocked-url-patterns=*.js');
  const child = spawn(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? DEFAULT_CHROME },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      try {
        if (code !== 0 || !existsSync(output)) throw new Error(`lighthouse exited with ${code}\n${errors}`);
        const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
        if (report.runtimeError)
          throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
        resolve(report);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/** The pages audited: home, a category's list, all goods and a goods detail. */
export function lighthousePages(fixtures: Pick<Fixtures, 'categoryId' | 'detailId'>) {
  return [
    { page: 'home', path: '/home/index' },
    { page: 'list', path: `/home/goods/${fixtures.categoryId}` },
    { page: 'all goods', path: '/home/goods/all' },
    { page: 'detail', path: `/home/details/${fixtures.detailId}` },
  ];
}

/** Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP); such a run is taken again. */
async function runWithRetries(url: string, options: Parameters<typeof runOnce>[1], log: (line: string) => void) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, options);
    } catch (error) {
      if (attempt === 3) throw error;
      log(`    run failed, again: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
    }
  }
}

const metric = (report: Report, audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;

/**
 * Lighthouse's mobile performance run (simulated slow 4G and a 4× slower CPU) of each page, for
 * a logged-in buyer (the session cookie sent with every request) and a visitor, with scripts on
 * and blocked. One at a time: Lighthouse's simulation starts from the trace it records, so a
 * second Chromium beside it would skew both.
 */
export async function lighthouseRuns(
  baseUrl: string,
  pages: readonly { page: string; path: string }[],
  buyerCookie: string,
  log: (line: string) => void,
  runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1)),
  modes: readonly LighthouseRun['scripts'][] = ['on', 'blocked'],
): Promise<LighthouseRun[]> {
  const results: LighthouseRun[] = [];
  for (const scripts of modes) {
    for (const who of ['buyer', 'visitor'] as const) {
      for (const { page, path } of pages) {
        const before = loadavg();
        const reports: Report[] = [];
        const failures: string[] = [];
        for (let run = 0; run < runs; run++) {
          try {
            reports.push(
              await runWithRetries(
                `${baseUrl}${path}`,
                { cookie: who === 'buyer' ? buyerCookie : undefined, blockScripts: scripts === 'blocked' },
                log,
              ),
            );
          } catch (error) {
            // One page Lighthouse cannot load must not cost the rest of the bench its figures.
            failures.push((error instanceof Error ? error.message : String(error)).split('\n')[0]!);
          }
        }
        const after = loadavg();
        if (reports.length === 0) {
          log(`  ${page} ${path}, ${who}, scripts ${scripts}: failed: ${failures[0]}`);
          results.push({
            page,
            path,
            who,
            scripts,
            score: Number.NaN,
            fcpMs: Number.NaN,
            lcpMs: Number.NaN,
            tbtMs: Number.NaN,
            cls: Number.NaN,
            lcpPhases: [],
            runs: 0,
            failed: failures[0],
            loadAverage: { before, after },
          });
          continue;
        }
        reports.sort((a, b) => metric(a, 'largest-contentful-paint') - metric(b, 'largest-contentful-paint'));
        const report = reports[Math.floor((reports.length - 1) / 2)]!;
        const result: LighthouseRun = {
          page,
          path,
          who,
          scripts,
          score: report.categories.performance.score ?? Number.NaN,
          fcpMs: metric(report, 'first-contentful-paint'),
          lcpMs: metric(report, 'largest-contentful-paint'),
          tbtMs: metric(report, 'total-blocking-time'),
          cls: metric(report, 'cumulative-layout-shift'),
          ...lcpDetails(report),
          runs: reports.length,
          loadAverage: { before, after },
        };
        log(
          `  ${page} ${path}, ${who}, scripts ${scripts}: LCP ${(result.lcpMs / 1000).toFixed(2)} s, ` +
            `TBT ${result.tbtMs.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}, score ${result.score}; ` +
            `LCP element ${result.lcpElement ?? 'unknown'}; ${result.lcpPhases.map((p) => `${p.phase} ${p.ms.toFixed(0)}`).join(', ')}`,
        );
        results.push(result);
      }
    }
  }
  return results;
}

/**
 * `npx tsx bench/lighthouse.ts [on|blocked] [page …]`: only these runs, on the benchmark's database
 * and build (made if missing), to see a change to the pages quickly; prints each run's JSON.
 * BENCH_CHECKOUT=<dir> serves that checkout's build instead; BENCH_LIGHTHOUSE_RUNS=n takes the median of n.
 */
async function main(argv: string[]) {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const skipped = lighthouseSkipped();
  if (skipped) throw new Error(`Lighthouse cannot run: ${skipped}`);
  const target: Target = { dialect: 'sqlite', dataDir: join('data', 'bench') };
  const backend = await prepareDatabase(target, 200_000, log);
  const fixtures = await pickFixtures(backend.connection.db).finally(() => backend.close());
  const modes = argv.filter((arg): arg is LighthouseRun['scripts'] => arg === 'on' || arg === 'blocked');
  const names = argv.filter((arg) => arg !== 'on' && arg !== 'blocked');
  const pages = lighthousePages(fixtures).filter(({ page }) => names.length === 0 || names.includes(page));
  // BENCH_CHECKOUT serves another checkout's build on the same database, to compare code before and after.
  const checkout = process.env.BENCH_CHECKOUT;
  if (!checkout) ensureBuild(log);
  const env = targetEnv(target);
  env.DATA_DIR = resolve(env.DATA_DIR!);
  const server = await startServer(
    Number(process.env.BENCH_PORT ?? 3321),
    env,
    checkout ? resolve(checkout) : undefined,
  );
  try {
    const cookie = cookieHeader(await logIn(server.baseUrl, BUYER));
    const runs = await lighthouseRuns(
      server.baseUrl,
      pages,
      cookie,
      log,
      undefined,
      modes.length > 0 ? modes : undefined,
    );
    process.stdout.write(`${JSON.stringify(runs, null, 2)}\n`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2));
