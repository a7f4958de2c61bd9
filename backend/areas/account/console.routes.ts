import { COMPANY_ACTIONS, type CompanyAction } from '../../../common/areas/account/transitions.ts';
import { consoleQuery, optionalReasonSchema, reasonSchema } from '../../../common/console.ts';
import { seenState } from '../../../common/console.ts';
import { COMPANY_ACTION_RULES } from '../../../common/areas/account/console.ts';
import { Code } from '../../../common/envelope.ts';
import { consoleRouter } from '../../auth.ts';
import { AppError } from '../../errors.ts';
import { idParam, ok, parse } from '../../http.ts';

/**
 * /rest/staff/companies: the list, one company with its accounts and timeline, and one call per allowed
 * action (approve, reject, freeze, unfreeze…) carrying the state its staff member saw (`seen`), so a
 * second hand gets 10060.
 * Mounted at /rest/staff; each needs a staff token.
 */
export const companyConsoleRoutes = consoleRouter('/companies')
  .get('/companies', async (c) =>
    ok(c, await c.get('services').companyConsole.list(c.get('staff'), parse(c, consoleQuery('companies')))),
  )
  .get('/companies/:id', async (c) => ok(c, await c.get('services').companyConsole.detail(c.get('staff'), idParam(c))))
  .post('/companies/:id/:action', async (c) => {
    const action = c.req.param('action') as CompanyAction;
    if (!COMPANY_ACTIONS.includes(action)) throw new AppError(Code.notFound, 'notFound');
    const schema = COMPANY_ACTION_RULES[action].reason ? reasonSchema : optionalReasonSchema;
    const reason = parse(c, schema(c.get('locale'))).reason || undefined;
    const company = await c
      .get('services')
      .companyConsole.act(c.get('staff'), idParam(c), action, { reason, seen: seenState(c.get('input')) });
    return ok(c, company, COMPANY_ACTION_RULES[action].done);
  });
