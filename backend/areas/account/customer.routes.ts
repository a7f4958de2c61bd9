import { Hono, type Context } from 'hono';
import {
  loginSchema,
  passwordChangeSchema,
  personalInfoSchema,
  registerSchema,
  type UserCredit,
  type UserInfo,
} from '../../../common/areas/account/account.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { clientAddress, ok, parse } from '../../http.ts';

/** rest/customer/*: registration, login, logout, and the caller's info and personal info. */
export const customerRoutes = new Hono<BackendEnv>()
  .post('/login', async (c) => {
    const form = parse(c, loginSchema(c.get('locale')));
    return ok(c, await c.get('services').accounts.login(form, clientAddress(c)), 'loggedIn');
  })
  .post('/register', async (c) => {
    const form = parse(c, registerSchema(c.get('locale')));
    await c.get('services').accounts.register(form, clientAddress(c));
    return ok(c, null, 'registered');
  })
  .get('/info', requireUser, async (c) => ok(c, await userInfo(c, c.get('services').accounts.info(c.get('caller')))))
  .get('/viewer', requireUser, async (c) => ok(c, await c.get('services').accounts.viewer(c.get('caller'))))
  .post('/update', requireUser, async (c) => {
    const form = parse(c, personalInfoSchema(c.get('locale')));
    const saved = c.get('services').accounts.updatePersonalInfo(c.get('caller'), form);
    return ok(c, await userInfo(c, saved), 'personalInfoSaved');
  })
  .post('/updatePsw', requireUser, async (c) => {
    const form = parse(c, passwordChangeSchema(c.get('locale')));
    const result = await c.get('services').accounts.changePassword(c.get('caller'), form, clientAddress(c));
    return ok(c, result, 'passwordUpdated');
  })
  .post('/logout', requireUser, async (c) => {
    await c.get('services').accounts.logout(c.get('caller'));
    return ok(c, null, 'loggedOut');
  });

/**
 * User info of SPEC §3: the account's, with its company's credit beside it, read by the credit
 * area at the same time (the ledger's area holds the company's row, so the account area does not
 * import it back). In the order of the contract's fields.
 */
async function userInfo(c: Context<BackendEnv>, account: Promise<Omit<UserInfo, keyof UserCredit>>): Promise<UserInfo> {
  const [info, { quota, creditLimit, usedQuota }] = await Promise.all([
    account,
    c.get('services').credit.userCredit(c.get('caller')),
  ]);
  const { carCount, certified, ...rest } = info;
  return { ...rest, quota, creditLimit, usedQuota, carCount, certified };
}
