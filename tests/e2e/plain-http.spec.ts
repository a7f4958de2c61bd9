import { expect, test, type APIResponse, type Browser, type BrowserType, type TestInfo } from './fixtures.ts';
import { loginByPassword, staffLogInByForm } from './support.ts';

/**
 * `npm start`, then the shop opened at http://<the machine's address>:3000: a browser keeps
 * no Secure cookie from plain HTTP except on localhost, so a Secure session cookie left the
 * buyer on the login page. The browser here reaches the shop by a name that is not local
 * (mapped to this machine's loopback, so nothing leaves it): it treats the origin exactly
 * as an address on the network, and the test shop runs in production mode.
 */
const HOST = 'caigou.test';

async function browserAtNonLocalAddress(chromium: BrowserType, testInfo: TestInfo) {
  const launch = testInfo.project.use.launchOptions ?? {};
  return chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  });
}

function shopAddress(testInfo: TestInfo): string {
  const port = new URL(testInfo.project.use.baseURL!).port;
  return `http://${HOST}:${port}`;
}

async function contextAt(browser: Browser, testInfo: TestInfo) {
  return browser.newContext({
    baseURL: shopAddress(testInfo),
    locale: 'zh-CN',
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
  });
}

test('a buyer logs in over plain HTTP at an address that is not local, and stays logged in', async ({
  playwright,
}, testInfo) => {
  const browser = await browserAtNonLocalAddress(playwright.chromium, testInfo);
  try {
    const context = await contextAt(browser, testInfo);
    const page = await context.newPage();
    await loginByPassword(page, 'demo');
    expect(new URL(page.url()).origin).toBe(shopAddress(testInfo));
    // The toast of the login came through its cookie too.
    await expect(page.getByText('登录成功')).toBeVisible();
    // Another page, a fresh request: the session cookie was kept.
    await page.goto('/userCenter/index');
    expect(new URL(page.url()).pathname).toBe('/userCenter/index');
    const session = (await context.cookies()).find((cookie) => cookie.name === 'caigou_session');
    expect(session?.secure).toBe(false);
    // The language chosen once is remembered by its cookie.
    await page.goto('/home/index?lng=en');
    await page.goto('/home/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  } finally {
    await browser.close();
  }
});

test('staff log in to the console over plain HTTP at an address that is not local', async ({
  playwright,
}, testInfo) => {
  const browser = await browserAtNonLocalAddress(playwright.chromium, testInfo);
  try {
    const page = await (await contextAt(browser, testInfo)).newPage();
    // Through the browser, which alone reaches the shop by this name and decides which cookies to keep.
    await staffLogInByForm(page, 'staff_admin');
    await page.goto('/admin/orders');
    expect(new URL(page.url()).pathname).toBe('/admin/orders');
  } finally {
    await browser.close();
  }
});

/** The Set-Cookie lines of an answer, by cookie name. */
function setCookies(response: APIResponse): Map<string, string> {
  const lines = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value);
  return new Map(lines.map((line) => [line.split('=')[0]!, line]));
}

const isSecure = (line: string | undefined) =>
  line !== undefined && line.split(';').some((part) => part.trim().toLowerCase() === 'secure');

test('over HTTPS, as the proxy in front says, every cookie is Secure; over plain HTTP none is', async ({
  playwright,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'HTTP answers only: once is enough');
  for (const https of [true, false]) {
    const headers: Record<string, string> = https ? { 'X-Forwarded-Proto': 'https' } : {};
    const request = await playwright.request.newContext({
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: headers,
    });
    const login = await request.post('/home/login', {
      form: { loginType: '1', username: 'demo', password: 'Demo12345' },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    const buyer = setCookies(login);
    const home = setCookies(await request.get('/home/index?lng=en'));
    const staff = await request.post('/admin/login', {
      form: { username: 'staff_admin', password: 'Staff12345' },
      maxRedirects: 0,
    });
    expect(staff.status()).toBe(302);
    const cookies = [
      ['caigou_session', buyer.get('caigou_session')],
      ['caigou_toast', buyer.get('caigou_toast')],
      ['lng', home.get('lng')],
      ['caigou_staff', setCookies(staff).get('caigou_staff')],
    ] as const;
    for (const [name, line] of cookies) {
      expect(line, name).toBeDefined();
      expect(isSecure(line), `${name} ${https ? 'over HTTPS' : 'over HTTP'}: ${line}`).toBe(https);
    }
    await request.dispose();
  }
});
