import { Hono } from 'hono';
import type { BackendEnv } from '../../context.ts';
import { ok } from '../../http.ts';

/**
 * /rest/signing/callback: an e-signing provider's events (signed, refused), authenticated by the
 * HMAC of the raw body in X-Signature — no session, no token. Off unless SIGNING_CALLBACK_SECRET is set.
 */
export const signingRoutes = new Hono<BackendEnv>().post('/callback', async (c) =>
  ok(c, await c.get('services').signingProvider.callback(await c.req.text(), c.req.header('x-signature'))),
);
