import { quickOrderMissQuery } from '../../../common/areas/quick-order/console.ts';
import { consoleRouter } from '../../auth.ts';
import { documentResponse, idParam, ok, parse } from '../../http.ts';

/**
 * /rest/staff/quickOrders: a company's quick orders this month (its console detail shows it) and
 * the codes quick orders asked for that no goods has, as a page or a CSV file. Needs a staff token.
 */
export const quickOrderConsoleRoutes = consoleRouter('/quickOrders')
  .get('/quickOrders/company/:id', async (c) =>
    ok(c, await c.get('services').quickOrderConsole.companyUse(c.get('staff'), idParam(c))),
  )
  .get('/quickOrders/misses', async (c) =>
    ok(c, await c.get('services').quickOrderConsole.misses(c.get('staff'), parse(c, quickOrderMissQuery))),
  )
  .get('/quickOrders/misses.csv', async (c) =>
    documentResponse(c, await c.get('services').quickOrderConsole.missesFile(c.get('staff'), c.get('locale'))),
  );
