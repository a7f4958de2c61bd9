import { Hono } from 'hono';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { budgetRemoveSchema, budgetSaveSchema } from '../../../common/areas/budgets/budget.ts';
import { consoleRouter, requireRole, requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { idParam, ok, parse } from '../../http.ts';

const mainOnly = requireRole(CustomerAccountType.main);

/**
 * rest/budget/*: every account reads the budgets that count its orders (the main account all of
 * the company's, with their use); only the main account sets and removes them.
 */
export const budgetRoutes = new Hono<BackendEnv>()
  .use('*', requireUser)
  .get('/my', async (c) => ok(c, await c.get('services').budgets.overview(c.get('caller'))))
  .get('/applies', async (c) => ok(c, await c.get('services').budgets.applies(c.get('caller'))))
  .post('/save', mainOnly, async (c) => {
    const input = parse(c, budgetSaveSchema(c.get('locale')));
    return ok(c, await c.get('services').budgets.save(c.get('caller'), input), 'budgetSaved');
  })
  .post('/remove', mainOnly, async (c) => {
    const { id } = parse(c, budgetRemoveSchema(c.get('locale')));
    await c.get('services').budgets.remove(c.get('caller'), id);
    return ok(c, null, 'budgetRemoved');
  });

/** /rest/staff/budgets/company/{id}: a company's budgets and this month's use, on its console page. Needs a staff token. */
export const budgetConsoleRoutes = consoleRouter('/budgets').get('/budgets/company/:id', async (c) =>
  ok(c, await c.get('services').budgets.forCompany(c.get('staff'), idParam(c))),
);
