import type { Context } from 'hono';
import {
  catalogueGoodsSchema,
  catalogueSwitchSchema,
  discountIdSchema,
  goodsIdSchema,
  priceListDiscountSchema,
  priceListFormSchema,
  priceListItemSchema,
} from '../../../common/areas/price-lists/console.ts';
import { QUICK_ORDER_FILE_MAX } from '../../../common/areas/quick-order/quick-order.ts';
import { Code } from '../../../common/envelope.ts';
import { isExportFormat } from '../../../common/export-files.ts';
import { message } from '../../../common/messages.ts';
import { consoleRouter } from '../../auth.ts';
import { limitBody } from '../../body-limit.ts';
import type { BackendEnv } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { documentResponse, failure, idParam, ok, parse, readMultipart } from '../../http.ts';
import { fileText } from '../quick-order/index.ts';

/** A file's multipart body: the file and its boundaries. */
const UPLOAD_BODY_MAX = QUICK_ORDER_FILE_MAX + 16 * 1024;

const tooLarge = limitBody<Context<BackendEnv>>(UPLOAD_BODY_MAX, (c) =>
  failure(
    c,
    Code.invalid,
    message(c.get('locale'), 'quickOrderFileTooLarge', { size: `${QUICK_ORDER_FILE_MAX / 1024} KB` }),
  ),
);

/** An uploaded .xlsx or .csv as text, by the quick order's file reader. */
async function uploadedText(c: Context<BackendEnv>): Promise<string | Response> {
  const { file } = await readMultipart(c);
  if (!(file instanceof File) || file.size === 0)
    return failure(c, Code.invalid, message(c.get('locale'), 'choose', { field: 'field.quickOrderFile' }));
  return fileText(file);
}

/**
 * /rest/staff/priceLists and /rest/staff/catalogues: every list, companies to give one to, a
 * company's lists and catalogue, one list with its items and discounts, and each change; each
 * file in and out. Mounted at /rest/staff; each needs a staff token.
 */
