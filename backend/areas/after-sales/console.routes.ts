import type { z } from 'zod';
import { AFTER_SALE_ACTION_RULES, afterSaleStepSchemas } from '../../../common/areas/after-sales/console.ts';
import { STAFF_AFTER_SALE_ACTIONS, type StaffAfterSaleAction } from '../../../common/areas/after-sales/transitions.ts';
import { consoleQuery } from '../../../common/console.ts';
import type { Locale } from '../../../common/messages.ts';
import { consoleRouter } from '../../auth.ts';
import type { BackendContext } from '../../context.ts';
import { idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';
import type { AfterSaleStepInput } from './console-step.ts';

/** What each step does, for the document; who may take it is AFTER_SALE_ACTION_RULES'. */
const STEP_SUMMARIES: Record<StaffAfterSaleAction, { summary: string; description?: string }> = {
  approve: { summary: 'Approves an after-sale, with an optional note.' },
  reject: { summary: 'Rejects an after-sale with a reason, which the buyer is told.' },
  receive: { summary: 'Receives an after-sale’s returned goods, with what the inspection found.' },
  shipReplacement: { summary: 'Ships an after-sale’s replacement: the carrier and tracking number.' },
  refund: {
    summary: 'Refunds an after-sale: the amount, and for a transfer the day it went back and the bank’s serial.',
    description:
      'The amount is whole fen, at most what the after-sale’s units were worth and what the line and the order have ' +
      'left. A credit order’s refund goes back to its quota and needs no date or serial; any other needs both.',
  },
};
const SEEN_RULE =
  ' `seen`: the state the form was drawn in; when another hand moved the after-sale meanwhile the step is refused.';

/**
 * /rest/staff/afterSales: the queue, one after-sale, and one call per allowed step (approve, reject,
 * receive with the inspection, ship a replacement, refund…) with the `seen` state.
 * Mounted at /rest/staff; each needs a staff token.
 */
export const afterSaleConsoleRoutes = consoleRouter('/afterSales')
  .get(
    '/afterSales',
    documented({
      summary: 'The after-sales queue: searched, filtered by state, sorted and paged.',
      input: consoleQuery('afterSales'),
    }),
    async (c) => ok(c, await c.get('services').afterSaleConsole.list(c.get('staff'), c.get('fields'))),
  )
  .get(
    '/afterSales/:id',
    documented({ summary: 'One after-sale with its steps open now and its audit trail.' }),
    async (c) => ok(c, await c.get('services').afterSaleConsole.detail(c.get('staff'), idParam(c))),
  );

// One literal route per step, each with its own fields: the document shows each exactly.
for (const action of STAFF_AFTER_SALE_ACTIONS) {
  const { summary, description } = STEP_SUMMARIES[action];
  const input: (locale: Locale) => z.ZodType<AfterSaleStepInput, unknown> = afterSaleStepSchemas[action];
  afterSaleConsoleRoutes.post(
    `/afterSales/:id/${action}`,
    documented({ summary, description: `${description ?? ''}${SEEN_RULE}`.trim(), input }),
    async (c) => step(c, action, c.get('fields')),
  );
}

async function step(c: BackendContext, action: StaffAfterSaleAction, form: AfterSaleStepInput) {
  // An empty note is no note in the audit trail.
  const input = action === 'approve' ? { ...form, note: form.note || undefined } : form;
  const detail = await c.get('services').afterSaleConsole.act(c.get('staff'), idParam(c), action, input);
  return ok(c, detail, AFTER_SALE_ACTION_RULES[action].done);
}
