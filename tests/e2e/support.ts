import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { GoodsListItem } from '../../common/areas/catalogue/goods.ts';
import { useStoredSession } from './sessions.ts';
import { approveCompany } from './staff-support.ts';

/** Where the e2e shop keeps its data (playwright.config.ts). */
const DATA_DIR = process.env.E2E_DATA_DIR ?? 'data/e2e';

/**
 * Runs the staff command line against the e2e shop's database, as staff would: Node with tsx's
 * loader, as `npx tsx` ends up running it, without npm's and tsx's own processes in front.
 */
export function staff(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'backend/command-line/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR, NODE_ENV: 'production', SMS_LOG: '0' },
    encoding: 'utf8',
  }).trim();
}

/**
 * The e2e shop's database, opened for a moment as the staff command line opens it: reading the
 * SMS outbox this way spares a command-line process (2 s of CPU) for every code a test types.
 */
function withShopDatabase<T>(use: (db: Database.Database) => T): T {
  const db = new Database(join(DATA_DIR, 'caigou.sqlite'), { fileMustExist: true, timeout: 10_000 });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** The newest SMS the outbox sent to a mobile (what `staff sms <mobile>` prints). */
export function latestSms(mobile: string): string {
  const row = withShopDatabase(
    (db) =>
      db.prepare('select content from sms_outbox where mobile = ? order by id desc limit 1').get(mobile) as
        { content: string } | undefined,
  );
  return row?.content ?? '';
}

/** The code in the newest SMS sent to a mobile. */
export function smsCode(mobile: string): string {
  // The code follows 验证码 (a contract's number in the same message has digits too).
  const code = latestSms(mobile).match(/验证码\D{0,3}(\d{6})/)?.[1];
  if (!code) throw new Error(`no code for ${mobile}`);
  return code;
}

/**
 * A minute passes for a mobile's once-a-minute SMS limit, as if the test had waited it out (the
 * limit itself is tested against the backend): its last send is moved a minute back.
 */
export function letSmsMinutePass(mobile: string): void {
  withShopDatabase((db) =>
    db.prepare('update sms_send set last_sent_at = last_sent_at - 60000 where mobile = ?').run(mobile),
  );
}

/**
 * When a goods was last changed, which orders 综合 (the lists' default sort): read before a test
 * changes the goods' price and put back after, so the lists other tests photograph keep the demo's order.
 */
export function goodsUpdatedAt(goodsId: number): number {
  const row = withShopDatabase(
    (db) => db.prepare('select update_date from goods where id = ?').get(goodsId) as { update_date: number },
  );
  return row.update_date;
}

export function restoreGoodsUpdatedAt(goodsId: number, updatedAt: number): void {
  withShopDatabase((db) => db.prepare('update goods set update_date = ? where id = ?').run(updatedAt, goodsId));
}

export const jsEnabled = (testInfo: TestInfo) => testInfo.project.name === 'js';

/** A value unique to this test run and project, for usernames and mobiles that must not clash. */
export function unique(testInfo: TestInfo): { suffix: string; mobile: string } {
  const stamp = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const project = jsEnabled(testInfo) ? '5' : '7';
  const worker = String(testInfo.workerIndex % 10);
  return {
    suffix: `${project}${worker}${stamp}`,
    mobile: `15${project}${worker}${stamp}${testInfo.retry}`.slice(0, 11),
  };
}

/** A session of its own instead of the shared one, for a test that ends it (logs out, changes the password). */
export interface LogInOptions {
  ownSession?: boolean;
}

/**
 * Logs the page's browser in without the login form. A shared demo account (sessions.ts) gets the
 * session the setup project stored for the run; any other account, or `ownSession`, one POST of
 * the form's fields, whose answer sets the session cookie exactly as the form's would (the browser
 * context shares its cookies with page.request). The form itself is driven by loginByPassword,
 * kept for the tests of logging in (auth.spec.ts, security.spec.ts).
 */
export async function logIn(page: Page, username: string, password = 'Demo12345', options: LogInOptions = {}) {
  if (!options.ownSession && (await useStoredSession(page.context(), 'buyer', username, password))) return;
  const response = await page.request.post('/home/login', {
    form: { loginType: '1', username, password },
    maxRedirects: 0,
  });
  expect(response.status(), `logging in as ${username}`).toBe(302);
  expect(response.headers()['location'], `logging in as ${username}`).not.toContain('/home/login');
}

/** Logs in through the login form, as a buyer does. */
export async function loginByPassword(page: Page, username: string, password = 'Demo12345') {
  await page.goto('/home/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText(`您好，${username}`)).toBeVisible();
}

/** A company of its own, registered through the REST API, waiting for staff to vet it. */
export async function registerPendingCompany(request: APIRequestContext, testInfo: TestInfo) {
  const { suffix, mobile } = unique(testInfo);
  const company = { username: `corp${suffix}`, password: 'Corp12345', mobile, suffix };
  const sent = await request.post('/api/sms/code', { form: { mobile } });
  expect(await sent.json()).toMatchObject({ code: 0 });
  const registered = await request.post('/rest/customer/register', {
    form: {
      username: company.username,
      password: company.password,
      confirmPassword: company.password,
      companyName: '自建测试有限公司',
      linkman: '周八',
      mobile,
      code: smsCode(mobile),
      email: `${company.username}@example.com`,
      agree: 'on',
    },
  });
  expect(await registered.json()).toMatchObject({ code: 0 });
  return company;
}

/**
 * A company of its own, registered and approved by a service member (through the console's REST
 * area), for tests that change a company's data and must leave the demo company as it is.
 */
export async function registerApprovedCompany(request: APIRequestContext, testInfo: TestInfo) {
  const company = await registerPendingCompany(request, testInfo);
  await approveCompany(request, company.username);
  return company;
}

/**
 * Presses Tab (or Shift+Tab, when the target lies before the focus) until the
 * element is focused, as a clerk would; fails after a sane number of presses.
 */
export async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 120) {
  const backwards = await target.evaluate(
    (element) =>
      document.activeElement !== null &&
      document.activeElement !== document.body &&
      Boolean(element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('not reached by Tab');
}

/** The skip link first, as a keyboard user does to pass the header and menus. */
export async function skipToContent(page: Page) {
  await tabTo(page, page.getByRole('link', { name: '跳到主要内容' }));
  await page.keyboard.press('Enter');
}

/** A backend token for setting data up through the REST API, as another client of the shop would. */
export async function restToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const reply = await request.post('/rest/customer/login', { form: { loginType: '1', username, password } });
  const body = (await reply.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(0);
  return body.data.token;
}

/** A small real PNG named `name`.png, as a phone would send a scan or photo (the server re-encodes whatever comes). */
export async function pngFile(name: string) {
  const buffer = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#dde3ea' } })
    .png()
    .toBuffer();
  return { name: `${name}.png`, mimeType: 'image/png', buffer };
}

/** A goods on sale that the demo catalogue has out of stock (its detail says so), with the code that finds it alone. */
export async function outOfStockGoods(request: APIRequestContext) {
  for (let id = 1; id <= 400; id++) {
    const reply = await request.get(`/rest/goods/detail/${id}`);
    const { code, data } = (await reply.json()) as {
      code: number;
      data: { id: number; goodsName: string; goodsCode: string; onSale: number; inventory: number };
    };
    if (code === 0 && data.onSale === 1 && data.inventory <= 0) return data;
  }
  throw new Error('the demo catalogue has no goods out of stock');
}

/** On-sale goods of the first page of the full goods list, with their minimum order (`quantity`). */
export async function listedGoods(request: APIRequestContext) {
  const reply = await request.get('/rest/goodsall/page', { params: { page: 1, limit: 40 } });
  const body = (await reply.json()) as { data: { list: GoodsListItem[] } };
  return body.data.list;
}

/**
 * Province → city → county in an address form, as a person does it: with
 * JavaScript each list fills as the one above is chosen; without, the 'load
 * cities and counties' button brings the next list after each choice.
 */
export async function chooseRegion(form: Locator, testInfo: TestInfo, province: string, city: string, county: string) {
  const reload = async () => {
    if (!jsEnabled(testInfo)) await form.getByRole('button', { name: '加载城市和区县' }).click();
  };
  await form.getByRole('combobox', { name: '省份' }).selectOption({ label: province });
  await reload();
  await form.getByRole('combobox', { name: '城市' }).selectOption({ label: city });
  await reload();
  await form.getByRole('combobox', { name: '区县' }).selectOption({ label: county });
}

/** Logs a clerk in through the console's login form, as a clerk types it, and lands on the to-do home. */
export async function staffLogInByForm(page: Page, username: string, password = 'Staff12345') {
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '待办' })).toBeVisible();
}

/**
 * Logs a clerk in to the console (its own cookie: a buyer's session stays as it is) and opens its
 * to-do home. A demo staff member gets the session the setup project stored for the run.
 */
export async function staffLogIn(page: Page, username: string, password = 'Staff12345', options: LogInOptions = {}) {
  if (options.ownSession || !(await useStoredSession(page.context(), 'staff', username, password))) {
    // One POST of the console's login form, as logIn does for buyers: the form itself is tested by
    // the specs that open it, not by every test that needs a clerk.
    const response = await page.request.post('/admin/login', { form: { username, password }, maxRedirects: 0 });
    expect(response.status(), `logging in as staff ${username}`).toBe(302);
    expect(response.headers()['location'], `logging in as staff ${username}`).not.toContain('/admin/login');
  }
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: '待办' })).toBeVisible();
}
