import { confirmPaymentSchema } from '../../../common/areas/orders/console.ts';
import { consoleQuery, reasonSchema, shipSchema } from '../../../common/console.ts';
import { seenState } from '../../../common/console.ts';
import { consoleRouter } from '../../auth.ts';
import { idParam, ok, parse } from '../../http.ts';

/**
 * /rest/staff/orders: the list, one order, and its staff steps: confirming an offline payment,
 * shipping, cancelling with a reason, each with the `seen` state.
 * Mounted at /rest/staff; each needs a staff token.
 */
export const orderConsoleRoutes = consoleRouter('/orders')
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
  });

/** The version the member saw, when the page sent one that is a number. */
function seenNumber(input: Record<string, unknown>): number | undefined {
  const seen = seenState(input);
  return seen === undefined || !/^\d+$/.test(seen) ? undefined : Number(seen);
}
