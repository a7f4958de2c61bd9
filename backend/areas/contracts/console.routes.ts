import { contractDraftSchema } from '../../../common/areas/contracts/contract.ts';
import {
  CONTRACT_ACTION_RULES,
  contractEditCall,
  contractPartiesQuery,
  contractStepSchema,
} from '../../../common/areas/contracts/console.ts';
import type { StaffContractAction } from '../../../common/areas/contracts/transitions.ts';
import { consoleQuery } from '../../../common/console.ts';
import { consoleRouter } from '../../auth.ts';
import { documentResponse, idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/** Each step with nothing to fill in, as the document tells it: each is a path of its own. */
const STEPS: Record<Exclude<StaffContractAction, 'edit'>, { summary: string; description?: string }> = {
  approve: {
    summary: 'Approves a draft whose credit is above the configured amount, so it may be sent.',
    description: 'Finance only, by a member who neither drafted nor edited it.',
  },
  send: {
    summary: 'Sends a draft to the company: its PDF is drawn and its hash frozen, the main account texted to sign.',
  },
  recall: { summary: 'Recalls a contract sent but not signed, back to a draft to change it.' },
  revise: { summary: 'Takes a contract the company refused back to a draft, to revise it.' },
  preserve: { summary: 'Checks a signed contract’s file against its hash and archives it.' },
};

/**
 * /rest/staff/contracts: the list, one contract, the companies one may be drafted for,
 * the large-credit approval rule, drafting, editing a draft, each step (approve, send, recall, revise, preserve) and the document.
 * Mounted at /rest/staff; each needs a staff token.
 */
export const contractConsoleRoutes = consoleRouter('/contracts')
  .get(
    '/contracts',
    documented({
      summary: 'Lists the contracts of every company, by status, searched and sorted, a page at a time.',
      input: consoleQuery('contracts'),
    }),
    async (c) => ok(c, await c.get('services').contractConsole.list(c.get('staff'), c.get('fields'))),
  )
  .get(
    '/contracts/parties',
    documented({
      summary: 'The companies a contract may be drafted for (approved ones), searched by name.',
      input: contractPartiesQuery,
    }),
    async (c) => ok(c, await c.get('services').contractConsole.parties(c.get('staff'), c.get('fields').q)),
  )
  // Before /contracts/:id, which would read 'approval' as an id.
  .get(
    '/contracts/approval',
    documented({ summary: 'The large-credit approval rule: the credit above which a draft needs approval.' }),
    (c) => ok(c, c.get('services').contractConsole.approvalRule(c.get('staff'))),
  )
  .post(
    '/contracts/add',
    documented({
      summary: 'Drafts a contract for a company (status 0); the number is given by the shop.',
      input: contractDraftSchema,
    }),
    async (c) =>
      ok(c, await c.get('services').contractConsole.draft(c.get('staff'), c.get('fields')), 'contractDrafted'),
  )
  .get(
    '/contracts/:id',
    documented({ summary: 'One contract: its fields, the steps the member may take and its trail.' }),
    async (c) => ok(c, await c.get('services').contractConsole.detail(c.get('staff'), idParam(c))),
  )
  .get(
    '/contracts/:id/document',
    documented({ summary: 'A contract’s document as a PDF (the frozen one once sent).', answers: ['application/pdf'] }),
    async (c) => documentResponse(c, await c.get('services').contractConsole.document(c.get('staff'), idParam(c))),
  )
  .post(
    '/contracts/:id/edit',
    documented({
      summary: 'Changes a draft (status 0), from the version seen.',
      input: contractEditCall,
    }),
    async (c) => {
      const { seen, ...form } = c.get('fields');
      return ok(
        c,
        await c.get('services').contractConsole.edit(c.get('staff'), idParam(c), form, seen),
        'contractDrafted',
      );
    },
  );

// Registered after /:id/edit; each step its own path, so the document shows each one.
for (const [action, { summary, description }] of Object.entries(STEPS) as [
  keyof typeof STEPS,
  (typeof STEPS)[keyof typeof STEPS],
][])
  contractConsoleRoutes.post(
    `/contracts/:id/${action}`,
    documented({ summary, ...(description ? { description } : {}), input: contractStepSchema }),
    async (c) => {
      const contract = await c
        .get('services')
        .contractConsole.act(c.get('staff'), idParam(c), action, { seen: c.get('fields').seen });
      return ok(c, contract, CONTRACT_ACTION_RULES[action].done);
    },
  );
