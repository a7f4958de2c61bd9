import { Hono } from 'hono';
import { addAddressSchema, updateAddressSchema } from '../../../common/areas/addresses/address.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/**
 * rest/address/*: the company's delivery addresses (SPEC §7). Every account of the
 * company may use and manage them: a purchaser chooses and adds them at checkout.
 */
export const addressRoutes = new Hono<BackendEnv>()
  .use('*', requireUser)
  .get('/my', documented({ summary: 'The company’s delivery addresses, the default first.' }), async (c) =>
    ok(c, await c.get('services').addresses.list(c.get('caller'))),
  )
  .get('/info/:id', documented({ summary: 'One of the company’s delivery addresses.' }), async (c) =>
    ok(c, await c.get('services').addresses.info(c.get('caller'), idParam(c))),
  )
  .post(
    '/add',
    documented({ summary: 'Adds a delivery address (at most 50 a company).', input: addAddressSchema }),
    async (c) => ok(c, await c.get('services').addresses.add(c.get('caller'), c.get('fields')), 'addressAdded'),
  )
  .post('/update', documented({ summary: 'Changes a delivery address.', input: updateAddressSchema }), async (c) => {
    await c.get('services').addresses.update(c.get('caller'), c.get('fields'));
    return ok(c, null, 'addressUpdated');
  })
  .post('/delete/:id', documented({ summary: 'Deletes a delivery address.' }), async (c) => {
    await c.get('services').addresses.remove(c.get('caller'), idParam(c));
    return ok(c, null, 'addressDeleted');
  })
  .post('/setDefault/:id', documented({ summary: 'Makes a delivery address the company’s default.' }), async (c) => {
    await c.get('services').addresses.setDefault(c.get('caller'), idParam(c));
    return ok(c, null, 'addressDefaultSet');
  });
