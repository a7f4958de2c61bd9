import { isStatementFormat } from '../../../common/areas/statements/statement-files.ts';
import {
  remittanceQuerySchema,
  statementAdjustSchema,
  statementMakeSchema,
  statementResendSchema,
} from '../../../common/areas/statements/console.ts';
import { consoleQuery, reasonSchema } from '../../../common/console.ts';
import { seenState } from '../../../common/console.ts';
import { asRecordId } from '../../../common/schemas/ids.ts';
import { consoleRouter } from '../../auth.ts';
import { notFound } from '../../errors.ts';
import { documentResponse, idParam, ok, parse } from '../../http.ts';

/**
 * /rest/staff/statements and /rest/staff/remittances: the list, one statement, making
 * one, its steps (adjust, send, acceptDispute, resend, close) with the `seen` version, each
 * version's downloads, and the remittances finance confirms or returns (a page of one state at a
 * time). Mounted at /rest/staff; each needs a staff token.
 */
export const statementConsoleRoutes = consoleRouter('/statements', '/remittances')
  .get('/statements', async (c) =>
    ok(c, await c.get('services').statementConsole.list(c.get('staff'), parse(c, consoleQuery('statements')))),
  )
  .post('/statements/make', async (c) => {
    const form = parse(c, statementMakeSchema(c.get('locale')));
    return ok(c, await c.get('services').statementConsole.make(c.get('staff'), form), 'statementMade');
  })
  .get('/statements/:id', async (c) =>
    ok(c, await c.get('services').statementConsole.detail(c.get('staff'), idParam(c))),
  )
  .get('/statements/:id/download/:format', async (c) => {
    const format = c.req.param('format');
    if (!isStatementFormat(format)) throw notFound();
    const raw = c.req.query('version');
    const version = raw ? asRecordId(raw) : undefined;
    if (raw && version === undefined) throw notFound();
    c.get('services').statementConsole.assertMayView(c.get('staff'));
    return documentResponse(
      c,
      await c.get('services').statementFiles.forStaff(idParam(c), version, format, c.get('locale')),
    );
  })
  .post('/statements/:id/adjust', async (c) => {
    const form = parse(c, statementAdjustSchema(c.get('locale')));
    const service = c.get('services').statementConsole;
    return ok(
      c,
      await service.adjust(c.get('staff'), idParam(c), form, seenState(c.get('input'))),
      'statementAdjusted',
    );
  })
  .post('/statements/:id/send', async (c) =>
    ok(
      c,
      await c.get('services').statementConsole.send(c.get('staff'), idParam(c), seenState(c.get('input'))),
      'statementSent',
    ),
  )
  .post('/statements/:id/acceptDispute', async (c) =>
    ok(
      c,
      await c.get('services').statementConsole.acceptDispute(c.get('staff'), idParam(c), seenState(c.get('input'))),
      'statementDisputeAccepted',
    ),
  )
  .post('/statements/:id/resend', async (c) => {
    const form = parse(c, statementResendSchema(c.get('locale')));
    const service = c.get('services').statementConsole;
    return ok(c, await service.resend(c.get('staff'), idParam(c), form, seenState(c.get('input'))), 'statementResent');
  })
  .post('/statements/:id/close', async (c) =>
    ok(
      c,
      await c.get('services').statementConsole.close(c.get('staff'), idParam(c), seenState(c.get('input'))),
      'statementClosed',
    ),
  )
  .get('/remittances', async (c) =>
    ok(c, await c.get('services').statementConsole.remittances(c.get('staff'), parse(c, remittanceQuerySchema))),
  )
  .post('/remittances/:id/confirm', async (c) =>
    ok(
      c,
      await c.get('services').statementConsole.confirmRemittance(c.get('staff'), idParam(c)),
      'remittanceConfirmed',
    ),
  )
  .post('/remittances/:id/reject', async (c) => {
    const { reason } = parse(c, reasonSchema(c.get('locale')));
    return ok(
      c,
      await c.get('services').statementConsole.rejectRemittance(c.get('staff'), idParam(c), reason),
      'remittanceRejected',
    );
  });
