import { contractDraftSchema } from '../../../common/areas/contracts/contract.ts';
import { CONTRACT_ACTION_RULES } from '../../../common/areas/contracts/console.ts';
import { STAFF_CONTRACT_ACTIONS, type StaffContractAction } from '../../../common/areas/contracts/transitions.ts';
import { consoleQuery } from '../../../common/console.ts';
import { seenState } from '../../../common/console.ts';
import { consoleRouter } from '../../auth.ts';
import { notFound } from '../../errors.ts';
import { documentResponse, idParam, ok, parse } from '../../http.ts';

/**
 * /rest/staff/contracts: the list, one contract, the companies one may be drafted for,
 * the large-credit approval rule, drafting, editing a draft, each step (approve, send, recall, revise, preserve) and the document.
 * Mounted at /rest/staff; each needs a staff token.
 */
export const contractConsoleRoutes = consoleRouter('/contracts')
  .get('/contracts', async (c) =>
    ok(c, await c.get('services').contractConsole.list(c.get('staff'), parse(c, consoleQuery('contracts')))),
  )
  .get('/contracts/parties', async (c) =>
    ok(c, await c.get('services').contractConsole.parties(c.get('staff'), String(c.req.query('q') ?? '').slice(0, 40))),
  )
  // Before /contracts/:id, which would read 'approval' as an id.
  .get('/contracts/approval', (c) => ok(c, c.get('services').contractConsole.approvalRule(c.get('staff'))))
  .post('/contracts/add', async (c) => {
    const form = parse(c, contractDraftSchema(c.get('locale')));
    return ok(c, await c.get('services').contractConsole.draft(c.get('staff'), form), 'contractDrafted');
  })
  .get('/contracts/:id', async (c) => ok(c, await c.get('services').contractConsole.detail(c.get('staff'), idParam(c))))
  .get('/contracts/:id/document', async (c) =>
    documentResponse(c, await c.get('services').contractConsole.document(c.get('staff'), idParam(c))),
  )
  .post('/contracts/:id/edit', async (c) => {
    const form = parse(c, contractDraftSchema(c.get('locale')));
    const seen = seenState(c.get('input'));
    return ok(
      c,
      await c.get('services').contractConsole.edit(c.get('staff'), idParam(c), form, seen),
      'contractDrafted',
    );
  })
  .post('/contracts/:id/:action', async (c) => {
    const action = c.req.param('action') as StaffContractAction;
    if (!STAFF_CONTRACT_ACTIONS.includes(action) || action === 'edit') throw notFound();
    const contract = await c
      .get('services')
      .contractConsole.act(c.get('staff'), idParam(c), action, { seen: seenState(c.get('input')) });
    return ok(c, contract, CONTRACT_ACTION_RULES[action].done);
  });
