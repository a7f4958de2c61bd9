import { consoleQuery } from '../../../common/console.ts';
import { consoleRouter } from '../../auth.ts';
import { ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/** /rest/staff/credit: each company's credit, as the ledger sums it. Mounted at /rest/staff; needs a staff token. */
export const creditConsoleRoutes = consoleRouter('/credit').get(
  '/credit',
  documented({
    summary: 'Lists the companies with credit: limit, used and available as the ledger sums them, searched and sorted.',
    description: '`status` keeps those with credit in use, or used up.',
    input: consoleQuery('credit'),
  }),
  async (c) => ok(c, await c.get('services').creditConsole.list(c.get('staff'), c.get('fields'))),
);
