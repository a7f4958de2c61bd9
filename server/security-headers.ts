import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { cameOverHttps } from '../app/lib/https.ts';
import type { Env } from './env.ts';

/**
 * Security headers on every answer: no framing (X-Frame-Options DENY and frame-ancestors 'none'),
 * nosniff, strict-origin-when-cross-origin, a Permissions-Policy that turns off what the shop never
 * uses; HSTS only in production over HTTPS (below).
 */
export const sharedHeaders = {
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  strictTransportSecurity: false,
  permissionsPolicy: {
    accelerometer: false,
    camera: false,
    geolocation: false,
    gyroscope: false,
    magnetometer: false,
    microphone: false,
    payment: false,
    usb: false,
  },
} satisfies Parameters<typeof secureHeaders>[0];

/**
 * A page's Content-Security-Policy: scripts only from the shop, and inline ones only
 * with this document's nonce (React Router's and React's, entry.server.tsx). Styles
 * allow 'unsafe-inline': Mantine writes <style> elements and style="" attributes,
 * which a nonce cannot cover. Images from the shop (/file/*, assets) and data: URLs.
 * Development adds what Vite's HMR needs (inline preamble, eval, its WebSocket).
 */
export function documentPolicy(production: boolean) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: production ? ["'self'", NONCE] : ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: production ? ["'self'"] : ["'self'", 'ws:', 'wss:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** Everything that is not a page (JSON, assets, uploaded files, refusals): nothing may run in it. */
export const resourcePolicy = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/** HSTS tells browsers to come back over HTTPS only: sent only when this answer went over HTTPS (https.ts). */
export function hsts(production: boolean): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next();
    if (production && cameOverHttps(c.req.raw)) c.header('Strict-Transport-Security', 'max-age=15552000');
  };
}
