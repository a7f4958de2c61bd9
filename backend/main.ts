import './load-env.ts';
import { serve } from '@hono/node-server';
import { openBackend } from './app.ts';
import { readBackendConfig } from './config.ts';

/** The backend on its own, for pointing another web (or a second one) at it with BACKEND_URL. */
const port = Number(process.env.BACKEND_PORT ?? 3001);
const backend = await openBackend(readBackendConfig());
serve({ fetch: backend.app.fetch, port }, () => console.info(`Caigou backend on http://localhost:${port}`));
