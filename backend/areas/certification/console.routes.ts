import type { z } from 'zod';
import { CERTIFICATION_ACTION_RULES, certificationStepSchemas } from '../../../common/areas/certification/console.ts';
import {
  STAFF_CERTIFICATION_ACTIONS,
  type StaffCertificationAction,
} from '../../../common/areas/certification/transitions.ts';
import { consoleQuery } from '../../../common/console.ts';
import type { Locale } from '../../../common/messages.ts';
import { consoleRouter } from '../../auth.ts';
import type { BackendContext } from '../../context.ts';
import { idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/** What each vetting step does, for the document. */
const STEP_SUMMARIES: Record<StaffCertificationAction, string> = {
  claim: 'Claims a certification waiting for vetting, for oneself.',
  release: 'Releases a claimed certification back to the queue.',
  approve: 'Approves a certification, with an optional reason; the company is texted.',
  fail: 'Fails a certification with a reason per field to correct; the company is texted.',
  reject: 'Rejects a certification with a reason; the company is texted.',
};
const STEP_RULES =
  'Approving, failing, rejecting and releasing are for whoever claimed it (an admin may act on any claim). ' +
  '`seen`: the state the form was drawn in; when another hand moved the record meanwhile the step is refused.';

/** What a step's fields may hold: the reason, or a reason per field. */
interface StepFields {
  reason?: string;
  problems?: Record<string, string>;
  seen?: string;
}

/**
 * /rest/staff/certifications: the queue, one record, and one call per allowed step (claim, approve,
 * fail with a reason per field, reject…) with the `seen` state.
 * Mounted at /rest/staff; each needs a staff token.
 */
export const certificationConsoleRoutes = consoleRouter('/certifications')
  .get(
    '/certifications',
    documented({
      summary: 'The certification queue: searched, filtered by state, sorted and paged.',
      input: consoleQuery('certifications'),
    }),
    async (c) => ok(c, await c.get('services').certificationConsole.list(c.get('staff'), c.get('fields'))),
  )
  .get(
    '/certifications/:id',
    documented({ summary: 'One certification with its checks, its steps open now and its audit trail.' }),
    async (c) => ok(c, await c.get('services').certificationConsole.detail(c.get('staff'), idParam(c))),
  );

// One literal route per step, each with its own fields: the document shows each exactly.
for (const action of STAFF_CERTIFICATION_ACTIONS) {
  const input: (locale: Locale) => z.ZodType<StepFields, unknown> = certificationStepSchemas[action];
  certificationConsoleRoutes.post(
    `/certifications/:id/${action}`,
    documented({ summary: STEP_SUMMARIES[action], description: STEP_RULES, input }),
    async (c) => step(c, action, c.get('fields')),
  );
}

async function step(c: BackendContext, action: StaffCertificationAction, fields: StepFields) {
  const rule = CERTIFICATION_ACTION_RULES[action];
  const record = await c.get('services').certificationConsole.act(c.get('staff'), idParam(c), action, {
    // An optional reason left empty is none.
    reason:
      rule.reason === 'required' ? fields.reason : rule.reason === 'optional' ? fields.reason || undefined : undefined,
    fieldReasons: rule.reason === 'perField' ? fields.problems : undefined,
    seen: fields.seen,
  });
  return ok(c, record, rule.done);
}