export const priceListConsoleRoutes = consoleRouter('/priceLists', '/catalogues')
  .get('/priceLists', async (c) => ok(c, await c.get('services').priceListConsole.list(c.get('staff'))))
  .get('/priceLists/companies', async (c) =>
    ok(
      c,
      await c.get('services').priceListConsole.companies(
        c.get('staff'),
        String(c.req.query('q') ?? '')
          .trim()
          .slice(0, 40),
      ),
    ),
  )
  .get('/priceLists/contract/:id', async (c) =>
    ok(c, await c.get('services').priceListConsole.ofContract(c.get('staff'), idParam(c))),
  )
  .get('/priceLists/company/:id', async (c) =>
    ok(c, await c.get('services').priceListConsole.company(c.get('staff'), idParam(c))),
  )
  .post('/priceLists/company/:id/add', async (c) => {
    const form = parse(c, priceListFormSchema(c.get('locale')));
    return ok(c, await c.get('services').priceListConsole.create(c.get('staff'), idParam(c), form), 'priceListCreated');
  })
  .get('/priceLists/:id', async (c) =>
    ok(c, await c.get('services').priceListConsole.detail(c.get('staff'), idParam(c))),
  )
  .post('/priceLists/:id/edit', async (c) => {
    const form = parse(c, priceListFormSchema(c.get('locale')));
    return ok(c, await c.get('services').priceListConsole.edit(c.get('staff'), idParam(c), form), 'priceListSaved');
  })
  .post('/priceLists/:id/delete', async (c) =>
    ok(c, await c.get('services').priceListConsole.remove(c.get('staff'), idParam(c)), 'priceListDeleted'),
  )
  .post('/priceLists/:id/item', async (c) => {
    const item = parse(c, priceListItemSchema(c.get('locale')));
    return ok(c, await c.get('services').priceListConsole.setItem(c.get('staff'), idParam(c), item), 'priceListSaved');
  })
  .post('/priceLists/:id/removeItem', async (c) => {
    const { goodsId } = parse(c, goodsIdSchema(c.get('locale')));
    return ok(
      c,
      await c.get('services').priceListConsole.removeItem(c.get('staff'), idParam(c), goodsId),
      'priceListSaved',
    );
  })
  .post('/priceLists/:id/discount', async (c) => {
    const discount = parse(c, priceListDiscountSchema(c.get('locale')));
    return ok(
      c,
      await c.get('services').priceListConsole.addDiscount(c.get('staff'), idParam(c), discount),
      'priceListSaved',
    );
  })
  .post('/priceLists/:id/removeDiscount', async (c) => {
    const { discountId } = parse(c, discountIdSchema(c.get('locale')));
    return ok(
      c,
      await c.get('services').priceListConsole.removeDiscount(c.get('staff'), idParam(c), discountId),
      'priceListSaved',
    );
  })
  .post('/priceLists/:id/upload', tooLarge, async (c) => {
    const id = idParam(c);
    const text = await uploadedText(c);
    if (text instanceof Response) return text;
    return importAnswer(
      c,
      await c.get('services').priceListConsole.importItems(c.get('staff'), id, text, c.get('locale')),
    );
  })
  .get('/priceLists/:id/export/:format', async (c) => {
    const format = c.req.param('format');
    if (!isExportFormat(format)) throw notFound();
    return documentResponse(
      c,
      await c.get('services').priceListConsole.exportItems(c.get('staff'), idParam(c), format, c.get('locale')),
    );
  })
  .get('/catalogues/:id', async (c) =>
    ok(c, await c.get('services').priceListConsole.catalogue(c.get('staff'), idParam(c))),
  )
  .post('/catalogues/:id/switch', async (c) => {
    const { enabled } = parse(c, catalogueSwitchSchema);
    await c.get('services').priceListConsole.switchCatalogue(c.get('staff'), idParam(c), enabled);
    return ok(c, null, enabled ? 'catalogueEnabled' : 'catalogueDisabled');
  })
  .post('/catalogues/:id/add', async (c) => {
    const { goodsCode } = parse(c, catalogueGoodsSchema(c.get('locale')));
    await c.get('services').priceListConsole.addCatalogueGoods(c.get('staff'), idParam(c), goodsCode);
    return ok(c, null, 'catalogueSaved');
  })
  .post('/catalogues/:id/remove', async (c) => {
    const { goodsId } = parse(c, goodsIdSchema(c.get('locale')));
    await c.get('services').priceListConsole.removeCatalogueGoods(c.get('staff'), idParam(c), goodsId);
    return ok(c, null, 'catalogueSaved');
  })
  .post('/catalogues/:id/upload', tooLarge, async (c) => {
    const id = idParam(c);
    const text = await uploadedText(c);
    if (text instanceof Response) return text;
    return importAnswer(
      c,
      await c.get('services').priceListConsole.importCatalogue(c.get('staff'), id, text, c.get('locale')),
    );
  })
  .get('/catalogues/:id/export/:format', async (c) => {
    const format = c.req.param('format');
    if (!isExportFormat(format)) throw notFound();
    return documentResponse(
      c,
      await c.get('services').priceListConsole.exportCatalogue(c.get('staff'), idParam(c), format, c.get('locale')),
    );
  });

/**
 * An import's answer, with every bad row in its data when nothing was written: the page lists
 * them by line, so the answer is data, not a refusal's message alone.
 */
function importAnswer(c: Context<BackendEnv>, result: { imported: number; problems: { line: number }[] }) {
  const msg =
    result.problems.length > 0
      ? message(c.get('locale'), 'priceListImportRefused', { count: result.problems.length })
      : message(c.get('locale'), 'priceListImported', { rows: result.imported });
  return c.json({ code: Code.ok, msg, data: result });
}
