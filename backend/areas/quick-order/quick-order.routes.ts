import { Hono, type Context } from 'hono';
import { Code } from '../../../common/envelope.ts';
import { message } from '../../../common/messages.ts';
import {
  QUICK_ORDER_FILE_MAX,
  quickOrderConfirmSchema,
  quickOrderFileSchema,
  quickOrderTextSchema,
  reorderSchema,
} from '../../../common/areas/quick-order/quick-order.ts';
import { requireUser } from '../../auth.ts';
import { limitBody } from '../../body-limit.ts';
import type { BackendEnv } from '../../context.ts';
import { failure, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/** A file's multipart body: the file and its boundaries. */
const UPLOAD_BODY_MAX = QUICK_ORDER_FILE_MAX + 16 * 1024;

/** How a line is written, for the calls that read pasted lines or a file of them. */
const LINES =
  'One line a goods: its code (goods number or item number) first and its quantity last, separated by tabs, ' +
  'commas, semicolons or spaces; a header row is skipped, one code twice is one line, lines past 1,000 are left out.';

/** rest/quickOrder/*: the caller's quick orders and re-orders. */
export const quickOrderRoutes = new Hono<BackendEnv>()
  .use('*', requireUser)
  .post(
    '/check',
    documented({
      summary: 'Checks pasted quick-order lines against the goods and the caller’s cart; nothing is kept.',
      description: LINES,
      input: quickOrderTextSchema,
    }),
    async (c) => ok(c, await c.get('services').quickOrders.check(c.get('caller'), c.get('fields').text)),
  )
  .post(
    '/review',
    documented({
      summary: 'Checks pasted quick-order lines and keeps them as a review the caller confirms once.',
      description: LINES,
      input: quickOrderTextSchema,
    }),
    async (c) => ok(c, await c.get('services').quickOrders.review(c.get('caller'), c.get('fields').text)),
  )
  .post(
    '/upload',
    limitBody<Context<BackendEnv>>(UPLOAD_BODY_MAX, (c) =>
      failure(
        c,
        Code.invalid,
        message(c.get('locale'), 'quickOrderFileTooLarge', { size: `${QUICK_ORDER_FILE_MAX / 1024} KB` }),
      ),
    ),
    documented({
      summary: 'Reads quick-order lines from an .xlsx or .csv file and keeps them as a review, as /review does.',
      description: `The file is at most ${QUICK_ORDER_FILE_MAX / 1024} KB. ${LINES}`,
      input: quickOrderFileSchema,
      multipart: true,
    }),
    async (c) => ok(c, await c.get('services').quickOrders.upload(c.get('caller'), c.get('fields').file)),
  )
  .post(
    '/reorder',
    documented({
      summary: 'Makes a review of an order’s lines at today’s prices, each saying what changed (buy again).',
      description: 'An order of another company, or a colleague’s a purchaser may not see, is not found.',
      input: reorderSchema,
    }),
    async (c) => ok(c, await c.get('services').quickOrders.reorder(c.get('caller'), c.get('fields').orderId)),
  )
  .get(
    '/review/:token',
    documented({
      summary: 'One of the caller’s reviews, checked again now; once confirmed, how its lines went into the cart.',
      params: { token: quickOrderConfirmSchema().shape.review },
    }),
    async (c) => ok(c, await c.get('services').quickOrders.find(c.get('caller'), c.req.param('token'))),
  )
  .post(
    '/confirm',
    documented({
      summary: 'Puts a review’s good lines into the caller’s cart, once; a second confirm answers the first’s result.',
      input: quickOrderConfirmSchema,
    }),
    async (c) => {
      const result = await c.get('services').quickOrders.confirm(c.get('caller'), c.get('fields').review);
      return ok(c, result, result.alreadyAdded ? 'quickOrderAlreadyAdded' : 'ok');
    },
  );
