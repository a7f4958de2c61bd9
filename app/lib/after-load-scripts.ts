/**
 * A page's scripts start once the page has loaded (docs/decisions/0024). React Router's <Scripts>
 * lists every module of the page as a `modulepreload` in the head, ahead of the stylesheet, and
 * imports them from a module script: a slow phone then downloads 125 kB of scripts before its
 * first paint, which every screen of this shop can do without (they work without JavaScript).
 * This takes the preloads out of the head, keeps React Router's module script where React wrote
 * it but under a type no browser runs, and adds a small script that, once the page's `load` has
 * fired (or three seconds after the page was read, whichever comes first), preloads the same
 * modules and runs React Router's module script as it was. Hydration then starts from the same
 * script React Router wrote, with the same data.
 */

/** The type React Router's module script is held under until the page has loaded. */
export const HELD_TYPE = 'caigou/after-load';

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;
/** Long enough for a phone on a slow network to paint what it has; short enough to act soon after. */
const AT_THE_LATEST_MS = 3000;

/**
 * The starter, a classic inline script: `modules` are the preloads React Router asked for, in
 * its order. It must run in every browser that runs modules, so it is written plainly. A page
 * whose `window.caigouScriptsAtOnce` is set before it is read starts them at once, as React
 * Router would: the browser tests of the scripted pages set it (tests/e2e/fixtures.ts), so that
 * Playwright's navigations wait for the scripts.
 */
function starter(modules: string[]): string {
  return (
    `(function(m){var s=false;function go(){if(s)return;s=true;var h=document.head;` +
    `m.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;h.appendChild(l);});` +
    `var held=document.querySelector('script[type="${HELD_TYPE}"]');if(!held)return;` +
    `var r=document.createElement('script');r.type='module';r.nonce=held.nonce;r.textContent=held.textContent;h.appendChild(r);}` +
    `if(document.readyState==='complete'||window.caigouScriptsAtOnce)go();else{addEventListener('load',go);setTimeout(go,${AT_THE_LATEST_MS});}})` +
    `(${JSON.stringify(modules).replaceAll('<', '\\u003c')});`
  );
}

/** The page as React rendered it, with its scripts held until it has loaded; unchanged without React Router's module script. */
export function holdScriptsUntilLoad(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, nonceAttribute, body] = script;
  const modules = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  const held = `<script${nonceAttribute} type="${HELD_TYPE}">${body}</script><script${nonceAttribute}>${starter(modules)}</script>`;
  return html.replace(whole, () => held).replace(PRELOAD, '');
}
