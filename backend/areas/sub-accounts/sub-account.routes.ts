import { Hono } from 'hono';
import {
  accountListQuery,
  addAccountSchema,
  updateAccountSchema,
} from '../../../common/areas/sub-accounts/sub-account.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { requireRole, requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/** Only the main account manages sub-accounts (DESIGN.md decision 2); approvers and purchasers get 10030. */
const mainOnly = requireRole(CustomerAccountType.main);
const MAIN_ONLY = 'Only the company’s main account may call it; an approver or a purchaser gets 10030.';

/**
 * rest/customer/accountList, addAccount, updateAccount, deleteAccount/{id}, mounted
 * beside the other rest/customer routes. Middleware sits on each route, not on '*',
 * which would also guard login and registration under the same prefix.
 */
export const subAccountRoutes = new Hono<BackendEnv>()
  .get(
    '/accountList',
    requireUser,
    mainOnly,
    documented({
      summary: 'Lists the company’s sub-accounts (approvers and purchasers), a page at a time.',
      description: MAIN_ONLY,
      input: accountListQuery,
    }),
    async (c) => ok(c, await c.get('services').subAccounts.list(c.get('caller'), c.get('fields'))),
  )
  .post(
    '/addAccount',
    requireUser,
    mainOnly,
    documented({
      summary: 'Adds a sub-account, an approver or a purchaser, to the company.',
      description: `${MAIN_ONLY} Its username and mobile must be free.`,
      input: addAccountSchema,
    }),
    async (c) => ok(c, await c.get('services').subAccounts.add(c.get('caller'), c.get('fields')), 'subAccountAdded'),
  )
  .post(
    '/updateAccount',
    requireUser,
    mainOnly,
    documented({
      summary: 'Changes one of the company’s sub-accounts.',
      description: MAIN_ONLY,
      input: updateAccountSchema,
    }),
    async (c) => {
      await c.get('services').subAccounts.update(c.get('caller'), c.get('fields'));
      return ok(c, null, 'subAccountUpdated');
    },
  )
  .post(
    '/deleteAccount/:id',
    requireUser,
    mainOnly,
    documented({
      summary: 'Deletes one of the company’s sub-accounts and ends its sessions.',
      description: MAIN_ONLY,
    }),
    async (c) => {
      await c.get('services').subAccounts.remove(c.get('caller'), idParam(c));
      return ok(c, null, 'subAccountDeleted');
    },
  );
