import { Hono, type Context } from 'hono';
import { Code } from '../../../common/envelope.ts';
import { EXPORT_CALL, type ExportFormat } from '../../../common/export-files.ts';
import { message } from '../../../common/messages.ts';
import {
  purchaseListAddSchema,
  purchaseListNameSchema,
  purchaseListOrderSchema,
  purchaseListQuantitySchema,
  purchaseListRemoveSchema,
} from '../../../common/areas/purchase-lists/purchase-list.ts';
import {
  QUICK_ORDER_FILE_MAX,
  quickOrderFileSchema,
  quickOrderTextSchema,
} from '../../../common/areas/quick-order/quick-order.ts';
import { requireUser } from '../../auth.ts';
import { limitBody } from '../../body-limit.ts';
import type { BackendEnv } from '../../context.ts';
import { documentResponse, failure, idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';
import { fileText } from '../quick-order/index.ts';
import { exportList } from './list-export.ts';

/** A file's multipart body: the file and its boundaries. */
const UPLOAD_BODY_MAX = QUICK_ORDER_FILE_MAX + 16 * 1024;

/** Who may change a list, said by every call that changes one. */
const CHANGERS =
  'The main account and approvers change any list of the company, a purchaser only its own (another’s is ' +
  'refused); another company’s list is not found.';

/** rest/purchaseList/*: the company's purchase lists (常购清单). */
export const purchaseListRoutes = new Hono<BackendEnv>()
  .use('*', requireUser)
  .get(
    '/my',
    documented({
      summary: 'Lists the company’s purchase lists, last changed first, each saying if the caller may change it.',
    }),
    async (c) => ok(c, await c.get('services').purchaseLists.list(c.get('caller'))),
  )
  .post(
    '/create',
    documented({ summary: 'Creates an empty purchase list the caller owns.', input: purchaseListNameSchema }),
    async (c) =>
      ok(c, await c.get('services').purchaseLists.create(c.get('caller'), c.get('fields').name), 'purchaseListCreated'),
  )
  .get(
    '/:id',
    documented({ summary: 'One purchase list of the company, with its lines as the goods are today.' }),
    async (c) => ok(c, await c.get('services').purchaseLists.detail(c.get('caller'), idParam(c))),
  )
  .post(
    '/:id/rename',
    documented({ summary: 'Renames a purchase list.', description: CHANGERS, input: purchaseListNameSchema }),
    async (c) => {
      await c.get('services').purchaseLists.rename(c.get('caller'), idParam(c), c.get('fields').name);
      return ok(c, null, 'purchaseListRenamed');
    },
  )
  .post(
    '/:id/delete',
    documented({ summary: 'Deletes a purchase list and its lines.', description: CHANGERS }),
    async (c) => {
      await c.get('services').purchaseLists.remove(c.get('caller'), idParam(c));
      return ok(c, null, 'purchaseListDeleted');
    },
  )
  .post(
    '/:id/add',
    documented({
      summary: 'Adds goods to a purchase list; a goods it has gains the quantity, up to 9999.',
      description: `At most 1,000 lines a call. ${CHANGERS}`,
      input: purchaseListAddSchema,
    }),
    async (c) => {
      const added = await c.get('services').purchaseLists.addLines(c.get('caller'), idParam(c), c.get('fields').lines);
      return ok(c, added, added.capped ? 'purchaseListCapped' : 'purchaseListSaved');
    },
  )
  .post(
    '/:id/quantity',
    documented({
      summary: 'Sets the quantity of a purchase list’s line.',
      description: CHANGERS,
      input: purchaseListQuantitySchema,
    }),
    async (c) => {
      await c.get('services').purchaseLists.setQuantity(c.get('caller'), idParam(c), c.get('fields'));
      return ok(c, null, 'purchaseListSaved');
    },
  )
  .post(
    '/:id/remove',
    documented({
      summary: 'Removes lines from a purchase list, named by their goods.',
      description: CHANGERS,
      input: purchaseListRemoveSchema,
    }),
    async (c) => {
      await c.get('services').purchaseLists.removeLines(c.get('caller'), idParam(c), c.get('fields').goodsIds);
      return ok(c, null, 'purchaseListSaved');
    },
  )
  // Ordering is the quick order's review of the lines: the caller confirms it there, once.
  .post(
    '/:id/order',
    documented({
      summary: 'Makes a quick-order review of a purchase list’s lines (the ticked ones, or all), to confirm once.',
      description: 'Confirmed with rest/quickOrder/confirm, as a quick order is.',
      input: purchaseListOrderSchema,
    }),
    async (c) => {
      const services = c.get('services');
      const lines = await services.purchaseLists.orderLines(c.get('caller'), idParam(c), c.get('fields').goodsIds);
      return ok(c, await services.quickOrders.reviewLines(c.get('caller'), lines, 'list'));
    },
  )
  // Pasted lines are read and checked as a quick order reads them, and nothing of the quick order is kept.
  .post(
    '/:id/import',
    documented({
      summary: 'Adds pasted lines to a purchase list, read and checked as a quick order’s; the rest say why not.',
      description: `Lines as rest/quickOrder/check reads them. ${CHANGERS}`,
      input: quickOrderTextSchema,
    }),
    async (c) => {
      const services = c.get('services');
      const check = await services.quickOrders.check(c.get('caller'), c.get('fields').text);
      return ok(c, await services.purchaseLists.importLines(c.get('caller'), idParam(c), check));
    },
  )
  .post(
    '/:id/upload',
    limitBody<Context<BackendEnv>>(UPLOAD_BODY_MAX, (c) =>
      failure(
        c,
        Code.invalid,
        message(c.get('locale'), 'quickOrderFileTooLarge', { size: `${QUICK_ORDER_FILE_MAX / 1024} KB` }),
      ),
    ),
    documented({
      summary: 'Adds the lines of an .xlsx or .csv file to a purchase list, as /{id}/import adds pasted ones.',
      description: `The file is at most ${QUICK_ORDER_FILE_MAX / 1024} KB. ${CHANGERS}`,
      input: quickOrderFileSchema,
      multipart: true,
    }),
    async (c) => {
      const services = c.get('services');
      // The quick order's reader of .xlsx and .csv files and its check: nothing of a quick order is kept or counted.
      const check = await services.quickOrders.check(c.get('caller'), await fileText(c.get('fields').file));
      return ok(c, await services.purchaseLists.importLines(c.get('caller'), idParam(c), check));
    },
  )
  .get(
    '/:id/export/:format',
    documented({
      summary: 'Exports a purchase list of the company, its lines as the goods are today, as an XLSX or CSV file.',
      ...EXPORT_CALL,
    }),
    async (c) => {
      const format = c.req.param('format') as ExportFormat;
      const list = await c.get('services').purchaseLists.detail(c.get('caller'), idParam(c));
      return documentResponse(c, await exportList(list, format, { locale: c.get('locale'), now: Date.now() }));
    },
  );
