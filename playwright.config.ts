import { defineConfig } from '@playwright/test';

/*
 * Playwright against the production build, twice: with JavaScript and without
 * (DESIGN.md Tests). The browser is Debian's Chromium; nothing is downloaded.
 */

/**
 * Debian's headless shell (package chromium-headless-shell): Chromium's engine without the desktop
 * browser around it, as Playwright's own headless runs use. The same tests cost the browser half
 * the CPU they cost the full Chromium in its new headless mode, and the screenshots match.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Where the test shop keeps its database; a second run beside this one uses its own (and its own E2E_PORT). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? 'data/e2e';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Screenshots of the visual project: still, without a caret, and nearly pixel-equal.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 },
  },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'zh-CN',
    // Recording a trace costs every test screenshots and DOM snapshots of each step; on CI only the
    // retry of a failed test records one (it fails again if the failure is real).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The demo buyers and staff log in once; the other projects' tests reuse their sessions (tests/e2e/sessions.ts).
    { name: 'sessions', testMatch: /sessions\.setup\.ts/ },
    { name: 'js', use: { javaScriptEnabled: true }, testIgnore: /visual\.spec\.ts/, dependencies: ['sessions'] },
    { name: 'no-js', use: { javaScriptEnabled: false }, testIgnore: /visual\.spec\.ts/, dependencies: ['sessions'] },
    // Screenshot comparison (issue 11.6); reference images in tests/e2e/visual.spec.ts-snapshots/.
    {
      name: 'visual',
      testMatch: /visual\.spec\.ts/,
      use: { javaScriptEnabled: true, reducedMotion: 'reduce', deviceScaleFactor: 1 },
      dependencies: ['sessions'],
    },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && npx tsx server.ts`,
    url: `http://localhost:${PORT}/home/index`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      SMS_LOG: '0',
      // Every test registers and logs in from 127.0.0.1: the backend's per-address hourly limit is not under test here.
      ADDRESS_LIMIT_PER_HOUR: '100000',
    },
  },
});
