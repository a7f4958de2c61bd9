import { certificationFailSchema } from '../../../common/areas/certification/certification.ts';
import { CERTIFICATION_ACTION_RULES } from '../../../common/areas/certification/console.ts';
import {
  STAFF_CERTIFICATION_ACTIONS,
  type StaffCertificationAction,
} from '../../../common/areas/certification/transitions.ts';
import { consoleQuery, optionalReasonSchema, reasonSchema } from '../../../common/console.ts';
import { seenState } from '../../../common/console.ts';
import { consoleRouter } from '../../auth.ts';
import { notFound } from '../../errors.ts';
import { idParam, ok, parse } from '../../http.ts';

/**
 * /rest/staff/certifications: the queue, one record, and one call per allowed step (claim, approve,
 * fail with a reason per field, reject…) with the `seen` state.
 * Mounted at /rest/staff; each needs a staff token.
 */
export const certificationConsoleRoutes = consoleRouter('/certifications')
  .get('/certifications', async (c) =>
    ok(c, await c.get('services').certificationConsole.list(c.get('staff'), parse(c, consoleQuery('certifications')))),
  )
  .get('/certifications/:id', async (c) =>
    ok(c, await c.get('services').certificationConsole.detail(c.get('staff'), idParam(c))),
  )
  .post('/certifications/:id/:action', async (c) => {
    const action = c.req.param('action') as StaffCertificationAction;
    if (!STAFF_CERTIFICATION_ACTIONS.includes(action)) throw notFound();
    const rule = CERTIFICATION_ACTION_RULES[action];
    const locale = c.get('locale');
    const reason =
      rule.reason === 'required'
        ? parse(c, reasonSchema(locale)).reason
        : rule.reason === 'optional'
          ? parse(c, optionalReasonSchema(locale)).reason || undefined
          : undefined;
    const fieldReasons = rule.reason === 'perField' ? parse(c, certificationFailSchema(locale)).problems : undefined;
    const record = await c.get('services').certificationConsole.act(c.get('staff'), idParam(c), action, {
      reason,
      fieldReasons,
      seen: seenState(c.get('input')),
    });
    return ok(c, record, rule.done);
  });
