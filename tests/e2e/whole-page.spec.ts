import { expect, test } from './fixtures.ts';
import { logIn } from './support.ts';

/**
 * Every page arrives whole in its first response, for a visitor and a logged-in buyer alike: no
 * boundary left pending for a script to reveal (React marks one `<!--$?-->` and fills it with
 * `$RC`), which a browser without JavaScript would never run.
 */
const PAGES = [
  '/home/index',
  '/home/goods/all',
  '/home/details/5',
  '/home/cart',
  '/userCenter/index',
  '/userCenter/order',
];

test('pages render whole in their first response, with nothing left for a script to reveal', async ({ page }) => {
  await logIn(page, 'demo_buyer');
  for (const path of PAGES) {
    const reply = await page.request.get(path, {
      headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131' },
    });
    expect(reply.status(), path).toBe(200);
    const html = await reply.text();
    expect(html, path).toContain('</html>');
    expect(html, path).not.toContain('<!--$?-->');
    expect(html, path).not.toMatch(/\$RC\(|<template id="B:/);
  }
});
