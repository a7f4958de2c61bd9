import { Hono } from 'hono';
import { addAddressSchema, updateAddressSchema } from '../../../common/areas/addresses/address.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { idParam, ok, parse } from '../../http.ts';

/**
 * rest/address/*: the company's delivery addresses (SPEC §7). Every account of the
 * company may use and manage them: a purchaser chooses and adds them at checkout.
 */
export const addressRoutes = new Hono<BackendEnv>()
  .use('*', requireUser)
  .get('/my', async (c) => ok(c, await c.get('services').addresses.list(c.get('caller'))))
  .get('/info/:id', async (c) => ok(c, await c.get('services').addresses.info(c.get('caller'), idParam(c))))
  .post('/add', async (c) => {
    const form = parse(c, addAddressSchema(c.get('locale')));
    return ok(c, await c.get('services').addresses.add(c.get('caller'), form), 'addressAdded');
  })
  .post('/update', async (c) => {
    const form = parse(c, updateAddressSchema(c.get('locale')));
    await c.get('services').addresses.update(c.get('caller'), form);
    return ok(c, null, 'addressUpdated');
  })
  .post('/delete/:id', async (c) => {
    await c.get('services').addresses.remove(c.get('caller'), idParam(c));
    return ok(c, null, 'addressDeleted');
  })
  .post('/setDefault/:id', async (c) => {
    await c.get('services').addresses.setDefault(c.get('caller'), idParam(c));
    return ok(c, null, 'addressDefaultSet');
  });
