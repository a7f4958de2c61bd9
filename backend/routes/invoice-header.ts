import { Hono } from 'hono';
import type { BackendEnv } from '../context.ts';

/** rest/invoiceHeader/*: the company's invoice header. */
export const invoiceHeaderRoutes = new Hono<BackendEnv>();
