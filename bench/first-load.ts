/**
 * The JavaScript a logged-in buyer's first visit to each page downloads, gzipped at level 6
 * (bench/weight.ts's firstLoadAssets: module preloads, module scripts — held until load or not —
 * and what they import). `npm run bench` measures it on its server (bench/run.ts); alone, this
 * runs the built shop (`npm run build` first) on its own data directory, which the server seeds
 * with the demo data on its first start.
 *
 *   npx tsx bench/first-load.ts            # port 3350, data/weight
 *   PORT=3351 DATA_DIR=data/other npx tsx bench/first-load.ts
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { cookieHeader, logIn } from './page-cpu.ts';
import { firstLoadAssets } from './weight.ts';

/** The pages, who sees them, and the target: the wizard only opens for a company not certified yet. */
const PAGES: { name: string; path: string; account: keyof typeof ACCOUNTS; targetKb?: number }[] = [
  { name: 'home', path: '/home/index', account: 'demo', targetKb: 128 },
  { name: 'list', path: '/home/goods/all', account: 'demo', targetKb: 128 },
  { name: 'detail', path: '/home/details/5', account: 'demo', targetKb: 128 },
  { name: 'cart', path: '/home/cart', account: 'demo', targetKb: 128 },
  { name: 'orders', path: '/userCenter/order', account: 'demo' },
  // The heaviest form screen.
  { name: 'certification wizard', path: '/userCenter/corpcert/add', account: 'other', targetKb: 160 },
];
const ACCOUNTS = {
  demo: { username: 'demo', password: 'Demo12345' },
  other: { username: 'other', password: 'Other12345' },
};

export interface FirstLoadRow {
  name: string;
  path: string;
  files: number;
  /** Bytes, gzipped at level 6. */
  js: number;
  targetKb?: number;
}

async function download(baseUrl: string, path: string, cookie: string): Promise<Uint8Array> {
  const response = await fetch(new URL(path, baseUrl), { headers: { cookie }, redirect: 'manual' });
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Each page's first-load JavaScript for the buyer who sees it, on the shop at `baseUrl` (demo data). */
export async function firstLoad(baseUrl: string): Promise<FirstLoadRow[]> {
  const cookies = {
    demo: cookieHeader(await logIn(baseUrl, ACCOUNTS.demo)),
    other: cookieHeader(await logIn(baseUrl, ACCOUNTS.other)),
  };
  const rows: FirstLoadRow[] = [];
  for (const { name, path, account, targetKb } of PAGES) {
    const cookie = cookies[account];
    const html = new TextDecoder().decode(await download(baseUrl, path, cookie));
    if (!html.includes('action="/home/logout"')) throw new Error(`${path}: not logged in`);
    const { js } = firstLoadAssets(html);
    let total = 0;
    for (const file of js) total += gzipSync(await download(baseUrl, file, cookie), { level: 6 }).length;
    rows.push({ name, path, files: js.length, js: total, targetKb });
  }
  return rows;
}

/** kB are 1,000 bytes, as in bench/report-text.ts. */
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The table, as the report and this command print it. */
export function firstLoadTable(rows: FirstLoadRow[]): string {
  const verdict = (row: FirstLoadRow) =>
    row.targetKb === undefined
      ? '—'
      : row.js / 1000 <= row.targetKb
        ? `pass (≤ ${row.targetKb})`
        : `miss by ${kb(row.js - row.targetKb * 1000)} (≤ ${row.targetKb})`;
  return [
    '| page | path | files | first-load JS, kB gzip | target |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.name} | \`${row.path}\` | ${row.files} | ${kb(row.js)} | ${verdict(row)} |`),
  ].join('\n');
}

const START_TIMEOUT_MS = 180_000;

async function main() {
  if (!existsSync('build/server/index.js')) throw new Error('no build: run `npm run build` first');
  const port = Number(process.env.PORT ?? 3350);
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: process.env.DATA_DIR ?? 'data/weight',
      SMS_LOG: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.once('exit', () => server.kill('SIGTERM'));
  try {
    // The first start seeds the database and builds the search index.
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (
      (await fetch(`${baseUrl}/home/index`).then(
        (r) => r.status,
        () => 0,
      )) !== 200
    ) {
      if (server.exitCode !== null) throw new Error(`the server exited (code ${server.exitCode})`);
      if (Date.now() > deadline) throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s`);
      await sleep(250);
    }
    const before = loadavg();
    const rows = await firstLoad(baseUrl);
    const after = loadavg();
    console.log(firstLoadTable(rows));
    const load = (values: number[]) => values.map((n) => n.toFixed(2)).join(' ');
    console.log(`\nload average ${load(before)} → ${load(after)}`);
  } finally {
    server.kill('SIGTERM');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
