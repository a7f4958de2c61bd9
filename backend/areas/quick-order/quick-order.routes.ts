import { Hono, type Context } from 'hono';
import { Code } from '../../../common/envelope.ts';
import { message } from '../../../common/messages.ts';
import {
  QUICK_ORDER_FILE_MAX,
  quickOrderConfirmSchema,
  quickOrderTextSchema,
  reorderSchema,
} from '../../../common/areas/quick-order/quick-order.ts';
import { requireUser } from '../../auth.ts';
import { limitBody } from '../../body-limit.ts';
import type { BackendEnv } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { failure, ok, parse, readMultipart } from '../../http.ts';

/** A file's multipart body: the file and its boundaries. */
const UPLOAD_BODY_MAX = QUICK_ORDER_FILE_MAX + 16 * 1024;

/** rest/quickOrder/*: the caller's quick orders and re-orders. */
export const quickOrderRoutes = new Hono<BackendEnv>()
  .use('*', requireUser)
  .post('/check', async (c) => {
    const { text } = parse(c, quickOrderTextSchema(c.get('locale')));
    return ok(c, await c.get('services').quickOrders.check(c.get('caller'), text));
  })
  .post('/review', async (c) => {
    const { text } = parse(c, quickOrderTextSchema(c.get('locale')));
    return ok(c, await c.get('services').quickOrders.review(c.get('caller'), text));
  })
  .post(
    '/upload',
    limitBody<Context<BackendEnv>>(UPLOAD_BODY_MAX, (c) =>
      failure(
        c,
        Code.invalid,
        message(c.get('locale'), 'quickOrderFileTooLarge', { size: `${QUICK_ORDER_FILE_MAX / 1024} KB` }),
      ),
    ),
    async (c) => {
      const { file } = await readMultipart(c);
      if (!(file instanceof File) || file.size === 0)
        return failure(c, Code.invalid, message(c.get('locale'), 'choose', { field: 'field.quickOrderFile' }));
      return ok(c, await c.get('services').quickOrders.upload(c.get('caller'), file));
    },
  )
  .post('/reorder', async (c) => {
    const { orderId } = parse(c, reorderSchema);
    return ok(c, await c.get('services').quickOrders.reorder(c.get('caller'), orderId));
  })
  .get('/review/:token', async (c) => {
    const token = quickOrderConfirmSchema(c.get('locale')).safeParse({ review: c.req.param('token') });
    if (!token.success) throw notFound();
    return ok(c, await c.get('services').quickOrders.find(c.get('caller'), token.data.review));
  })
  .post('/confirm', async (c) => {
    const { review } = parse(c, quickOrderConfirmSchema(c.get('locale')));
    const result = await c.get('services').quickOrders.confirm(c.get('caller'), review);
    return ok(c, result, result.alreadyAdded ? 'quickOrderAlreadyAdded' : 'ok');
  });
