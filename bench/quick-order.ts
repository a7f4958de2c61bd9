/**
 * A quick order's check of 1,000 pasted lines against the benchmark's 200,000 goods, in-process:
 * 600 goods codes, 200 item numbers and 200 codes no goods has, spread over the catalogue, as the
 * demo main account (so its cart is read too). The target is under a second.
 * `npx tsx bench/quick-order.ts` runs it alone on the SQLite benchmark database; npm run bench runs it too.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Backend } from '../backend/app.ts';
import type { Caller } from '../backend/caller.ts';
import { prepareDatabase } from './dataset.ts';
import { measure, type Summary } from './stats.ts';

const LINES = 1000;

/** The pasted text: tab-separated as a spreadsheet copies it, codes first, then item numbers, then unknown codes. */
async function pastedLines(backend: Backend): Promise<string> {
  const { db } = backend.connection;
  const goods = await db
    .selectFrom('goods')
    .select(['goods_code', 'goods_no'])
    .where((eb) => eb(eb('id', '%', 199), '=', 0))
    .orderBy('id')
    .limit(800)
    .execute();
  const lines = goods.map((row, i) => `${i < 600 ? row.goods_code : row.goods_no}\t${(i % 20) + 1}`);
  for (let i = lines.length; i < LINES; i++) lines.push(`NO-SUCH-${i}\t1`);
  return ['商品编码\t数量', ...lines].join('\r\n');
}

export async function benchQuickOrder(backend: Backend, log: (line: string) => void): Promise<Summary> {
  const account = await backend.connection.db
    .selectFrom('account')
    .select(['id', 'company_id', 'account_type', 'username'])
    .where('username', '=', 'demo')
    .executeTakeFirstOrThrow();
  const caller: Caller = {
    accountId: account.id,
    companyId: account.company_id,
    accountType: account.account_type,
    username: account.username,
    sessionId: 0,
  };
  const text = await pastedLines(backend);
  const summary = await measure(() => backend.services.quickOrders.check(caller, text), {
    runs: 30,
    warmup: 2,
    budgetMs: 20_000,
    minRuns: 10,
  });
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  log(
    `quick order, ${LINES} lines checked on ${backend.connection.dialect}: p50 ${summary.p50.toFixed(0)} ms, p95 ${summary.p95.toFixed(0)} ms (load ${load})`,
  );
  return summary;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const backend = await prepareDatabase({ dialect: 'sqlite', dataDir: join('data', 'bench') }, 200_000, log);
  try {
    await benchQuickOrder(backend, log);
  } finally {
    await backend.close();
  }
}
