import { Hono } from 'hono';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { approvalRuleSchema } from '../../../common/areas/approval-rules/index.ts';
import { companyAuditQuerySchema } from '../../../common/company-audit.ts';
import { isExportFormat } from '../../../common/export-files.ts';
import { consoleRouter, requireRole, requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { documentResponse, idParam, ok, parse } from '../../http.ts';

const mainOnly = requireRole(CustomerAccountType.main);

/** rest/approvalRule/*: the company's approval rule, which its main account reads and sets. */
export const approvalRuleRoutes = new Hono<BackendEnv>()
  .use('*', requireUser, mainOnly)
  .get('/', async (c) => ok(c, await c.get('services').approvalRules.get(c.get('caller'), c.get('locale'))))
  .get('/categories', async (c) => ok(c, await c.get('services').approvalRules.categories(c.get('locale'))))
  .post('/save', async (c) => {
    const rule = parse(c, approvalRuleSchema(c.get('locale')));
    await c.get('services').approvalRules.save(c.get('caller'), rule);
    return ok(c, null, 'approvalRuleSaved');
  });

/** rest/companyAudit/page: the company's audit trail, for its main account. */
export const companyAuditRoutes = new Hono<BackendEnv>()
  .use('*', requireUser, mainOnly)
  .get('/page', async (c) =>
    ok(
      c,
      await c.get('services').companyAudit.page(c.get('caller'), parse(c, companyAuditQuerySchema()), c.get('locale')),
    ),
  );

/** rest/export/companyAudit/{xlsx|csv}: the trail under the screen's filter, as a file. */
export const companyAuditExportRoutes = new Hono<BackendEnv>().get(
  '/companyAudit/:format',
  requireUser,
  mainOnly,
  async (c) => {
    const format = c.req.param('format');
    if (!isExportFormat(format)) throw notFound();
    const asked = { format, locale: c.get('locale'), now: Date.now() };
    const query = parse(c, companyAuditQuerySchema());
    return documentResponse(c, await c.get('services').companyAudit.exportFile(c.get('caller'), query, asked));
  },
);

/** /rest/staff/approvalRules/company/{id}: a company's rule on its console page. Needs a staff token. */
export const approvalRuleConsoleRoutes = consoleRouter('/approvalRules').get('/approvalRules/company/:id', async (c) =>
  ok(c, await c.get('services').approvalRules.forCompany(c.get('staff'), idParam(c), c.get('locale'))),
);
