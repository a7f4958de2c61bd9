import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Connection } from '../../backend/db/connect.ts';
import { Code, type Envelope } from '../../common/envelope.ts';
import { companyOf } from '../backend/company-of.ts';
import { deliveryFor } from '../backend/demo-buying.ts';
import { requireBuild } from './spawn-shop.ts';

/**
 * docs/deploy.md as scripts/deploy-local.sh starts it on this machine: nginx on :8080 in front of
 * two shop processes on :3201 and :3202, each standing in for a machine (a DATA_DIR of its own),
 * sharing PostgreSQL, Redis and an S3 store. What must hold across the two is asked of each
 * directly; what a buyer meets, through nginx.
 */
const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const DIR = '/tmp/caigou-deploy-test';
const PORTS = { nginx: 8088, a: 3211, b: 3212, s3: 4579 };
const env = {
  ...process.env,
  DEPLOY_DIR: DIR,
  DEPLOY_PORT: String(PORTS.nginx),
  WEB_A_PORT: String(PORTS.a),
  WEB_B_PORT: String(PORTS.b),
  S3_PORT: String(PORTS.s3),
  DEPLOY_DATABASE: 'caigou_deploy_test',
  DEPLOY_REDIS_URL: 'redis://127.0.0.1:6379/12',
};
const A = `http://127.0.0.1:${PORTS.a}`;
const B = `http://127.0.0.1:${PORTS.b}`;
const EDGE = `http://127.0.0.1:${PORTS.nginx}`;

const deploy = (command: 'start' | 'stop') =>
  run('bash', ['scripts/deploy-local.sh', command], { cwd: root, env, maxBuffer: 1 << 24 });

