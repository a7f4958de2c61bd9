import type { Hono } from 'hono';
import type { BackendEnv } from '../context.ts';

/**
 * An area's routers with the path each is mounted on. Every area's index.ts exports
 * `services` (built from the shared Deps) and `routes` (docs/decisions/0014); the
 * type is written out so that Services, which the routers' context carries, is
 * inferred from the services alone.
 */
// Each router has its own schema type; only its place in the app matters here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AreaRoutes = ReadonlyArray<readonly [path: string, router: Hono<BackendEnv, any, any>]>;
