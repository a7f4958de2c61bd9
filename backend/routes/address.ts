import { Hono } from 'hono';
import type { BackendEnv } from '../context.ts';

/** rest/address/*: the company's delivery addresses. */
export const addressRoutes = new Hono<BackendEnv>();
