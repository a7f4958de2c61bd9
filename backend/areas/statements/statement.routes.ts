import { isStatementFormat } from '../../../common/areas/statements/statement-files.ts';
import { Hono } from 'hono';
import {
  remittanceSchema,
  type BuyerStatementDetail,
  statementConfirmSchema,
  statementListQuery,
} from '../../../common/areas/statements/statement.ts';
import { asRecordId } from '../../../common/schemas/ids.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { requireRole, requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { documentResponse, idParam, ok, parse } from '../../http.ts';

/** An optional `version` (query or body): absent means the current one; anything else names none. */
function versionOf(input: Record<string, unknown>): number | undefined {
  const raw = [input.version].flat()[0];
  if (raw === undefined || raw === '') return undefined;
  const version = asRecordId(raw);
  if (version === undefined) throw notFound();
  return version;
}

/**
 * rest/customer/bill/* (SPEC §7): the list (balancePage), one statement (balanceInfo, any sent
 * version), confirm {id, diversity, diversityReson}, what is left to remit (GET remittance/{id})
 * and recording a remittance (POST), and each version's PDF, XLSX and CSV. Main account only.
 */
export const statementRoutes = new Hono<BackendEnv>()
  .use(requireUser, requireRole(CustomerAccountType.main))
  .get('/balancePage', async (c) =>
    ok(c, await c.get('services').statements.page(c.get('caller'), parse(c, statementListQuery()))),
  )
  .get('/balanceInfo/:id', async (c) => {
    const services = c.get('services');
    const detail = await services.statements.info(c.get('caller'), idParam(c), versionOf(c.get('input')));
    // Its invoices are the invoices area's, which reads statements (and moves one as it invoices it).
    const invoices = await services.invoiceInfo.statementInvoices(c.get('caller'), detail.record.id);
    return ok(c, { ...detail, invoices } satisfies BuyerStatementDetail);
  })
  .post('/confirm', async (c) => {
    const input = c.get('input');
    const id = asRecordId([input.id].flat()[0]);
    if (id === undefined) throw notFound();
    const form = parse(c, statementConfirmSchema(c.get('locale')));
    const detail = await c.get('services').statements.confirm(c.get('caller'), id, form, versionOf(input));
    return ok(c, detail, form.diversity === 0 ? 'statementConfirmed' : 'statementDisputed');
  })
  .get('/remittance/:id', async (c) =>
    ok(c, await c.get('services').statements.remittanceInfo(c.get('caller'), idParam(c))),
  )
  .post('/remittance/:id', async (c) => {
    const form = parse(c, remittanceSchema(c.get('locale')));
    return ok(c, await c.get('services').statements.remit(c.get('caller'), idParam(c), form), 'remittanceRecorded');
  })
  .get('/download/:id/:format', async (c) => {
    const format = c.req.param('format');
    if (!isStatementFormat(format)) throw notFound();
    const file = await c
      .get('services')
      .statementFiles.forBuyer(c.get('caller'), idParam(c), versionOf(c.get('input')), format, c.get('locale'));
    return documentResponse(c, file);
  });
