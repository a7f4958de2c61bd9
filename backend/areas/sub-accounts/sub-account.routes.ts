import { Hono } from 'hono';
import {
  accountListQuery,
  addAccountSchema,
  updateAccountSchema,
} from '../../../common/areas/sub-accounts/sub-account.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { requireRole, requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { idParam, ok, parse } from '../../http.ts';

/** Only the main account manages sub-accounts (DESIGN.md decision 2); approvers and purchasers get 10030. */
const mainOnly = requireRole(CustomerAccountType.main);

/**
 * rest/customer/accountList, addAccount, updateAccount, deleteAccount/{id}, mounted
 * beside the other rest/customer routes. Middleware sits on each route, not on '*',
 * which would also guard login and registration under the same prefix.
 */
export const subAccountRoutes = new Hono<BackendEnv>()
  .get('/accountList', requireUser, mainOnly, async (c) =>
    ok(c, await c.get('services').subAccounts.list(c.get('caller'), parse(c, accountListQuery))),
  )
  .post('/addAccount', requireUser, mainOnly, async (c) => {
    const form = parse(c, addAccountSchema(c.get('locale')));
    return ok(c, await c.get('services').subAccounts.add(c.get('caller'), form), 'subAccountAdded');
  })
  .post('/updateAccount', requireUser, mainOnly, async (c) => {
    const form = parse(c, updateAccountSchema(c.get('locale')));
    await c.get('services').subAccounts.update(c.get('caller'), form);
    return ok(c, null, 'subAccountUpdated');
  })
  .post('/deleteAccount/:id', requireUser, mainOnly, async (c) => {
    await c.get('services').subAccounts.remove(c.get('caller'), idParam(c));
    return ok(c, null, 'subAccountDeleted');
  });