async function rest<T = unknown>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  { token, body, headers }: { token?: string; body?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  const url = new URL(path, base);
  if (token) url.searchParams.set('token', token);
  const response = await fetch(url, {
    method,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
  return (await response.json()) as Envelope<T>;
}

const login = async (base: string, username: string, password = 'Demo12345', address = '198.51.100.1') =>
  rest<{ token: string }>(base, 'POST', '/rest/customer/login', {
    body: { loginType: '1', username, password },
    headers: { 'x-forwarded-for': address },
  });

const pid = (name: string) => Number(readFileSync(join(DIR, 'pids', name), 'utf8'));

describe('two machines behind nginx', () => {
  let connection: Connection;

  beforeAll(async () => {
    requireBuild();
    await deploy('start');
    connection = await connect({
      databaseUrl: `postgres://postgres@127.0.0.1:5432/${env.DEPLOY_DATABASE}`,
      dataDir: DIR,
    });
  }, 240_000);

  afterAll(async () => {
    await connection?.close();
    await deploy('stop');
  });

  it('continues a login made on one machine on the other', async () => {
    const form = new URLSearchParams({ intent: 'login', loginType: '1', username: 'demo', password: 'Demo12345' });
    const loggedIn = await fetch(`${A}/home/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: A },
      body: form,
      redirect: 'manual',
    });
    expect(loggedIn.status).toBe(302);
    const cookie = loggedIn.headers
      .getSetCookie()
      .map((set) => set.split(';')[0])
      .join('; ');
    const home = await fetch(`${B}/userCenter/index`, { headers: { cookie }, redirect: 'manual' });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('demo');
  });

  it('serves a file uploaded through one machine from the other, to its company only, and the demo pictures from both', async () => {
    const { data } = await login(A, 'demo');
    const formId = (await rest<string>(A, 'GET', '/busindess/formId', { token: data.token })).data;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const upload = new FormData();
    upload.append('file', new File([Uint8Array.from(png)], 'licence.png', { type: 'image/png' }));
    upload.append('formId', formId);
    upload.append('doctype', 'evidence');
    const stored = (await (
      await fetch(`${A}/file/uploadFile?token=${data.token}`, {
        method: 'POST',
        body: upload,
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      })
    ).json()) as Envelope<string>;
    expect(stored.code, stored.msg).toBe(0);

    const read = await fetch(`${B}/rest/attachment/${stored.data}?token=${data.token}`);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true);
    const other = (await login(B, 'other', 'Other12345')).data.token;
    const refused = await fetch(`${B}/rest/attachment/${stored.data}?token=${other}`);
    expect(((await refused.json()) as Envelope).code).toBe(Code.notFound);

    const page = await (await fetch(`${B}/`)).text();
    const picture = page.match(/\/file\/[\w./-]+\.(?:svg|jpg|png|webp)/)?.[0];
    expect(picture).toBeDefined();
    for (const base of [A, B]) {
      const response = await fetch(`${base}${picture}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
    }
  });

  it('shows a staff price change on the other machine within a second', async () => {
    const goods = await connection.db
      .selectFrom('goods')
      .select(['id', 'sale_price'])
      .where('on_sale', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = `${B}/home/details/${goods.id}`;
    // Rendered and cached on B first: B must notice the change, not merely render for the first time.
    expect((await fetch(page)).status).toBe(200);
    expect((await fetch(page)).status).toBe(200);
    const staff = (
      await rest<{ token: string }>(A, 'POST', '/rest/staff/login', {
        body: { username: 'staff_finance', password: 'Staff12345' },
      })
    ).data.token;
    const changed = await rest(A, 'POST', `/rest/staff/goods/${goods.id}/price`, {
      token: staff,
      body: { price: '4321.09' },
    });
    expect(changed.code, changed.msg).toBe(0);
    const started = Date.now();
    let seen = false;
    while (!seen && Date.now() - started < 1_000) {
      seen = /4,?321\.09/.test(await (await fetch(page)).text());
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBe(true);
  });

  it('counts wrong passwords at one account together on both machines', async () => {
    const address = '203.0.113.77';
    // Five wrong at one account from one address, split over the two; then even the right one is refused there.
    for (const base of [A, B, A, B, A])
      expect((await login(base, 'huadong', 'Wrong12345', address)).code).toBe(Code.refused);
    expect((await login(B, 'huadong', 'Demo12345', address)).code).toBe(Code.tooManyRequests);
    expect((await login(A, 'huadong', 'Demo12345', '203.0.113.78')).code).toBe(0);
  });

  it('runs a job once when both machines are told to run it at the same time', async () => {
    const machine = (name: 'web-a' | 'web-b') =>
      run(
        'node',
        ['--import', 'tsx', 'backend/command-line/cli.ts', 'run-job', 'overdue-statements', '--period', '2026-01-05'],
        {
          cwd: root,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${env.DEPLOY_DATABASE}`,
            REDIS_URL: env.DEPLOY_REDIS_URL,
            DATA_DIR: join(DIR, name),
          },
        },
      ).then(
        ({ stdout }) => stdout,
        (error: { stderr: string }) => error.stderr,
      );
    // An old day the machines' own schedulers never take: only the two commands race for it.
    const answers = await Promise.all([machine('web-a'), machine('web-b')]);
    expect(answers.filter((answer) => /: done/.test(answer))).toHaveLength(1);
    expect(answers.filter((answer) => /another process is running|was done already/.test(answer))).toHaveLength(1);
    const runs = await connection.db
      .selectFrom('job_run')
      .select(['period', 'status'])
      .where('job_name', '=', 'overdue-statements')
      .where('period', '=', '2026-01-05')
      .execute();
    expect(runs.filter((row) => row.status === 'done')).toHaveLength(1);
  });

  it('keeps serving through nginx when one machine is killed mid-request, with no order half made', async () => {
    const token = (await login(EDGE, 'demo')).data.token;
    const goods = await connection.db
      .selectFrom('goods')
      .select(['id', 'inventory'])
      .where('on_sale', '=', 1)
      .where('quantity', '=', 1)
      .where('inventory', '>=', 1000)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { address, header } = await deliveryFor(connection, await companyOf(connection, 'demo'));
    const lastOrder = await connection.db
      .selectFrom('orders')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();

    const buyOne = async () => {
      try {
        const uuId = (
          await rest<number>(EDGE, 'POST', '/rest/order/buyGoods', {
            token,
            body: { goodsId: goods.id, quantity: 1 },
          })
        ).data;
        await rest(EDGE, 'POST', '/rest/order/submitOrder', {
          token,
          body: { uuId, payTypeId: 1, consigneeId: address, invoiceHeader: header },
        });
      } catch {
        // A request on the killed machine answers 502; what it did is checked below, in the database.
      }
    };
    const buying = Array.from({ length: 40 }, (_, i) =>
      new Promise((resolve) => setTimeout(resolve, i * 25)).then(buyOne),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(pid('web-a'), 'SIGKILL');
    await Promise.all(buying);

    for (let i = 0; i < 6; i += 1) expect((await fetch(`${EDGE}/`)).status).toBeLessThan(400);
    const bought = await connection.db
      .selectFrom('order_item')
      .innerJoin('orders', 'orders.id', 'order_item.order_id')
      .select((eb) => [
        eb.fn.sum<number>('order_item.goods_quantity').as('units'),
        eb.fn.count<number>('orders.id').as('lines'),
      ])
      .where('orders.id', '>', Number(lastOrder.id ?? 0))
      .where('order_item.goods_id', '=', goods.id)
      .executeTakeFirstOrThrow();
    const orders = await connection.db
      .selectFrom('orders')
      .select((eb) => eb.fn.count<number>('id').as('n'))
      .where('id', '>', Number(lastOrder.id ?? 0))
      .executeTakeFirstOrThrow();
    const after = await connection.db
      .selectFrom('goods')
      .select('inventory')
      .where('id', '=', goods.id)
      .executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBeGreaterThan(0);
    // Every order has its line, and the stock went down by exactly what the orders hold.
    expect(Number(bought.lines)).toBe(Number(orders.n));
    expect(goods.inventory - after.inventory).toBe(Number(bought.units));
  });
});
