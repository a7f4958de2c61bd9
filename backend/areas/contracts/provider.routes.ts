import { Hono } from 'hono';
import type { BackendEnv } from '../../context.ts';
import { ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';
import { providerEvent } from './provider.service.ts';

/**
 * /rest/signing/callback: an e-signing provider's events (signed, refused), authenticated by the
 * HMAC of the raw body in X-Signature — no session, no token. Off unless SIGNING_CALLBACK_SECRET is set.
 */
export const signingRoutes = new Hono<BackendEnv>().post(
  '/callback',
  documented({
    summary: 'An e-signing provider’s event: a contract it had signed, or refused, by the company.',
    description:
      'A JSON body, authenticated by `X-Signature`: the hex HMAC-SHA256 of the exact body under the shared secret ' +
      '(no token). Believed only for a contract waiting for its signature and the very document whose hash was ' +
      'frozen when it was sent. Not found while no secret is configured.',
    // The signature is over the exact bytes: the service reads and checks the body itself.
    raw: true,
    json: true,
    input: providerEvent,
  }),
  async (c) => ok(c, await c.get('services').signingProvider.callback(await c.req.text(), c.req.header('x-signature'))),
);
