import { quickOrderMissQuery } from '../../../common/areas/quick-order/console.ts';
import { EXPORT_TYPES } from '../../../common/export-files.ts';
import { consoleRouter } from '../../auth.ts';
import { documentResponse, idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/**
 * /rest/staff/quickOrders: a company's quick orders this month (its console detail shows it) and
 * the codes quick orders asked for that no goods has, as a page or a CSV file. Needs a staff token.
 */
export const quickOrderConsoleRoutes = consoleRouter('/quickOrders')
  .get(
    '/quickOrders/company/:id',
    documented({
      summary: 'How many quick orders (pasted or uploaded) a company put into carts this month.',
    }),
    async (c) => ok(c, await c.get('services').quickOrderConsole.companyUse(c.get('staff'), idParam(c))),
  )
  .get(
    '/quickOrders/misses',
    documented({
      summary: 'The codes quick orders asked for that no goods has, the most asked first.',
      input: quickOrderMissQuery,
    }),
    async (c) => ok(c, await c.get('services').quickOrderConsole.misses(c.get('staff'), c.get('fields'))),
  )
  .get(
    '/quickOrders/misses.csv',
    documented({
      summary: 'Every code quick orders asked for that no goods has, as a CSV file, the most asked first.',
      answers: [EXPORT_TYPES.csv],
    }),
    async (c) =>
      documentResponse(c, await c.get('services').quickOrderConsole.missesFile(c.get('staff'), c.get('locale'))),
  );
