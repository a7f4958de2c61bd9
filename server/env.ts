import type { HttpBindings } from '@hono/node-server';

/** What server.ts's Hono apps see of a request beyond it: Node's socket (the buyer's address). */
export type Env = { Bindings: HttpBindings };
