import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from 'react-router';
import { fillSharedPage, placeholder, toSharedPage } from '../../app/lib/shared-page.ts';

/**
 * A shared page's holes are filled as React and React Router would have written each buyer's
 * text there: escaped in the HTML, escaped twice in the data script, never able to close either.
 */
const SECRET = 'a1b2c3';
const NONCE = 'T1dOb25jZQ==';
const viewer = { locale: 'zh-CN', part: 'viewer', param: '' };
const hole = (field: string) => placeholder(SECRET, viewer, field);

/** React Router's data script for `data`, as StreamTransfer writes it (lib/dom/ssr/single-fetch.tsx). */
function dataScript(turboChunk: string): string {
  const escaped = JSON.stringify(turboChunk).replace(
    /[&><\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script nonce="${NONCE}">window.__reactRouterContext.streamController.enqueue(${escaped});</script>`;
}

/** A page holding the viewer's two fields in text, an attribute and the data script. */
function template() {
  const chunk = JSON.stringify([{ _1: 2 }, 'username', hole('username')]);
  const html =
    `<html><head><script nonce="${NONCE}">window.x=1</script></head><body>` +
    `<span title="${hole('username')}">您好，${hole('username')}</span>` +
    `<span class="cart-badge">${hole('cartCount')}</span>` +
    `${dataScript(chunk)}</body></html>`;
  const headers: [string, string][] = [
    ['content-type', 'text/html; charset=utf-8'],
    ['content-security-policy', `script-src 'self' 'nonce-${NONCE}'`],
  ];
  return toSharedPage(html, 200, headers, SECRET);
}

async function decodeData(body: string) {
  const literal = /enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(body)![1]!;
  const chunk = JSON.parse(literal) as string;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return (await decodeTurboStream(stream, globalThis)).value;
}

const NASTY = `</script><script>alert("x")</script> & 'q' \\ \u2028 张`;

describe('a shared page', () => {
  it('names each part it needs once, with its holes in HTML and in the data script', () => {
    const page = template();
    expect(page.refs).toEqual([viewer]);
    const holes = page.pieces.filter((piece) => typeof piece !== 'string');
    expect(holes.filter((piece) => 'nonce' in piece)).toHaveLength(2);
    expect(holes.filter((piece) => 'field' in piece && piece.inScript)).toHaveLength(1);
    expect(holes.filter((piece) => 'field' in piece && !piece.inScript)).toHaveLength(3);
  });

  it('fills a buyer’s text escaped for each place, so neither the HTML nor the script can be closed', async () => {
    const parts = new Map([['zh-CN|viewer|', { username: NASTY, cartCount: '3' }]]);
    const filled = fillSharedPage(template(), parts, 'bmV3Tm9uY2U=')!;
    const body = filled.body.toString();
    expect(body).not.toContain('</script><script>alert');
    expect(body).toContain(
      '您好，&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;q&#x27; \\ \u2028 张',
    );
    expect(body).toContain('<span class="cart-badge">3</span>');
    // The script still parses, and the data holds the text exactly.
    expect(await decodeData(body)).toEqual({ username: NASTY });
    // Compressed once and joined with the holes compressed per copy, it is the same page.
    expect(gunzipSync(filled.gzipped()).toString()).toBe(body);
  });

  it('gives every copy a nonce of its own, in the page and in its policy', () => {
    const parts = new Map([['zh-CN|viewer|', { username: 'demo', cartCount: '0' }]]);
    const filled = fillSharedPage(template(), parts, 'bmV3Tm9uY2U=')!;
    const body = filled.body.toString();
    expect(body).not.toContain(NONCE);
    expect(body.match(/nonce="bmV3Tm9uY2U="/g)).toHaveLength(2);
    expect(filled.headers.get('Content-Security-Policy')).toBe(`script-src 'self' 'nonce-bmV3Tm9uY2U='`);
  });

  it('takes no placeholder made with another secret for a hole: page content cannot forge one', () => {
    const forged = placeholder('zzzzzz', viewer, 'username');
    const page = toSharedPage(`<p>${forged}</p>`, 200, [], SECRET);
    expect(page.refs).toEqual([]);
    expect(page.pieces).toEqual([`<p>${forged}</p>`]);
  });

  it('is not filled without every field it holds', () => {
    const parts = new Map([['zh-CN|viewer|', { username: 'demo' }]]);
    expect(fillSharedPage(template(), parts, 'bmV3Tm9uY2U=')).toBeUndefined();
  });
});
