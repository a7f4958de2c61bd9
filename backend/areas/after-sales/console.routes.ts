import { AFTER_SALE_ACTION_RULES, inspectSchema, refundSchema } from '../../../common/areas/after-sales/console.ts';
import { STAFF_AFTER_SALE_ACTIONS, type StaffAfterSaleAction } from '../../../common/areas/after-sales/transitions.ts';
import { consoleQuery, noteSchema, reasonSchema, shipSchema } from '../../../common/console.ts';
import { seenState } from '../../../common/console.ts';
import { consoleRouter } from '../../auth.ts';
import { notFound } from '../../errors.ts';
import { idParam, ok, parse } from '../../http.ts';

/**
 * /rest/staff/afterSales: the queue, one after-sale, and one call per allowed step (approve, reject,
 * receive with the inspection, ship a replacement, refund…) with the `seen` state.
 * Mounted at /rest/staff; each needs a staff token.
 */
export const afterSaleConsoleRoutes = consoleRouter('/afterSales')
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
  });
