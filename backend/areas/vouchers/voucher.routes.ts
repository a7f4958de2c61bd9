import { Hono } from 'hono';
import { z } from 'zod';
import {
  VOUCHER_LAYOUT_IDS,
  voucherSettingsSchema,
  type VoucherLayoutId,
} from '../../../common/areas/vouchers/index.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { EXPORT_TYPES } from '../../../common/export-files.ts';
import { requireRole, requireUser } from '../../auth.ts';
import type { BackendContext, BackendEnv } from '../../context.ts';
import { documentResponse, idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';
import type { VoucherService } from './voucher.service.ts';

/**
 * This area's service from the request's services. Read by name rather than through `Services`'
 * type so the router compiles whether or not backend/areas/index.ts lists the area yet.
 */
const vouchers = (c: BackendContext) => (c.get('services') as unknown as { vouchers: VoucherService }).vouchers;

/** The layout in the path: documented() answered not found for one it does not know. */
const layoutParam = (c: BackendContext) => c.req.param('layout') as VoucherLayoutId;

/** A voucher file's layout: 金蝶 KIS or 用友 U8. */
const layoutParams = { layout: z.enum(VOUCHER_LAYOUT_IDS) };

const mainOnly = requireRole(CustomerAccountType.main);

/**
 * /rest/voucher: a company's voucher settings (read and saved by its main account) and the ERP
 * voucher files of a statement (whoever downloads the statement: its main account) and of an
 * invoice (whoever may open the invoice's file), in the 金蝶 KIS or 用友 U8 layout.
 */
export const voucherRoutes = new Hono<BackendEnv>()
  .use(requireUser)
  .get(
    '/settings',
    mainOnly,
    documented({
      summary: 'The company’s accounting voucher settings (accounts, voucher word, maker), the defaults until saved.',
      description: 'The main account only.',
    }),
    async (c) => ok(c, await vouchers(c).settings(c.get('caller'))),
  )
  .post(
    '/settings',
    mainOnly,
    documented({
      summary: 'Saves the company’s accounting voucher settings.',
      description: 'The main account only.',
      input: voucherSettingsSchema,
    }),
    async (c) => ok(c, await vouchers(c).saveSettings(c.get('caller'), c.get('fields'))),
  )
  .get(
    '/statement/:id/:layout',
    mainOnly,
    documented({
      summary: 'A statement’s accounting voucher as an XLSX file in the 金蝶 KIS or 用友 U8 import layout.',
      description: 'The main account only, as the statement itself.',
      params: layoutParams,
      answers: [EXPORT_TYPES.xlsx],
    }),
    async (c) =>
      documentResponse(
        c,
        await vouchers(c).statementFile(c.get('caller'), idParam(c), layoutParam(c), c.get('locale')),
      ),
  )
  .get(
    '/invoice/:id/:layout',
    documented({
      summary: 'An invoice’s accounting voucher as an XLSX file in the 金蝶 KIS or 用友 U8 import layout.',
      description: 'For an account that may open the invoice’s file.',
      params: layoutParams,
      answers: [EXPORT_TYPES.xlsx],
    }),
    async (c) =>
      documentResponse(c, await vouchers(c).invoiceFile(c.get('caller'), idParam(c), layoutParam(c), c.get('locale'))),
  );
