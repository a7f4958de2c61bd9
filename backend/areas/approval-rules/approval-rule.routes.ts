import { Hono } from 'hono';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { approvalRuleSchema } from '../../../common/areas/approval-rules/index.ts';
import { companyAuditQuerySchema } from '../../../common/company-audit.ts';
import { EXPORT_CALL, type ExportFormat } from '../../../common/export-files.ts';
import { consoleRouter, requireRole, requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { documentResponse, idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

const mainOnly = requireRole(CustomerAccountType.main);

/** rest/approvalRule/*: the company's approval rule, which its main account reads and sets. */
export const approvalRuleRoutes = new Hono<BackendEnv>()
  .use('*', requireUser, mainOnly)
  .get(
    '/',
    documented({
      summary: 'The company’s approval rule: which purchases wait for a reviewer (every one until one is set).',
      description: 'The main account only.',
    }),
    async (c) => ok(c, await c.get('services').approvalRules.get(c.get('caller'), c.get('locale'))),
  )
  .get(
    '/categories',
    documented({
      summary: 'The categories a rule may name: the catalogue’s top two levels.',
      description: 'The main account only.',
    }),
    async (c) => ok(c, await c.get('services').approvalRules.categories(c.get('locale'))),
  )
  .post(
    '/save',
    documented({
      summary: 'Sets the company’s approval rule: always, above an amount, or for chosen categories.',
      description:
        'The main account only. `approverLimit`, with any mode, is a second level: approvers approve up to it, ' +
        'above it only the main account.',
      input: approvalRuleSchema,
    }),
    async (c) => {
      await c.get('services').approvalRules.save(c.get('caller'), c.get('fields'));
      return ok(c, null, 'approvalRuleSaved');
    },
  );

/** rest/companyAudit/page: the company's audit trail, for its main account. */
export const companyAuditRoutes = new Hono<BackendEnv>().use('*', requireUser, mainOnly).get(
  '/page',
  documented({
    summary: 'A page of the company’s audit trail, newest first, by kind and month.',
    description: 'The main account only.',
    input: companyAuditQuerySchema,
  }),
  async (c) => ok(c, await c.get('services').companyAudit.page(c.get('caller'), c.get('fields'), c.get('locale'))),
);

/** rest/export/companyAudit/{xlsx|csv}: the trail under the screen's filter, as a file. */
export const companyAuditExportRoutes = new Hono<BackendEnv>()
  // As a use() rather than in the route's chain: the OpenAPI document reads a call's token from its use() guards.
  .use('/companyAudit/:format', requireUser, mainOnly)
  .get(
    '/companyAudit/:format',
    documented({
      summary: 'The company’s audit trail under the same filter, whole, as an XLSX or CSV file.',
      description: 'The main account only.',
      ...EXPORT_CALL,
      input: companyAuditQuerySchema,
    }),
    async (c) => {
      const format = c.req.param('format') as ExportFormat;
      const asked = { format, locale: c.get('locale'), now: Date.now() };
      return documentResponse(
        c,
        await c.get('services').companyAudit.exportFile(c.get('caller'), c.get('fields'), asked),
      );
    },
  );

/** /rest/staff/approvalRules/company/{id}: a company's rule on its console page. Needs a staff token. */
export const approvalRuleConsoleRoutes = consoleRouter('/approvalRules').get(
  '/approvalRules/company/:id',
  documented({ summary: 'A company’s approval rule, for its console page.' }),
  async (c) => ok(c, await c.get('services').approvalRules.forCompany(c.get('staff'), idParam(c), c.get('locale'))),
);
