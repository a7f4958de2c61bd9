import { Hono, type Context } from 'hono';
import { isVoucherLayout, voucherSettingsSchema } from '../../../common/areas/vouchers/index.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { requireRole, requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { documentResponse, idParam, ok, parse } from '../../http.ts';
import type { VoucherService } from './voucher.service.ts';

/**
 * This area's service from the request's services. Read by name rather than through `Services`'
 * type so the router compiles whether or not backend/areas/index.ts lists the area yet.
 */
const vouchers = (c: Context<BackendEnv>) => (c.get('services') as unknown as { vouchers: VoucherService }).vouchers;

const layoutParam = (c: Context<BackendEnv>) => {
  const layout = c.req.param('layout');
  if (!isVoucherLayout(layout)) throw notFound();
  return layout;
};

const mainOnly = requireRole(CustomerAccountType.main);

/**
 * /rest/voucher: a company's voucher settings (read and saved by its main account) and the ERP
 * voucher files of a statement (whoever downloads the statement: its main account) and of an
 * invoice (whoever may open the invoice's file), in the 金蝶 KIS or 用友 U8 layout.
 */
export const voucherRoutes = new Hono<BackendEnv>()
  .use(requireUser)
  .get('/settings', mainOnly, async (c) => ok(c, await vouchers(c).settings(c.get('caller'))))
  .post('/settings', mainOnly, async (c) => {
    const form = parse(c, voucherSettingsSchema(c.get('locale')));
    return ok(c, await vouchers(c).saveSettings(c.get('caller'), form));
  })
  .get('/statement/:id/:layout', mainOnly, async (c) =>
    documentResponse(c, await vouchers(c).statementFile(c.get('caller'), idParam(c), layoutParam(c), c.get('locale'))),
  )
  .get('/invoice/:id/:layout', async (c) =>
    documentResponse(c, await vouchers(c).invoiceFile(c.get('caller'), idParam(c), layoutParam(c), c.get('locale'))),
  );
