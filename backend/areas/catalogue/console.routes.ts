import { consoleQuery } from '../../../common/console.ts';
import { priceSchema, saleSchema, stockSchema } from '../../../common/areas/catalogue/console.ts';
import { seenState } from '../../../common/console.ts';
import { consoleRouter } from '../../auth.ts';
import { idParam, ok, parse } from '../../http.ts';

/**
 * /rest/staff/goods: the list, one goods, and setting its sale state, stock and price with the
 * `seen` state.
 * Mounted at /rest/staff; each needs a staff token.
 */
export const goodsConsoleRoutes = consoleRouter('/goods')
  .get('/goods', async (c) =>
    ok(c, await c.get('services').goodsConsole.list(c.get('staff'), parse(c, consoleQuery('goods')))),
  )
  .get('/goods/:id', async (c) => ok(c, await c.get('services').goodsConsole.one(c.get('staff'), idParam(c))))
  .post('/goods/:id/sale', async (c) => {
    const { onSale } = parse(c, saleSchema(c.get('locale')));
    const goods = await c
      .get('services')
      .goodsConsole.setSale(c.get('staff'), idParam(c), onSale, seenState(c.get('input')));
    return ok(c, goods, 'goodsUpdated');
  })
  .post('/goods/:id/stock', async (c) => {
    const { stock } = parse(c, stockSchema(c.get('locale')));
    const goods = await c
      .get('services')
      .goodsConsole.setStock(c.get('staff'), idParam(c), stock, seenState(c.get('input')));
    return ok(c, goods, 'goodsUpdated');
  })
  .post('/goods/:id/price', async (c) => {
    const { price } = parse(c, priceSchema(c.get('locale')));
    const goods = await c
      .get('services')
      .goodsConsole.setPrice(c.get('staff'), idParam(c), price, seenState(c.get('input')));
    return ok(c, goods, 'goodsUpdated');
  });
