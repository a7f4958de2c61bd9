import { Hono } from 'hono';
import { AFTER_SALE_ACTION_RULES, inspectSchema, refundSchema } from '../../../common/areas/after-sales/console.ts';
import { STAFF_AFTER_SALE_ACTIONS, type StaffAfterSaleAction } from '../../../common/areas/after-sales/transitions.ts';
import { certFailSchema } from '../../../common/areas/certification/certification.ts';
import { CERT_ACTION_RULES } from '../../../common/areas/certification/review.ts';
import { STAFF_CERT_ACTIONS, type StaffCertAction } from '../../../common/areas/certification/transitions.ts';
import { isAttachmentPath } from '../../../common/areas/files/files.ts';
import { serveFile } from '../files/files.routes.ts';
import { COMPANY_ACTIONS, type CompanyAction } from '../../../common/areas/account/transitions.ts';
import {
  confirmPaymentSchema,
  consoleQuery,
  noteSchema,
  optionalReasonSchema,
  priceSchema,
  reasonSchema,
  saleSchema,
  shipSchema,
  stockSchema,
} from '../../../common/areas/staff/console.ts';
import { seenState } from '../../../common/areas/staff/seen.ts';
import { COMPANY_ACTION_RULES } from '../../../common/areas/staff/actions.ts';
import type { BackendEnv } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { Code } from '../../../common/envelope.ts';
import { idParam, ok, parse } from '../../http.ts';

/**
 * /rest/staff/*: the console's lists (GET, filtered by query) and one call per allowed action
 * (POST), each carrying the state its staff member saw (`seen`) so a second hand gets 10060.
 * Mounted inside staffRoutes, behind its staff-session check.
 */
