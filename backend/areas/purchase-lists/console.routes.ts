import { consoleRouter } from '../../auth.ts';
import { idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/** /rest/staff/purchaseLists: a company's purchase lists (its console detail shows them), and one list. Needs a staff token. */
export const purchaseListConsoleRoutes = consoleRouter('/purchaseLists')
  .get(
    '/purchaseLists/company/:id',
    documented({ summary: 'A company’s purchase lists (its console detail).' }),
    async (c) => ok(c, await c.get('services').purchaseListConsole.companyLists(c.get('staff'), idParam(c))),
  )
  .get(
    '/purchaseLists/:id',
    documented({ summary: 'One purchase list, with its lines as the goods are today.' }),
    async (c) => ok(c, await c.get('services').purchaseListConsole.list(c.get('staff'), idParam(c))),
  );
