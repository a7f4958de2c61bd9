import { Hono, type Context } from 'hono';
import { Code } from '../../../common/envelope.ts';
import { isExportFormat } from '../../../common/export-files.ts';
import { message } from '../../../common/messages.ts';
import {
  purchaseListAddSchema,
  purchaseListNameSchema,
  purchaseListOrderSchema,
  purchaseListQuantitySchema,
  purchaseListRemoveSchema,
} from '../../../common/areas/purchase-lists/purchase-list.ts';
import { QUICK_ORDER_FILE_MAX, quickOrderTextSchema } from '../../../common/areas/quick-order/quick-order.ts';
import { requireUser } from '../../auth.ts';
import { limitBody } from '../../body-limit.ts';
import type { BackendEnv } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { documentResponse, failure, idParam, ok, parse, readMultipart } from '../../http.ts';
import { fileText } from '../quick-order/index.ts';
import { exportList } from './list-export.ts';

/** A file's multipart body: the file and its boundaries. */
const UPLOAD_BODY_MAX = QUICK_ORDER_FILE_MAX + 16 * 1024;

/** rest/purchaseList/*: the company's purchase lists (常购清单). */
export const purchaseListRoutes = new Hono<BackendEnv>()
  .use('*', requireUser)
  .get('/my', async (c) => ok(c, await c.get('services').purchaseLists.list(c.get('caller'))))
  .post('/create', async (c) => {
    const { name } = parse(c, purchaseListNameSchema(c.get('locale')));
    return ok(c, await c.get('services').purchaseLists.create(c.get('caller'), name), 'purchaseListCreated');
  })
  .get('/:id', async (c) => ok(c, await c.get('services').purchaseLists.detail(c.get('caller'), idParam(c))))
  .post('/:id/rename', async (c) => {
    const listId = idParam(c);
    const { name } = parse(c, purchaseListNameSchema(c.get('locale')));
    await c.get('services').purchaseLists.rename(c.get('caller'), listId, name);
    return ok(c, null, 'purchaseListRenamed');
  })
  .post('/:id/delete', async (c) => {
    await c.get('services').purchaseLists.remove(c.get('caller'), idParam(c));
    return ok(c, null, 'purchaseListDeleted');
  })
  .post('/:id/add', async (c) => {
    const listId = idParam(c);
    const { lines } = parse(c, purchaseListAddSchema(c.get('locale')));
    const added = await c.get('services').purchaseLists.addLines(c.get('caller'), listId, lines);
    return ok(c, added, added.capped ? 'purchaseListCapped' : 'purchaseListSaved');
  })
  .post('/:id/quantity', async (c) => {
    const listId = idParam(c);
    const line = parse(c, purchaseListQuantitySchema(c.get('locale')));
    await c.get('services').purchaseLists.setQuantity(c.get('caller'), listId, line);
    return ok(c, null, 'purchaseListSaved');
  })
  .post('/:id/remove', async (c) => {
    const listId = idParam(c);
    const { goodsIds } = parse(c, purchaseListRemoveSchema(c.get('locale')));
    await c.get('services').purchaseLists.removeLines(c.get('caller'), listId, goodsIds);
    return ok(c, null, 'purchaseListSaved');
  })
  // Ordering is the quick order's review of the lines: the caller confirms it there, once.
  .post('/:id/order', async (c) => {
    const listId = idParam(c);
    const { goodsIds } = parse(c, purchaseListOrderSchema(c.get('locale')));
    const services = c.get('services');
    const lines = await services.purchaseLists.orderLines(c.get('caller'), listId, goodsIds);
    return ok(c, await services.quickOrders.reviewLines(c.get('caller'), lines, 'list'));
  })
  // Pasted lines are read and checked as a quick order reads them, and nothing of the quick order is kept.
  .post('/:id/import', async (c) => {
    const listId = idParam(c);
    const { text } = parse(c, quickOrderTextSchema(c.get('locale')));
    const services = c.get('services');
    const check = await services.quickOrders.check(c.get('caller'), text);
    return ok(c, await services.purchaseLists.importLines(c.get('caller'), listId, check));
  })
  .post(
    '/:id/upload',
    limitBody<Context<BackendEnv>>(UPLOAD_BODY_MAX, (c) =>
      failure(
        c,
        Code.invalid,
        message(c.get('locale'), 'quickOrderFileTooLarge', { size: `${QUICK_ORDER_FILE_MAX / 1024} KB` }),
      ),
    ),
    async (c) => {
      const listId = idParam(c);
      const { file } = await readMultipart(c);
      if (!(file instanceof File) || file.size === 0)
        return failure(c, Code.invalid, message(c.get('locale'), 'choose', { field: 'field.quickOrderFile' }));
      const services = c.get('services');
      // The quick order's reader of .xlsx and .csv files and its check: nothing of a quick order is kept or counted.
      const check = await services.quickOrders.check(c.get('caller'), await fileText(file));
      return ok(c, await services.purchaseLists.importLines(c.get('caller'), listId, check));
    },
  )
  .get('/:id/export/:format', async (c) => {
    const listId = idParam(c);
    const format = c.req.param('format');
    if (!isExportFormat(format)) throw notFound();
    const list = await c.get('services').purchaseLists.detail(c.get('caller'), listId);
    return documentResponse(c, await exportList(list, format, { locale: c.get('locale'), now: Date.now() }));
  });
