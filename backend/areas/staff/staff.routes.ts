import { Hono } from 'hono';
import { consoleQuery } from '../../../common/console.ts';
import {
  staffAccessSchema,
  staffCreateSchema,
  staffLoginSchema,
  staffPasswordSchema,
  staffProfileSchema,
} from '../../../common/areas/staff/staff.ts';
import { seenField } from '../../../common/console.ts';
import type { Locale } from '../../../common/messages.ts';
import { requireStaff } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { clientAddress, idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

const MANAGE_STAFF = 'Needs the manageStaff right (an admin).';

// The access form carries the member's version it showed (`seen`), so a second admin's stale form is refused.
const accessInput = (locale: Locale) => staffAccessSchema(locale).extend({ seen: seenField });

/**
 * /rest/staff: login, the member's own info, profile and password, the to-do home and the
 * admin's staff accounts. Everything but login needs a staff token; a buyer's token is
 * unknown here (10020).
 */
export const staffRoutes = new Hono<BackendEnv>()
  .post(
    '/login',
    documented({
      summary: 'Logs a staff member in and answers the session’s token.',
      description: 'Repeated failures lock the username or the address for a while.',
      input: staffLoginSchema,
    }),
    async (c) => ok(c, await c.get('services').staffSessions.login(c.get('fields'), clientAddress(c)), 'loggedIn'),
  )
  .use('*', requireStaff)
  .post('/logout', documented({ summary: 'Ends the staff member’s session.' }), async (c) => {
    await c.get('services').staffSessions.logout(c.get('staff'));
    return ok(c, null, 'loggedOut');
  })
  .get(
    '/info',
    documented({ summary: 'The staff member behind the token: username, name, mobile and roles.' }),
    async (c) => ok(c, await c.get('services').staffAccounts.info(c.get('staff'))),
  )
  .post(
    '/profile',
    documented({ summary: 'Changes the staff member’s own name and mobile.', input: staffProfileSchema }),
    async (c) =>
      ok(c, await c.get('services').staffAccounts.updateProfile(c.get('staff'), c.get('fields')), 'profileSaved'),
  )
  .post(
    '/password',
    documented({ summary: 'Changes the staff member’s own password.', input: staffPasswordSchema }),
    async (c) => {
      await c.get('services').staffAccounts.changePassword(c.get('staff'), c.get('fields'));
      return ok(c, null, 'passwordChanged');
    },
  )
  .get(
    '/todo',
    documented({
      summary: 'The console’s home: each to-do queue the member’s rights show, how many wait and since when.',
    }),
    async (c) => ok(c, await c.get('services').todo.todo(c.get('staff'))),
  )
  .get(
    '/staff',
    documented({
      summary: 'Lists the staff accounts, active or not, searched by username, name or mobile.',
      input: consoleQuery('staff'),
    }),
    async (c) => ok(c, await c.get('services').staffAccounts.list(c.get('staff'), c.get('fields'))),
  )
  .post(
    '/staff/add',
    documented({
      summary: 'Creates a staff account with its roles.',
      description: MANAGE_STAFF,
      input: staffCreateSchema,
    }),
    async (c) => ok(c, await c.get('services').staffAccounts.create(c.get('staff'), c.get('fields')), 'staffCreated'),
  )
  .post(
    '/staff/:id/access',
    documented({
      summary: 'Changes a staff member’s roles or deactivates them, with a reason for the audit trail.',
      description: `${MANAGE_STAFF} \`seen\`: the member’s version the form showed; another admin changed it meanwhile: 10060.`,
      input: accessInput,
    }),
    async (c) => {
      const { seen, ...form } = c.get('fields');
      const member = await c
        .get('services')
        .staffAccounts.setAccess(c.get('staff'), idParam(c), form, seen === undefined ? undefined : Number(seen));
      return ok(c, member, 'staffUpdated');
    },
  )
  .get(
    '/sms',
    documented({ summary: 'Lists the SMS the shop sent or queued, by state, searched.', input: consoleQuery('sms') }),
    async (c) => ok(c, await c.get('services').consoleLogs.sms(c.get('staff'), c.get('fields'))),
  )
  .get(
    '/audit',
    documented({
      summary: 'The audit trail: who changed what, when, before and after, and why; by what was changed.',
      input: consoleQuery('audit'),
    }),
    async (c) => ok(c, await c.get('services').consoleLogs.audit(c.get('staff'), c.get('fields'))),
  );
