import { COMPANY_ACTIONS } from '../../../common/areas/account/transitions.ts';
import { consoleQuery, optionalReasonSchema, reasonSchema } from '../../../common/console.ts';
import { COMPANY_ACTION_RULES } from '../../../common/areas/account/console.ts';
import { seenField } from '../../../common/console.ts';
import type { Locale } from '../../../common/messages.ts';
import { consoleRouter } from '../../auth.ts';
import { idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/**
 * /rest/staff/companies: the list, one company with its accounts and timeline, and one call per allowed
 * action (approve, reject, freeze, unfreeze…) carrying the state its staff member saw (`seen`), so a
 * second hand gets 10060.
 * Mounted at /rest/staff; each needs a staff token.
 */
export const companyConsoleRoutes = consoleRouter('/companies')
  .get(
    '/companies',
    documented({
      summary: 'Lists the registered companies, by state, searched and sorted.',
      input: consoleQuery('companies'),
    }),
    async (c) => ok(c, await c.get('services').companyConsole.list(c.get('staff'), c.get('fields'))),
  )
  .get(
    '/companies/:id',
    documented({ summary: 'One company with its accounts, the actions its state allows and its timeline.' }),
    async (c) => ok(c, await c.get('services').companyConsole.detail(c.get('staff'), idParam(c))),
  );

const ACTION_SUMMARIES = {
  approve: 'Approves a pending registration: its accounts may log in.',
  refuse: 'Refuses a pending registration, with the reason sent to it by SMS.',
  block: 'Blocks an approved company, with a reason: every session of its accounts ends at once.',
  unblock: 'Unblocks a blocked company.',
} as const;

// One literal route per action, each parsing (and documenting) exactly the fields it takes.
for (const action of COMPANY_ACTIONS) {
  const rules = COMPANY_ACTION_RULES[action];
  const input = (locale: Locale) =>
    (rules.reason ? reasonSchema(locale) : optionalReasonSchema(locale)).extend({ seen: seenField });
  companyConsoleRoutes.post(
    `/companies/:id/${action}`,
    documented({
      summary: ACTION_SUMMARIES[action],
      description:
        `Needs the ${rules.right} right; a company whose state does not allow it is refused. ` +
        '`seen`: the state the form showed; another hand moved it meanwhile: 10060.',
      input,
    }),
    async (c) => {
      const { reason, seen } = c.get('fields');
      const company = await c
        .get('services')
        .companyConsole.act(c.get('staff'), idParam(c), action, { reason: reason || undefined, seen });
      return ok(c, company, rules.done);
    },
  );
}
