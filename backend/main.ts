import './load-env.ts';
import { serve, type HttpBindings } from '@hono/node-server';
import { CLIENT_IP_HEADER } from '../common/client-ip.ts';
import { openBackend } from './app.ts';
import { readBackendConfig } from './config.ts';

/** The backend on its own, for pointing another web (or a second one) at it with BACKEND_URL. */
const port = Number(process.env.BACKEND_PORT ?? 3001);
const backend = await openBackend(readBackendConfig());

/**
 * Attempts are counted per client address (areas/account/attempts.ts). A web on this
 * machine forwards its visitor's address; anyone else is counted by their own
 * socket address, whatever header they send.
 */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

serve(
  {
    fetch: (request: Request, env: unknown) => {
      const socket = (env as HttpBindings).incoming.socket.remoteAddress ?? 'unknown';
      if (LOOPBACK.has(socket) && request.headers.has(CLIENT_IP_HEADER)) return backend.app.fetch(request);
      const headers = new Headers(request.headers);
      headers.set(CLIENT_IP_HEADER, socket);
      return backend.app.fetch(new Request(request, { headers }));
    },
    port,
  },
  () => console.info(`Caigou backend on http://localhost:${port}`),
);