export const consoleRoutes = new Hono<BackendEnv>()
  .get('/companies', async (c) =>
    ok(c, await c.get('services').companyConsole.list(c.get('staff'), parse(c, consoleQuery('companies')))),
  )
  .get('/companies/:id', async (c) => ok(c, await c.get('services').companyConsole.detail(c.get('staff'), idParam(c))))
  .post('/companies/:id/:action', async (c) => {
    const action = c.req.param('action') as CompanyAction;
    if (!COMPANY_ACTIONS.includes(action)) throw new AppError(Code.notFound, 'notFound');
    const schema = COMPANY_ACTION_RULES[action].reason ? reasonSchema : optionalReasonSchema;
    const reason = parse(c, schema(c.get('locale'))).reason || undefined;
    const company = await c
      .get('services')
      .companyConsole.act(c.get('staff'), idParam(c), action, { reason, seen: seenState(c.get('input')) });
    return ok(c, company, COMPANY_ACTION_RULES[action].done);
  })
  .get('/certifications', async (c) =>
    ok(c, await c.get('services').certConsole.list(c.get('staff'), parse(c, consoleQuery('certifications')))),
  )
  .get('/certifications/:id', async (c) =>
    ok(c, await c.get('services').certConsole.detail(c.get('staff'), idParam(c))),
  )
  .post('/certifications/:id/:action', async (c) => {
    const action = c.req.param('action') as StaffCertAction;
    if (!STAFF_CERT_ACTIONS.includes(action)) throw notFound();
    const rule = CERT_ACTION_RULES[action];
    const locale = c.get('locale');
    const reason =
      rule.reason === 'required'
        ? parse(c, reasonSchema(locale)).reason
        : rule.reason === 'optional'
          ? parse(c, optionalReasonSchema(locale)).reason || undefined
          : undefined;
    const fieldReasons = rule.reason === 'perField' ? parse(c, certFailSchema(locale)).problems : undefined;
    const record = await c
      .get('services')
      .certConsole.act(c.get('staff'), idParam(c), action, { reason, fieldReasons, seen: seenState(c.get('input')) });
    return ok(c, record, rule.done);
  })
  .get('/afterSales', async (c) =>
    ok(c, await c.get('services').afterSaleConsole.list(c.get('staff'), parse(c, consoleQuery('afterSales')))),
  )
  .get('/afterSales/:id', async (c) =>
    ok(c, await c.get('services').afterSaleConsole.detail(c.get('staff'), idParam(c))),
  )
  .post('/afterSales/:id/:action', async (c) => {
    const action = c.req.param('action') as StaffAfterSaleAction;
    if (!STAFF_AFTER_SALE_ACTIONS.includes(action)) throw notFound();
    const locale = c.get('locale');
    const input = c.get('input');
    const form =
      action === 'reject'
        ? parse(c, reasonSchema(locale))
        : action === 'receive'
          ? parse(c, inspectSchema(locale))
          : action === 'shipReplacement'
            ? parse(c, shipSchema(locale))
            : action === 'refund'
              ? // A transfer's date and serial are checked when given; the service asks for them when the route needs them.
                parse(c, refundSchema(locale, input.date !== undefined || input.serial !== undefined))
              : { note: parse(c, noteSchema(locale)).note || undefined };
    const detail = await c
      .get('services')
      .afterSaleConsole.act(c.get('staff'), idParam(c), action, { ...form, seen: seenState(input) });
    return ok(c, detail, AFTER_SALE_ACTION_RULES[action].done);
  })
  /** Any company's uploaded image, for review (docs/decisions/0010). */
  .get('/attachments/:path', async (c) => {
    const path = c.req.param('path');
    if (!isAttachmentPath(path)) throw notFound();
    c.get('services').certConsole.assertMayView(c.get('staff'));
    return serveFile(c, await c.get('services').uploads.read(path, undefined));
  })
  .get('/orders', async (c) =>
    ok(c, await c.get('services').orderConsole.list(c.get('staff'), parse(c, consoleQuery('orders')))),
  )
  .get('/orders/:id', async (c) => ok(c, await c.get('services').orderConsole.detail(c.get('staff'), idParam(c))))
  .post('/orders/:id/confirmPayment', async (c) => {
    const form = parse(c, confirmPaymentSchema(c.get('locale')));
    const seen = seenNumber(c.get('input'));
    return ok(
      c,
      await c.get('services').orderConsole.confirmPayment(c.get('staff'), idParam(c), form, seen),
      'paymentConfirmed',
    );
  })
  .post('/orders/:id/ship', async (c) => {
    const form = parse(c, shipSchema(c.get('locale')));
    const seen = seenNumber(c.get('input'));
    return ok(c, await c.get('services').orderConsole.ship(c.get('staff'), idParam(c), form, seen), 'orderShipped');
  })
  .post('/orders/:id/cancel', async (c) => {
    const { reason } = parse(c, reasonSchema(c.get('locale')));
    const seen = seenNumber(c.get('input'));
    return ok(
      c,
      await c.get('services').orderConsole.cancel(c.get('staff'), idParam(c), reason, seen),
      'orderCancelledByStaff',
    );
  })
  .get('/goods', async (c) =>
    ok(c, await c.get('services').goodsConsole.list(c.get('staff'), parse(c, consoleQuery('goods')))),
  )
  .get('/goods/:id', async (c) => ok(c, await c.get('services').goodsConsole.one(c.get('staff'), idParam(c))))
  .post('/goods/:id/sale', async (c) => {
    const { onSale } = parse(c, saleSchema(c.get('locale')));
    const goods = await c
      .get('services')
      .goodsConsole.setSale(c.get('staff'), idParam(c), onSale, seenState(c.get('input')));
    return ok(c, goods, 'goodsUpdated');
  })
  .post('/goods/:id/stock', async (c) => {
    const { stock } = parse(c, stockSchema(c.get('locale')));
    const goods = await c
      .get('services')
      .goodsConsole.setStock(c.get('staff'), idParam(c), stock, seenState(c.get('input')));
    return ok(c, goods, 'goodsUpdated');
  })
  .post('/goods/:id/price', async (c) => {
    const { price } = parse(c, priceSchema(c.get('locale')));
    const goods = await c
      .get('services')
      .goodsConsole.setPrice(c.get('staff'), idParam(c), price, seenState(c.get('input')));
    return ok(c, goods, 'goodsUpdated');
  })
  .get('/messages', async (c) =>
    ok(c, await c.get('services').messageConsole.messages(c.get('staff'), parse(c, consoleQuery('messages')))),
  )
  .post('/messages/:id/handle', async (c) => {
    const { note } = parse(c, noteSchema(c.get('locale')));
    return ok(
      c,
      await c.get('services').messageConsole.handleMessage(c.get('staff'), idParam(c), note),
      'messageHandled',
    );
  })
  .get('/sms', async (c) =>
    ok(c, await c.get('services').messageConsole.sms(c.get('staff'), parse(c, consoleQuery('sms')))),
  )
  .get('/audit', async (c) =>
    ok(c, await c.get('services').messageConsole.audit(c.get('staff'), parse(c, consoleQuery('audit')))),
  );

function seenNumber(input: Record<string, unknown>): number | undefined {
  const seen = seenState(input);
  return seen === undefined || !/^\d+$/.test(seen) ? undefined : Number(seen);
}
