import { Hono } from 'hono';
import { z } from 'zod';
import {
  STATEMENT_FILE_TYPES,
  STATEMENT_FORMATS,
  type StatementFormat,
} from '../../../common/areas/statements/statement-files.ts';
import {
  remittanceSchema,
  type BuyerStatementDetail,
  statementConfirmCall,
  statementListQuery,
  statementVersionField,
} from '../../../common/areas/statements/statement.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { requireRole, requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { documentResponse, idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/** A version as the schema read it: absent means the current one; 0 names none. */
function versionOf(version: number | undefined): number | undefined {
  if (version === 0) throw notFound();
  return version;
}

/** The `version` query of a statement or its file. */
const versionQuery = z.object({ version: statementVersionField });

/**
 * rest/customer/bill/* (SPEC §7): the list (balancePage), one statement (balanceInfo, any sent
 * version), confirm {id, diversity, diversityReson}, what is left to remit (GET remittance/{id})
 * and recording a remittance (POST), and each version's PDF, XLSX and CSV. Main account only.
 */
export const statementRoutes = new Hono<BackendEnv>()
  .use(requireUser, requireRole(CustomerAccountType.main))
  .get(
    '/balancePage',
    documented({
      summary: 'Lists the company’s monthly statements, newest first, by state or searched by number or month.',
      description: 'The main account only.',
      input: statementListQuery,
    }),
    async (c) => ok(c, await c.get('services').statements.page(c.get('caller'), c.get('fields'))),
  )
  .get(
    '/balanceInfo/:id',
    documented({
      summary: 'One statement of the company (a version that was sent), with its lines, remittances and invoices.',
      description: 'The main account only. A version the statement never had is not found.',
      input: versionQuery,
    }),
    async (c) => {
      const services = c.get('services');
      const detail = await services.statements.info(c.get('caller'), idParam(c), versionOf(c.get('fields').version));
      // Its invoices are the invoices area's, which reads statements (and moves one as it invoices it).
      const invoices = await services.invoiceInfo.statementInvoices(c.get('caller'), detail.record.id);
      return ok(c, { ...detail, invoices } satisfies BuyerStatementDetail);
    },
  )
  .post(
    '/confirm',
    documented({
      summary: 'Confirms a sent statement, or disputes it with the difference and a reason.',
      description:
        'The main account only. Without a difference (`diversity` empty or 0) the statement is confirmed; with ' +
        'one the reason is required and it is disputed. `version` is the version seen: a newer one refuses.',
      input: statementConfirmCall,
    }),
    async (c) => {
      const { id, version, ...form } = c.get('fields');
      if (id === 0) throw notFound();
      const detail = await c.get('services').statements.confirm(c.get('caller'), id, form, versionOf(version));
      return ok(c, detail, form.diversity === 0 ? 'statementConfirmed' : 'statementDisputed');
    },
  )
  .get(
    '/remittance/:id',
    documented({ summary: 'What is left to remit on a statement, and the account to remit to.' }),
    async (c) => ok(c, await c.get('services').statements.remittanceInfo(c.get('caller'), idParam(c))),
  )
  .post(
    '/remittance/:id',
    documented({
      summary:
        'Records a remittance against a statement, with its voucher image (uploaded first); finance confirms it.',
      input: remittanceSchema,
    }),
    async (c) =>
      ok(
        c,
        await c.get('services').statements.remit(c.get('caller'), idParam(c), c.get('fields')),
        'remittanceRecorded',
      ),
  )
  .get(
    '/download/:id/:format',
    documented({
      summary: 'A statement version as a PDF, XLSX or CSV file.',
      params: { format: z.enum(STATEMENT_FORMATS) },
      input: versionQuery,
      answers: Object.values(STATEMENT_FILE_TYPES),
    }),
    async (c) => {
      const format = c.req.param('format') as StatementFormat;
      const version = versionOf(c.get('fields').version);
      const file = await c
        .get('services')
        .statementFiles.forBuyer(c.get('caller'), idParam(c), version, format, c.get('locale'));
      return documentResponse(c, file);
    },
  );
