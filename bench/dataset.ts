import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openBackend, type Backend } from '../backend/app.ts';
import { readBackendConfig } from '../backend/config.ts';
import { connect } from '../backend/db/connect.ts';
import type { Db } from '../backend/db/types.ts';
import { moneyToText } from '../common/money.ts';

/** The schema the PostgreSQL benchmark lives in, so it never touches the shop's own tables. */
const PG_SCHEMA = 'bench';

/**
 * Where the benchmark's database is: a SQLite folder, or PostgreSQL (BENCH_DATABASE_URL) in a schema of its own
 * (`bench` unless named: the small catalogue of bench/growth.ts has another).
 */
export type Target = { dialect: 'sqlite'; dataDir: string } | { dialect: 'postgres'; url: string; schema?: string };

const schemaOf = (target: Extract<Target, { dialect: 'postgres' }>) => target.schema ?? PG_SCHEMA;

/** The environment of a child process (seed, server) pointed at the target and nothing else. */
export function targetEnv(target: Target): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, SMS_LOG: '0' };
  delete env.DATABASE_URL;
  delete env.BACKEND_URL;
  delete env.WEB_CONCURRENCY;
  if (target.dialect === 'sqlite') env.DATA_DIR = target.dataDir;
  else {
    env.DATA_DIR = join('data', `${schemaOf(target)}-pg`);
    env.DATABASE_URL = withSearchPath(target.url, schemaOf(target));
  }
  return env;
}

async function open(target: Target): Promise<Backend> {
  const env = targetEnv(target);
  const config = readBackendConfig({
    NODE_ENV: 'production',
    DATA_DIR: env.DATA_DIR,
    DATABASE_URL: env.DATABASE_URL,
    SMS_LOG: '0',
  });
  const connection = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (target.dialect === 'postgres') {
    await sql`create schema if not exists ${sql.id(schemaOf(target))}`.execute(connection.db);
  }
  return openBackend(config, { connection });
}

async function goodsCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('goods')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Opens the benchmark database, seeding it first unless it already holds `goods` goods:
 * an emptied database gets the demo data, then `npm run seed -- --goods N` adds the rest.
 */
export async function prepareDatabase(target: Target, goods: number, log: (line: string) => void): Promise<Backend> {
  const existing = target.dialect === 'postgres' || existsSync(join(target.dataDir, 'caigou.sqlite'));
  if (existing) {
    const backend = await open(target);
    const count = await goodsCount(backend.connection.db);
    if (count >= goods) {
      log(`${target.dialect}: reusing the benchmark database (${count} goods)`);
      return withStatistics(backend);
    }
    if (target.dialect === 'postgres') {
      await sql`drop schema ${sql.id(schemaOf(target))} cascade`.execute(backend.connection.db);
      await sql`create schema ${sql.id(schemaOf(target))}`.execute(backend.connection.db);
    }
    await backend.close();
  }
  if (target.dialect === 'sqlite') rmSync(target.dataDir, { recursive: true, force: true });
  log(`${target.dialect}: seeding ${goods} synthetic goods (npm run seed -- --goods ${goods})`);
  const started = Date.now();
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'backend/db/seed/cli.ts', '--goods', String(goods)], {
    env: targetEnv(target),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error(`seeding failed (exit ${seeded.status})`);
  log(`${target.dialect}: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return withStatistics(await open(target));
}

/**
 * PostgreSQL plans from table statistics and answers counts from the visibility map, both kept by
 * autovacuum after a bulk load; where it is off (as on the test server) the seed's `analyze` gives
 * the statistics, and this the visibility map too, as autovacuum would. SQLite is measured as the
 * seed leaves it (`pragma optimize` after the load).
 */
async function withStatistics(backend: Backend): Promise<Backend> {
  if (backend.connection.dialect === 'postgres') await sql`vacuum analyze`.execute(backend.connection.db);
  return backend;
}

/** Real values of the seeded data that the benchmark's filters and URLs use. */
export interface Fixtures {
  goods: number;
  /** The leaf category with the most goods. */
  categoryId: number;
  categoryName: string;
  /** Its most common brand, and the most common parameter among that brand's goods there. */
  brandId: number;
  parameter: { name: string; tag: string };
  /** Its middle half of prices, as wire text. */
  startPrice: string;
  endPrice: string;
  /** A synthetic goods' code, and its first characters (100 codes share them). */
  code: string;
  codePrefix: string;
  /** A goods of the busy category, for the detail page. */
  detailId: number;
}

export async function pickFixtures(db: Db): Promise<Fixtures> {
  const category = await db
    .selectFrom('goods')
    .innerJoin('category', 'category.id', 'goods.category_id')
    .select(['category.id', 'category.name', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['category.id', 'category.name'])
    .orderBy('n', 'desc')
    .orderBy('category.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const brand = await db
    .selectFrom('goods')
    .select(['brand_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('category_id', '=', category.id)
    .where('brand_id', 'is not', null)
    .groupBy('brand_id')
    .orderBy('n', 'desc')
    .orderBy('brand_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const parameter = await db
    .selectFrom('goods_parameter')
    .innerJoin('goods', 'goods.id', 'goods_parameter.goods_id')
    .select(['goods_parameter.name', 'goods_parameter.tag', (eb) => eb.fn.countAll<number>().as('n')])
    .where('goods.category_id', '=', category.id)
    .where('goods.brand_id', '=', brand.brand_id)
    .groupBy(['goods_parameter.name', 'goods_parameter.tag'])
    .orderBy('n', 'desc')
    .orderBy('goods_parameter.name')
    .orderBy('goods_parameter.tag')
    .limit(1)
    .executeTakeFirstOrThrow();
  const priceAt = async (offset: number) => {
    const row = await db
      .selectFrom('goods')
      .select('sale_price')
      .where('category_id', '=', category.id)
      .orderBy('sale_price')
      .limit(1)
      .offset(offset)
      .executeTakeFirstOrThrow();
    return moneyToText(row.sale_price);
  };
  const inCategory = Number(category.n);
  const synthetic = await db
    .selectFrom('goods')
    .select('goods_code')
    .where('goods_code', 'like', 'SY%')
    .orderBy('goods_code')
    .limit(1)
    .offset(123_456 % Math.max(1, (await goodsCount(db)) - 1000))
    .executeTakeFirstOrThrow();
  const detail = await db
    .selectFrom('goods')
    .select('id')
    .where('category_id', '=', category.id)
    .where('on_sale', '=', 1)
    .orderBy('browse_count', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    goods: await goodsCount(db),
    categoryId: category.id,
    categoryName: category.name,
    brandId: brand.brand_id!,
    parameter: { name: parameter.name, tag: parameter.tag },
    startPrice: await priceAt(Math.floor(inCategory / 4)),
    endPrice: await priceAt(Math.floor((inCategory * 3) / 4)),
    code: synthetic.goods_code,
    codePrefix: synthetic.goods_code.slice(0, -2),
    detailId: detail.id,
  };
}

/** Every connection of the pool works in the given schema (as tests/backend/harness.ts does). */
function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}
