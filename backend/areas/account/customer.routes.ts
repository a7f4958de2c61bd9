import { Hono } from 'hono';
import {
  loginSchema,
  passwordChangeSchema,
  personalInfoSchema,
  registerSchema,
  type UserCredit,
  type UserInfo,
} from '../../../common/areas/account/account.ts';
import { requireUser } from '../../auth.ts';
import type { BackendContext, BackendEnv } from '../../context.ts';
import { clientAddress, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/** rest/customer/*: registration, login, logout, and the caller's info and personal info. */
export const customerRoutes = new Hono<BackendEnv>()
  .post(
    '/login',
    documented({
      summary: 'Logs a buyer in and answers the session’s token.',
      description:
        'By username and password (loginType 1) or by mobile and SMS code (loginType 2). Only an approved ' +
        'company’s accounts may log in; repeated failures lock the username or the address for a while.',
      input: loginSchema,
    }),
    async (c) => ok(c, await c.get('services').accounts.login(c.get('fields'), clientAddress(c)), 'loggedIn'),
  )
  .post(
    '/register',
    documented({
      summary: 'Registers a company and its main account; staff vet it before it may log in.',
      description: 'Needs the SMS code sent to the mobile (api/sms/code) and the privacy terms ticked.',
      input: registerSchema,
    }),
    async (c) => {
      await c.get('services').accounts.register(c.get('fields'), clientAddress(c));
      return ok(c, null, 'registered');
    },
  )
  .get(
    '/info',
    requireUser,
    documented({ summary: 'The caller’s user info: the account, its company’s credit and the cart’s count.' }),
    async (c) => ok(c, await userInfo(c, c.get('services').accounts.info(c.get('caller')))),
  )
  .get(
    '/viewer',
    requireUser,
    documented({ summary: 'What every storefront page shows of its buyer: the name and the cart’s count.' }),
    async (c) => ok(c, await c.get('services').accounts.viewer(c.get('caller'))),
  )
  .post(
    '/update',
    requireUser,
    documented({
      summary: 'Changes the caller’s personal info: contact person, mobile and e-mail.',
      description: 'A new mobile needs the SMS code sent to it (`code`).',
      input: personalInfoSchema,
    }),
    async (c) => {
      const saved = c.get('services').accounts.updatePersonalInfo(c.get('caller'), c.get('fields'));
      return ok(c, await userInfo(c, saved), 'personalInfoSaved');
    },
  )
  .post(
    '/updatePsw',
    requireUser,
    documented({
      summary: 'Changes the caller’s password.',
      description: 'Needs the current password and the SMS code sent to the account’s own mobile.',
      input: passwordChangeSchema,
    }),
    async (c) => {
      const result = await c
        .get('services')
        .accounts.changePassword(c.get('caller'), c.get('fields'), clientAddress(c));
      return ok(c, result, 'passwordUpdated');
    },
  )
  .post('/logout', requireUser, documented({ summary: 'Ends the caller’s session.' }), async (c) => {
    await c.get('services').accounts.logout(c.get('caller'));
    return ok(c, null, 'loggedOut');
  });

/**
 * User info of SPEC §3: the account's, with its company's credit beside it, read by the credit
 * area at the same time (the ledger's area holds the company's row, so the account area does not
 * import it back). In the order of the contract's fields.
 */
async function userInfo(c: BackendContext, account: Promise<Omit<UserInfo, keyof UserCredit>>): Promise<UserInfo> {
  const [info, { quota, creditLimit, usedQuota }] = await Promise.all([
    account,
    c.get('services').credit.userCredit(c.get('caller')),
  ]);
  const { carCount, certified, ...rest } = info;
  return { ...rest, quota, creditLimit, usedQuota, carCount, certified };
}
