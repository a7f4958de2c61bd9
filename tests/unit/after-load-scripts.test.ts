import { describe, expect, it } from 'vitest';
import { HELD_TYPE, holdScriptsUntilLoad } from '../../app/lib/after-load-scripts.ts';
import { firstLoadAssets } from '../../bench/weight.ts';

const NONCE = 'bm9uY2U=';
/** A page as React Router 7.18 writes it: preloads hoisted into the head, its two scripts at the end of the body. */
const page = (nonce = ` nonce="${NONCE}"`) =>
  `<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-A.js"${nonce}/><link rel="modulepreload" href="/assets/root-B.js"${nonce}/>` +
  `<link${nonce} rel="stylesheet" href="/assets/root-C.css"/></head><body><main>货品</main>` +
  `<script${nonce}>window.__reactRouterContext = {"url":"/home/index"};</script>` +
  `<script${nonce} type="module" async="">import "/assets/manifest-D.js";\nimport * as route0 from "/assets/root-B.js";\n` +
  `window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-A.js");</script></body></html>`;

describe('a page holds its scripts until it has loaded', () => {
  it('takes the preloads out of the head and holds React Router’s module script, with the nonce', () => {
    const held = holdScriptsUntilLoad(page());
    expect(held).not.toContain('modulepreload" href');
    expect(held).not.toContain('type="module"');
    expect(held).toContain(`<script nonce="${NONCE}" type="${HELD_TYPE}">import "/assets/manifest-D.js";`);
    // The starter carries the nonce too, and the preloads in React Router's order.
    expect(held).toMatch(
      new RegExp(
        `<script nonce="${NONCE}">\\(function\\(m\\)[^<]*\\(\\["/assets/entry.client-A.js","/assets/root-B.js"\\]\\);</script></body>`,
      ),
    );
    expect(held).toContain('<link nonce="bm9uY2U=" rel="stylesheet" href="/assets/root-C.css"/>');
    expect(held).toContain('window.__reactRouterContext = {"url":"/home/index"};');
  });

  it('starts the same modules as before', () => {
    const before = firstLoadAssets(page()).js.sort();
    expect(before).toHaveLength(3);
    expect(firstLoadAssets(holdScriptsUntilLoad(page())).js.sort()).toEqual(before);
  });

  it('works without a nonce, and leaves a page without React Router’s module script alone', () => {
    expect(holdScriptsUntilLoad(page(''))).toContain(`<script type="${HELD_TYPE}">`);
    const plain = '<html><head><link rel="modulepreload" href="/x.js"/></head><body></body></html>';
    expect(holdScriptsUntilLoad(plain)).toBe(plain);
  });

  it('a module path cannot close the starter script', () => {
    const hostile = page().replace('/assets/root-B.js"', '/assets/</script><script>alert(1)</script>.js"');
    expect(holdScriptsUntilLoad(hostile)).not.toMatch(/\(\[[^\]]*<\/script>/);
  });
});
