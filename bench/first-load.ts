/**
 * The JavaScript a logged-in buyer's first visit to each page downloads, gzipped at level 6
 * (bench/weight.ts's firstLoadAssets: module preloads, module scripts and what the inline
 * modules import). Runs the built shop (`npm run build` first) on its own data directory,
 * which the server seeds with the demo data on its first start.
 *
 *   npx tsx bench/first-load.ts            # port 3350, data/weight
 *   PORT=3351 DATA_DIR=data/other npx tsx bench/first-load.ts
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { firstLoadAssets } from './weight.ts';

/** The pages, and who sees them: the wizard only opens for a company not certified yet. */
const PAGES: [name: string, path: string, account: 'demo' | 'other'][] = [
  ['home', '/home/index', 'demo'],
  ['list', '/home/goods/all', 'demo'],
  ['detail', '/home/details/5', 'demo'],
  ['cart', '/home/cart', 'demo'],
  ['orders', '/userCenter/order', 'demo'],
  ['certification wizard', '/userCenter/corpcert/add', 'other'],
];
const PASSWORDS = { demo: 'Demo12345', other: 'Other12345' };
const PORT = Number(process.env.PORT ?? 3350);
const DATA_DIR = process.env.DATA_DIR ?? 'data/weight';
const BASE = `http://127.0.0.1:${PORT}`;
// The first start seeds the database and builds the search index.
const START_TIMEOUT_MS = 180_000;

if (!existsSync('build/server/index.js')) throw new Error('no build: run `npm run build` first');

const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR, SMS_LOG: '0' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.once('exit', () => server.kill('SIGTERM'));

async function started(): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (code ${server.exitCode})`);
    const status = await fetch(`${BASE}/home/index`).then(
      (response) => response.status,
      () => undefined, // Not listening yet.
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s`);
    await sleep(250);
  }
}

/** Logs in the way the login form does and returns the session's cookies. */
async function logIn(username: keyof typeof PASSWORDS): Promise<string> {
  const response = await fetch(`${BASE}/home/login`, {
    method: 'POST',
    body: new URLSearchParams({ loginType: '1', username, password: PASSWORDS[username] }),
    redirect: 'manual',
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  if (!cookies.some((cookie) => cookie.startsWith('caigou_session='))) {
    throw new Error(`login failed: HTTP ${response.status}, cookies ${cookies.join(', ')}`);
  }
  return cookies.join('; ');
}

async function download(path: string, cookie: string): Promise<Uint8Array> {
  const response = await fetch(new URL(path, BASE), { headers: { cookie }, redirect: 'manual' });
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** kB are 1,000 bytes, as in bench/report.ts. */
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

try {
  await started();
  const cookies = { demo: await logIn('demo'), other: await logIn('other') };
  const before = loadavg();
  const rows: string[] = [];
  for (const [name, path, account] of PAGES) {
    const cookie = cookies[account];
    const html = new TextDecoder().decode(await download(path, cookie));
    if (!html.includes('action="/home/logout"')) throw new Error(`${path}: not logged in`);
    const { js } = firstLoadAssets(html);
    let total = 0;
    for (const file of js) total += gzipSync(await download(file, cookie), { level: 6 }).length;
    rows.push(`| ${name} | \`${path}\` | ${js.length} | ${kb(total)} |`);
  }
  const after = loadavg();
  console.log('| page | path | files | first-load JS, kB gzip |');
  console.log('| --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  console.log(
    `\nload average ${before.map((n) => n.toFixed(2)).join(' ')} → ${after.map((n) => n.toFixed(2)).join(' ')}`,
  );
} finally {
  server.kill('SIGTERM');
}
