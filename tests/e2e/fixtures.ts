import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * The browser tests' `test`: with JavaScript, a page starts its scripts as it is read instead of
 * once it has loaded (app/lib/after-load-scripts.ts), so Playwright's navigations wait for them as
 * they used to, and a test of the scripted page does not act before it is scripted. The pages'
 * own timing, and what a buyer typing before then gets, are tested in scripts-after-load.spec.ts,
 * which uses Playwright's `test` as it is.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      (window as Window & { caigouScriptsAtOnce?: boolean }).caigouScriptsAtOnce = true;
    });
    await use(context);
  },
});
