import { Hono } from 'hono';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { endpointFormSchema, endpointSwitchSchema } from '../../../common/areas/webhooks/index.ts';
import { message } from '../../../common/messages.ts';
import { Code } from '../../../common/envelope.ts';
import { consoleRouter, requireRole, requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { assertMay } from '../../services/staff-permission.ts';
import { failure, idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

const found = <T>(value: T | undefined | false): T => {
  if (value === undefined || value === false) throw notFound();
  return value;
};

/**
 * rest/webhooks/*: the main account's webhook endpoints and their delivery log. Only the main
 * account manages them (its secret signs what the company's systems act on); another company's
 * endpoint or delivery is 404, as one that does not exist.
 */
export const webhookRoutes = new Hono<BackendEnv>()
  .use('*', requireUser, requireRole(CustomerAccountType.main))
  .get('/endpoints', documented({ summary: 'The company’s webhook endpoints (never their secrets).' }), async (c) =>
    ok(c, await c.get('services').webhooks.listEndpoints(c.get('caller').companyId)),
  )
  .post(
    '/endpoints/add',
    documented({
      summary:
        'Adds a webhook endpoint: its http(s) address and the events it receives; answers its secret, this once.',
      description:
        'The address must be public: one that resolves to a private or local address is refused (field url).',
      input: endpointFormSchema,
    }),
    async (c) => {
      const made = await c.get('services').webhooks.createEndpoint(c.get('caller').companyId, c.get('fields'));
      if (!made.ok) {
        const key = made.reason === 'url' ? 'webhooks.url' : (`webhooks.${made.reason}` as const);
        return failure(c, Code.invalid, message(c.get('locale'), key), {
          field: made.reason === 'events' ? 'events' : 'url',
        });
      }
      return ok(c, { id: made.id, secret: made.secret }, 'webhooks.added');
    },
  )
  .post(
    '/endpoints/:id/rotate',
    documented({
      summary: 'Makes an endpoint a new secret, answered this once; the old one keeps signing beside it for a while.',
    }),
    async (c) => {
      const secret = found(await c.get('services').webhooks.rotateSecret(c.get('caller').companyId, idParam(c)));
      return ok(c, { secret }, 'webhooks.rotated');
    },
  )
  .post(
    '/endpoints/:id/enable',
    documented({
      summary: 'Turns an endpoint on or off (`enabled`: 0 or false turns it off).',
      input: endpointSwitchSchema,
    }),
    async (c) => {
      const { enabled } = c.get('fields');
      found(await c.get('services').webhooks.setEnabled(c.get('caller').companyId, idParam(c), enabled));
      return ok(c, null, enabled ? 'webhooks.enabled' : 'webhooks.disabled');
    },
  )
  .post('/endpoints/:id/delete', documented({ summary: 'Deletes an endpoint and its delivery log.' }), async (c) => {
    found(await c.get('services').webhooks.deleteEndpoint(c.get('caller').companyId, idParam(c)));
    return ok(c, null, 'webhooks.deleted');
  })
  .get(
    '/endpoints/:id/deliveries',
    documented({ summary: 'An endpoint’s last 50 deliveries, newest first, each with its tries.' }),
    async (c) => {
      const log = found(await c.get('services').webhooks.deliveries(c.get('caller').companyId, idParam(c)));
      return ok(c, log);
    },
  )
  .post(
    '/deliveries/:id/resend',
    documented({
      summary: 'Sends a delivery’s event again, as a new delivery of the same event (the same webhook-id).',
    }),
    async (c) => {
      const id = found(await c.get('services').webhooks.resend(c.get('caller').companyId, idParam(c)));
      return ok(c, { deliveryId: id }, 'webhooks.resent');
    },
  );

/**
 * rest/staff/webhooks/*: the console's read-only view of a company's endpoints and deliveries, and
 * resend (staff may not see or change secrets, add, rotate or delete: that is the company's).
 */
export const webhookConsoleRoutes = consoleRouter('/webhooks')
  .get(
    '/webhooks/company/:companyId',
    documented({ summary: 'A company’s webhook endpoints (without secrets), each with its last 20 deliveries.' }),
    async (c) => {
      const companyId = idParam(c, 'companyId');
      const service = c.get('services').webhooks;
      const endpoints = await service.listEndpoints(companyId);
      const withLog = await Promise.all(
        endpoints.map(async (endpoint) => ({
          ...endpoint,
          deliveries: (await service.deliveries(companyId, endpoint.id, 20)) ?? [],
        })),
      );
      return ok(c, withLog);
    },
  )
  .post(
    '/webhooks/company/:companyId/deliveries/:id/resend',
    documented({
      summary: 'Sends a company’s delivery’s event again, as a new delivery of the same event.',
      description: 'Needs the staff right to resend webhooks.',
    }),
    async (c) => {
      assertMay(c.get('staff'), 'resendWebhooks');
      const id = found(await c.get('services').webhooks.resend(idParam(c, 'companyId'), idParam(c)));
      return ok(c, { deliveryId: id }, 'webhooks.resent');
    },
  );
