import { confirmPaymentInput, shipOrderInput, staffCancelInput } from '../../../common/areas/orders/console.ts';
import { consoleQuery } from '../../../common/console.ts';
import { consoleRouter } from '../../auth.ts';
import { idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/** What every staff step of an order says of a `seen` state that is no longer the order's. */
const SEEN =
  'With `seen` (the orderStatus the form showed), an order another hand moved since is refused as already ' +
  'handled (10060) and nothing changes.';

/**
 * /rest/staff/orders: the list, one order, and its staff steps: confirming an offline payment,
 * shipping, cancelling with a reason, each with the `seen` state.
 * Mounted at /rest/staff; each needs a staff token.
 */
export const orderConsoleRoutes = consoleRouter('/orders')
  .get(
    '/orders',
    documented({
      summary: 'Lists orders: searched by order number, company or consignee, filtered by state, sorted, paged.',
      input: consoleQuery('orders'),
    }),
    async (c) => ok(c, await c.get('services').orderConsole.list(c.get('staff'), c.get('fields'))),
  )
  .get(
    '/orders/:id',
    documented({ summary: 'One order with its lines, payment, parcel, after-sales, the steps open and its history.' }),
    async (c) => ok(c, await c.get('services').orderConsole.detail(c.get('staff'), idParam(c))),
  )
  .post(
    '/orders/:id/confirmPayment',
    documented({
      summary: 'Confirms an order’s offline transfer: the amount received, the day it arrived, the bank’s serial.',
      description: `The amount must be what the buyer was to pay, to the fen; another is refused with the difference. ${SEEN}`,
      input: confirmPaymentInput,
    }),
    async (c) => {
      const { seen, ...form } = c.get('fields');
      return ok(
        c,
        await c.get('services').orderConsole.confirmPayment(c.get('staff'), idParam(c), form, seen),
        'paymentConfirmed',
      );
    },
  )
  .post(
    '/orders/:id/ship',
    documented({
      summary: 'Ships a paid order with its carrier and tracking number; the buyer is told by SMS.',
      description: `An order whose buyer asked to cancel waits for that request to be decided. ${SEEN}`,
      input: shipOrderInput,
    }),
    async (c) => {
      const { seen, ...form } = c.get('fields');
      return ok(c, await c.get('services').orderConsole.ship(c.get('staff'), idParam(c), form, seen), 'orderShipped');
    },
  )
  .post(
    '/orders/:id/cancel',
    documented({
      summary: 'Cancels an unpaid order with a reason; its stock comes back and the buyer is told by SMS.',
      description: SEEN,
      input: staffCancelInput,
    }),
    async (c) => {
      const { reason, seen } = c.get('fields');
      return ok(
        c,
        await c.get('services').orderConsole.cancel(c.get('staff'), idParam(c), reason, seen),
        'orderCancelledByStaff',
      );
    },
  );
