import { z } from 'zod';
import {
  STATEMENT_FILE_TYPES,
  STATEMENT_FORMATS,
  type StatementFormat,
} from '../../../common/areas/statements/statement-files.ts';
import {
  remittanceQuerySchema,
  statementAdjustCall,
  statementMakeSchema,
  statementResendCall,
  statementStepSchema,
} from '../../../common/areas/statements/console.ts';
import { statementVersionField } from '../../../common/areas/statements/statement.ts';
import { consoleQuery, reasonSchema } from '../../../common/console.ts';
import { consoleRouter } from '../../auth.ts';
import { notFound } from '../../errors.ts';
import { documentResponse, idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/**
 * /rest/staff/statements and /rest/staff/remittances: the list, one statement, making
 * one, its steps (adjust, send, acceptDispute, resend, close) with the `seen` version, each
 * version's downloads, and the remittances finance confirms or returns (a page of one state at a
 * time). Mounted at /rest/staff; each needs a staff token.
 */
export const statementConsoleRoutes = consoleRouter('/statements', '/remittances')
  .get(
    '/statements',
    documented({
      summary: 'Lists the statements of every company, by state, searched and sorted, a page at a time.',
      input: consoleQuery('statements'),
    }),
    async (c) => ok(c, await c.get('services').statementConsole.list(c.get('staff'), c.get('fields'))),
  )
  .post(
    '/statements/make',
    documented({
      summary: 'Makes a company’s statement for an ended month by hand (the monthly job makes them on the 1st).',
      input: statementMakeSchema,
    }),
    async (c) => ok(c, await c.get('services').statementConsole.make(c.get('staff'), c.get('fields')), 'statementMade'),
  )
  .get(
    '/statements/:id',
    documented({
      summary: 'One statement: its versions, lines, remittances, the steps the member may take, and its trail.',
    }),
    async (c) => ok(c, await c.get('services').statementConsole.detail(c.get('staff'), idParam(c))),
  )
  .get(
    '/statements/:id/download/:format',
    documented({
      summary: 'A statement version as a PDF, XLSX or CSV file.',
      description: 'A version the statement never had is not found.',
      params: { format: z.enum(STATEMENT_FORMATS) },
      input: z.object({ version: statementVersionField }),
      answers: Object.values(STATEMENT_FILE_TYPES),
    }),
    async (c) => {
      const format = c.req.param('format') as StatementFormat;
      const { version } = c.get('fields');
      if (version === 0) throw notFound();
      c.get('services').statementConsole.assertMayView(c.get('staff'));
      return documentResponse(
        c,
        await c.get('services').statementFiles.forStaff(idParam(c), version, format, c.get('locale')),
      );
    },
  )
  .post(
    '/statements/:id/adjust',
    documented({
      summary: 'Adds an adjustment (an amount either way and what it is for) to a statement not yet sent.',
      input: statementAdjustCall,
    }),
    async (c) => {
      const { seen, ...form } = c.get('fields');
      const service = c.get('services').statementConsole;
      return ok(c, await service.adjust(c.get('staff'), idParam(c), form, seen), 'statementAdjusted');
    },
  )
  .post(
    '/statements/:id/send',
    documented({ summary: 'Sends a statement to the company’s main account to confirm.', input: statementStepSchema }),
    async (c) =>
      ok(
        c,
        await c.get('services').statementConsole.send(c.get('staff'), idParam(c), c.get('fields').seen),
        'statementSent',
      ),
  )
  .post(
    '/statements/:id/acceptDispute',
    documented({
      summary: 'Accepts a disputed statement’s difference as an adjustment (a new version): it is confirmed.',
      input: statementStepSchema,
    }),
    async (c) =>
      ok(
        c,
        await c.get('services').statementConsole.acceptDispute(c.get('staff'), idParam(c), c.get('fields').seen),
        'statementDisputeAccepted',
      ),
  )
  .post(
    '/statements/:id/resend',
    documented({
      summary: 'Corrects a disputed statement (a note, an amount if any) and sends it again as a new version.',
      input: statementResendCall,
    }),
    async (c) => {
      const { seen, ...form } = c.get('fields');
      const service = c.get('services').statementConsole;
      return ok(c, await service.resend(c.get('staff'), idParam(c), form, seen), 'statementResent');
    },
  )
  .post(
    '/statements/:id/close',
    documented({
      summary: 'Closes a statement whose receipts are all confirmed: reconciliation complete.',
      input: statementStepSchema,
    }),
    async (c) =>
      ok(
        c,
        await c.get('services').statementConsole.close(c.get('staff'), idParam(c), c.get('fields').seen),
        'statementClosed',
      ),
  )
  .get(
    '/remittances',
    documented({
      summary: 'Lists the remittances in one state (recorded ones, waiting for finance, by default), newest first.',
      input: remittanceQuerySchema,
    }),
    async (c) => ok(c, await c.get('services').statementConsole.remittances(c.get('staff'), c.get('fields'))),
  )
  .post(
    '/remittances/:id/confirm',
    documented({ summary: 'Confirms that a recorded remittance was received; the statement is paid by it.' }),
    async (c) =>
      ok(
        c,
        await c.get('services').statementConsole.confirmRemittance(c.get('staff'), idParam(c)),
        'remittanceConfirmed',
      ),
  )
  .post(
    '/remittances/:id/reject',
    documented({
      summary: 'Returns a recorded remittance that was not received, with the reason the buyer sees.',
      input: reasonSchema,
    }),
    async (c) =>
      ok(
        c,
        await c.get('services').statementConsole.rejectRemittance(c.get('staff'), idParam(c), c.get('fields').reason),
        'remittanceRejected',
      ),
  );
