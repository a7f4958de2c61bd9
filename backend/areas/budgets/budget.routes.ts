import { Hono } from 'hono';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { budgetRemoveSchema, budgetSaveSchema } from '../../../common/areas/budgets/budget.ts';
import { consoleRouter, requireRole, requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

const mainOnly = requireRole(CustomerAccountType.main);

/**
 * rest/budget/*: every account reads the budgets that count its orders (the main account all of
 * the company's, with their use); only the main account sets and removes them.
 */
export const budgetRoutes = new Hono<BackendEnv>()
  .use('*', requireUser)
  .get(
    '/my',
    documented({
      summary: 'The budgets that count the caller’s orders with their use; the main account all of the company’s.',
    }),
    async (c) => ok(c, await c.get('services').budgets.overview(c.get('caller'))),
  )
  .get(
    '/applies',
    documented({ summary: 'Whether any budget counts the caller’s orders (always true for the main account).' }),
    async (c) => ok(c, await c.get('services').budgets.applies(c.get('caller'))),
  )
  .post(
    '/save',
    mainOnly,
    documented({
      summary: 'Sets or changes a monthly or yearly budget, for the company (accountId 0) or one sub-account.',
      description: 'The main account only.',
      input: budgetSaveSchema,
    }),
    async (c) => ok(c, await c.get('services').budgets.save(c.get('caller'), c.get('fields')), 'budgetSaved'),
  )
  .post(
    '/remove',
    mainOnly,
    documented({ summary: 'Removes a budget.', description: 'The main account only.', input: budgetRemoveSchema }),
    async (c) => {
      await c.get('services').budgets.remove(c.get('caller'), c.get('fields').id);
      return ok(c, null, 'budgetRemoved');
    },
  );

/** /rest/staff/budgets/company/{id}: a company's budgets and this month's use, on its console page. Needs a staff token. */
export const budgetConsoleRoutes = consoleRouter('/budgets').get(
  '/budgets/company/:id',
  documented({ summary: 'A company’s budgets and their use this period, for its console page.' }),
  async (c) => ok(c, await c.get('services').budgets.forCompany(c.get('staff'), idParam(c))),
);
