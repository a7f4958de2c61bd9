import { consoleQuery } from '../../../common/console.ts';
import { priceSchema, saleSchema, stockSchema } from '../../../common/areas/catalogue/console.ts';
import { seenField } from '../../../common/console.ts';
import type { Locale } from '../../../common/messages.ts';
import { consoleRouter } from '../../auth.ts';
import { idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

const SEEN = '`seen`: the goods’ state the form showed; another hand changed it meanwhile: 10060.';

// Each form's fields with the `seen` state its staff member saw (built once per language by documented()).
const saleInput = (locale: Locale) => saleSchema(locale).extend({ seen: seenField });
const stockInput = (locale: Locale) => stockSchema(locale).extend({ seen: seenField });
const priceInput = (locale: Locale) => priceSchema(locale).extend({ seen: seenField });

/**
 * /rest/staff/goods: the list, one goods, and setting its sale state, stock and price with the
 * `seen` state.
 * Mounted at /rest/staff; each needs a staff token.
 */
export const goodsConsoleRoutes = consoleRouter('/goods')
  .get(
    '/goods',
    documented({
      summary: 'Lists the goods: on sale, off sale or out of stock, searched and sorted.',
      input: consoleQuery('goods'),
    }),
    async (c) => ok(c, await c.get('services').goodsConsole.list(c.get('staff'), c.get('fields'))),
  )
  .get('/goods/:id', documented({ summary: 'One goods as the console shows it.' }), async (c) =>
    ok(c, await c.get('services').goodsConsole.one(c.get('staff'), idParam(c))),
  )
  .post(
    '/goods/:id/sale',
    documented({ summary: 'Puts goods on sale or takes them off sale.', description: SEEN, input: saleInput }),
    async (c) => {
      const { onSale, seen } = c.get('fields');
      return ok(
        c,
        await c.get('services').goodsConsole.setSale(c.get('staff'), idParam(c), onSale, seen),
        'goodsUpdated',
      );
    },
  )
  .post(
    '/goods/:id/stock',
    documented({ summary: 'Sets the goods’ stock.', description: SEEN, input: stockInput }),
    async (c) => {
      const { stock, seen } = c.get('fields');
      return ok(
        c,
        await c.get('services').goodsConsole.setStock(c.get('staff'), idParam(c), stock, seen),
        'goodsUpdated',
      );
    },
  )
  .post(
    '/goods/:id/price',
    documented({ summary: 'Sets the goods’ sale price, in yuan.', description: SEEN, input: priceInput }),
    async (c) => {
      const { price, seen } = c.get('fields');
      return ok(
        c,
        await c.get('services').goodsConsole.setPrice(c.get('staff'), idParam(c), price, seen),
        'goodsUpdated',
      );
    },
  );
