import type { Context } from 'hono';
import {
  catalogueGoodsSchema,
  catalogueSwitchSchema,
  companySearchQuery,
  discountIdSchema,
  goodsIdSchema,
  priceListDiscountSchema,
  priceListFileSchema,
  priceListFormSchema,
  priceListItemSchema,
} from '../../../common/areas/price-lists/console.ts';
import { QUICK_ORDER_FILE_MAX } from '../../../common/areas/quick-order/quick-order.ts';
import { Code } from '../../../common/envelope.ts';
import { EXPORT_CALL, type ExportFormat } from '../../../common/export-files.ts';
import { message } from '../../../common/messages.ts';
import { consoleRouter } from '../../auth.ts';
import { limitBody } from '../../body-limit.ts';
import type { BackendContext, BackendEnv } from '../../context.ts';
import { documentResponse, failure, idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';
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

/** `:format` of an export: the kinds of file a list exports as. */
const FILE_RULES = `One .xlsx or .csv file, at most ${QUICK_ORDER_FILE_MAX / 1024} KB, as the quick order reads one.`;

/**
 * /rest/staff/priceLists and /rest/staff/catalogues: every list, companies to give one to, a
 * company's lists and catalogue, one list with its items and discounts, and each change; each
 * file in and out. Mounted at /rest/staff; each needs a staff token.
 */
export const priceListConsoleRoutes = consoleRouter('/priceLists', '/catalogues')
  .get(
    '/priceLists',
    documented({ summary: 'Every company’s price lists, the current and coming ones first within a company.' }),
    async (c) => ok(c, await c.get('services').priceListConsole.list(c.get('staff'))),
  )
  .get(
    '/priceLists/companies',
    documented({
      summary:
        'Finds approved companies to give a price list to, by name or an account’s username or mobile (50 at most).',
      input: companySearchQuery,
    }),
    async (c) => ok(c, await c.get('services').priceListConsole.companies(c.get('staff'), c.get('fields').q)),
  )
  .get('/priceLists/contract/:id', documented({ summary: 'The price list a contract carries, or null.' }), async (c) =>
    ok(c, await c.get('services').priceListConsole.ofContract(c.get('staff'), idParam(c))),
  )
  .get('/priceLists/company/:id', documented({ summary: 'A company’s price lists.' }), async (c) =>
    ok(c, await c.get('services').priceListConsole.company(c.get('staff'), idParam(c))),
  )
  .post(
    '/priceLists/company/:id/add',
    documented({
      summary: 'Gives a company a new price list: its name, first and last day, and the contract carrying it.',
      input: priceListFormSchema,
    }),
    async (c) =>
      ok(
        c,
        await c.get('services').priceListConsole.create(c.get('staff'), idParam(c), c.get('fields')),
        'priceListCreated',
      ),
  )
  .get('/priceLists/:id', documented({ summary: 'One price list with its items and discounts.' }), async (c) =>
    ok(c, await c.get('services').priceListConsole.detail(c.get('staff'), idParam(c))),
  )
  .post(
    '/priceLists/:id/edit',
    documented({ summary: 'Changes a price list’s name, period or contract.', input: priceListFormSchema }),
    async (c) =>
      ok(
        c,
        await c.get('services').priceListConsole.edit(c.get('staff'), idParam(c), c.get('fields')),
        'priceListSaved',
      ),
  )
  .post('/priceLists/:id/delete', documented({ summary: 'Deletes a price list.' }), async (c) =>
    ok(c, await c.get('services').priceListConsole.remove(c.get('staff'), idParam(c)), 'priceListDeleted'),
  )
  .post(
    '/priceLists/:id/item',
    documented({
      summary: 'Sets one goods’ agreed price in a price list (adds it, or changes its price).',
      input: priceListItemSchema,
    }),
    async (c) =>
      ok(
        c,
        await c.get('services').priceListConsole.setItem(c.get('staff'), idParam(c), c.get('fields')),
        'priceListSaved',
      ),
  )
  .post(
    '/priceLists/:id/removeItem',
    documented({ summary: 'Removes one goods from a price list.', input: goodsIdSchema }),
    async (c) =>
      ok(
        c,
        await c.get('services').priceListConsole.removeItem(c.get('staff'), idParam(c), c.get('fields').goodsId),
        'priceListSaved',
      ),
  )
  .post(
    '/priceLists/:id/discount',
    documented({ summary: 'Adds a discount to a price list.', input: priceListDiscountSchema }),
    async (c) =>
      ok(
        c,
        await c.get('services').priceListConsole.addDiscount(c.get('staff'), idParam(c), c.get('fields')),
        'priceListSaved',
      ),
  )
  .post(
    '/priceLists/:id/removeDiscount',
    documented({ summary: 'Removes a discount from a price list.', input: discountIdSchema }),
    async (c) =>
      ok(
        c,
        await c.get('services').priceListConsole.removeDiscount(c.get('staff'), idParam(c), c.get('fields').discountId),
        'priceListSaved',
      ),
  )
  .post(
    '/priceLists/:id/upload',
    tooLarge,
    documented({
      summary: 'Imports a price list’s items from a file (goods code and agreed price a row).',
      description: `${FILE_RULES} Nothing is written when a row is bad: the answer's data then lists every bad row by line.`,
      input: priceListFileSchema,
      multipart: true,
    }),
    async (c) =>
      importAnswer(
        c,
        await c
          .get('services')
          .priceListConsole.importItems(
            c.get('staff'),
            idParam(c),
            await fileText(c.get('fields').file),
            c.get('locale'),
          ),
      ),
  )
  .get(
    '/priceLists/:id/export/:format',
    documented({ summary: 'A price list’s items as a file.', ...EXPORT_CALL }),
    async (c) =>
      documentResponse(
        c,
        await c
          .get('services')
          .priceListConsole.exportItems(
            c.get('staff'),
            idParam(c),
            c.req.param('format') as ExportFormat,
            c.get('locale'),
          ),
      ),
  )
  .get('/catalogues/:id', documented({ summary: 'A company’s catalogue: its switch and its goods.' }), async (c) =>
    ok(c, await c.get('services').priceListConsole.catalogue(c.get('staff'), idParam(c))),
  )
  .post(
    '/catalogues/:id/switch',
    documented({
      summary: 'Turns a company’s catalogue on or off.',
      description:
        'On, the company’s buyers see and buy only the catalogue’s goods; off, the catalogue and its goods go.',
      input: catalogueSwitchSchema,
    }),
    async (c) => {
      const { enabled } = c.get('fields');
      await c.get('services').priceListConsole.switchCatalogue(c.get('staff'), idParam(c), enabled);
      return ok(c, null, enabled ? 'catalogueEnabled' : 'catalogueDisabled');
    },
  )
  .post(
    '/catalogues/:id/add',
    documented({ summary: 'Adds a goods to a company’s catalogue by its code.', input: catalogueGoodsSchema }),
    async (c) => {
      await c.get('services').priceListConsole.addCatalogueGoods(c.get('staff'), idParam(c), c.get('fields').goodsCode);
      return ok(c, null, 'catalogueSaved');
    },
  )
  .post(
    '/catalogues/:id/remove',
    documented({ summary: 'Removes a goods from a company’s catalogue.', input: goodsIdSchema }),
    async (c) => {
      await c
        .get('services')
        .priceListConsole.removeCatalogueGoods(c.get('staff'), idParam(c), c.get('fields').goodsId);
      return ok(c, null, 'catalogueSaved');
    },
  )
  .post(
    '/catalogues/:id/upload',
    tooLarge,
    documented({
      summary: 'Imports a company’s catalogue goods from a file (a goods code a row).',
      description: `${FILE_RULES} Nothing is written when a row is bad: the answer's data then lists every bad row by line.`,
      input: priceListFileSchema,
      multipart: true,
    }),
    async (c) =>
      importAnswer(
        c,
        await c
          .get('services')
          .priceListConsole.importCatalogue(
            c.get('staff'),
            idParam(c),
            await fileText(c.get('fields').file),
            c.get('locale'),
          ),
      ),
  )
  .get(
    '/catalogues/:id/export/:format',
    documented({ summary: 'A company’s catalogue goods as a file.', ...EXPORT_CALL }),
    async (c) =>
      documentResponse(
        c,
        await c
          .get('services')
          .priceListConsole.exportCatalogue(
            c.get('staff'),
            idParam(c),
            c.req.param('format') as ExportFormat,
            c.get('locale'),
          ),
      ),
  );

/**
 * An import's answer, with every bad row in its data when nothing was written: the page lists
 * them by line, so the answer is data, not a refusal's message alone.
 */
function importAnswer(c: BackendContext, result: { imported: number; problems: { line: number }[] }) {
  const msg =
    result.problems.length > 0
      ? message(c.get('locale'), 'priceListImportRefused', { count: result.problems.length })
      : message(c.get('locale'), 'priceListImported', { rows: result.imported });
  return c.json({ code: Code.ok, msg, data: result });
}
