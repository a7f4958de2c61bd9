/** Where zod keeps its settings: created by zod only if absent, and shared by every copy of it. */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * No code from strings in the browser: the Content-Security-Policy (server.ts) allows no eval,
 * and zod would otherwise probe `new Function` on the first validation, which the browser
 * reports as a violation even though zod catches the refusal. Set on zod's own global settings
 * object rather than through `z.config`, so a page without a form does not download zod to
 * say so; the object is changed, never replaced, in case zod has already made it.
 */
export function zodWithoutEval() {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}
