import { consoleQuery } from '../../../common/console.ts';
import { consoleRouter } from '../../auth.ts';
import { ok, parse } from '../../http.ts';

/** /rest/staff/credit: each company's credit, as the ledger sums it. Mounted at /rest/staff; needs a staff token. */
export const creditConsoleRoutes = consoleRouter('/credit').get('/credit', async (c) =>
  ok(c, await c.get('services').creditConsole.list(c.get('staff'), parse(c, consoleQuery('credit')))),
);
