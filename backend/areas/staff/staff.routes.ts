import { Hono } from 'hono';
import { consoleQuery } from '../../../common/console.ts';
import {
  staffAccessSchema,
  staffCreateSchema,
  staffLoginSchema,
  staffPasswordSchema,
  staffProfileSchema,
} from '../../../common/areas/staff/staff.ts';
import { seenState } from '../../../common/console.ts';
import { requireStaff } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { clientAddress, idParam, ok, parse } from '../../http.ts';

/**
 * /rest/staff: login, the member's own info, profile and password, the to-do home and the
 * admin's staff accounts. Everything but login needs a staff token; a buyer's token is
 * unknown here (10020).
 */
export const staffRoutes = new Hono<BackendEnv>()
  .post('/login', async (c) => {
    const form = parse(c, staffLoginSchema(c.get('locale')));
    return ok(c, await c.get('services').staffSessions.login(form, clientAddress(c)), 'loggedIn');
  })
  .use('*', requireStaff)
  .post('/logout', async (c) => {
    await c.get('services').staffSessions.logout(c.get('staff'));
    return ok(c, null, 'loggedOut');
  })
  .get('/info', async (c) => ok(c, await c.get('services').staffAccounts.info(c.get('staff'))))
  .post('/profile', async (c) => {
    const form = parse(c, staffProfileSchema(c.get('locale')));
    return ok(c, await c.get('services').staffAccounts.updateProfile(c.get('staff'), form), 'profileSaved');
  })
  .post('/password', async (c) => {
    const form = parse(c, staffPasswordSchema(c.get('locale')));
    await c.get('services').staffAccounts.changePassword(c.get('staff'), form);
    return ok(c, null, 'passwordChanged');
  })
  .get('/todo', async (c) => ok(c, await c.get('services').todo.todo(c.get('staff'))))
  .get('/staff', async (c) =>
    ok(c, await c.get('services').staffAccounts.list(c.get('staff'), parse(c, consoleQuery('staff')))),
  )
  .post('/staff/add', async (c) => {
    const form = parse(c, staffCreateSchema(c.get('locale')));
    return ok(c, await c.get('services').staffAccounts.create(c.get('staff'), form), 'staffCreated');
  })
  .post('/staff/:id/access', async (c) => {
    const form = parse(c, staffAccessSchema(c.get('locale')));
    const seen = seenState(c.get('input'));
    const member = await c
      .get('services')
      .staffAccounts.setAccess(c.get('staff'), idParam(c), form, seen === undefined ? undefined : Number(seen));
    return ok(c, member, 'staffUpdated');
  })
  .get('/sms', async (c) =>
    ok(c, await c.get('services').consoleLogs.sms(c.get('staff'), parse(c, consoleQuery('sms')))),
  )
  .get('/audit', async (c) =>
    ok(c, await c.get('services').consoleLogs.audit(c.get('staff'), parse(c, consoleQuery('audit')))),
  );
