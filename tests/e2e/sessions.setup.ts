import { expect, test as setup } from '@playwright/test';
import { SHARED_BUYERS, SHARED_STAFF, storeSession } from './sessions.ts';

/**
 * Logs every shared demo account in once, each by the same one POST of its login form that
 * logIn and staffLogIn make, and stores its session for the js, no-js and visual projects.
 */
setup('the demo buyers and staff log in once for the whole run', async ({ playwright, baseURL }) => {
  for (const [side, accounts, path, form] of [
    ['buyer', SHARED_BUYERS, '/home/login', { loginType: '1' }],
    ['staff', SHARED_STAFF, '/admin/login', {}],
  ] as const) {
    for (const [username, password] of Object.entries(accounts)) {
      // A context of its own per account, so each stored cookie jar holds that account alone.
      const request = await playwright.request.newContext({ baseURL });
      const response = await request.post(path, { form: { ...form, username, password }, maxRedirects: 0 });
      expect(response.status(), `logging in as ${username}`).toBe(302);
      expect(response.headers()['location'], `logging in as ${username}`).not.toContain(path);
      await storeSession(request, side, username);
      await request.dispose();
    }
  }
});
