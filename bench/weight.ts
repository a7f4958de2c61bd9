import { gzipSync } from 'node:zlib';
import { HELD_TYPE } from '../app/lib/after-load-scripts.ts';

/** The bytes a first visit downloads, each file gzipped at level 6 as a server would send it. */
export interface PageWeight {
  page: string;
  path: string;
  html: number;
  css: number;
  js: number;
  cssFiles: string[];
  jsFiles: string[];
}

const gzipped = (bytes: Uint8Array) => gzipSync(bytes, { level: 6 }).length;

function attribute(tag: string, name: string): string | undefined {
  return tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i'))?.[1];
}

/**
 * What the document makes the browser load before it is interactive: stylesheets, module
 * preloads, module scripts, and the modules its inline module scripts import (React Router's
 * manifest, route modules and client entry) — also when they are held until the page has loaded
 * (app/lib/after-load-scripts.ts): the held script's imports and the starter's preloads.
 */
export function firstLoadAssets(html: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'stylesheet') css.add(href);
    if (rel === 'modulepreload') js.add(href);
  }
  for (const [, open, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = attribute(open!, 'type');
    if (type === undefined && body!.includes("'modulepreload'")) {
      for (const [, module] of body!.matchAll(/"([^"]+\.js)"/g)) js.add(module!);
    }
    if (type !== 'module' && type !== HELD_TYPE) continue;
    const src = attribute(open!, 'src');
    if (src) js.add(src);
    for (const [, specifier] of body!.matchAll(/\b(?:import|from)\s*\(?\s*["']([^"']+)["']/g)) js.add(specifier!);
  }
  return { css: [...css], js: [...js] };
}

async function download(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export async function pageWeight(baseUrl: string, page: string, path: string): Promise<PageWeight> {
  const html = await download(new URL(path, baseUrl).href);
  const assets = firstLoadAssets(new TextDecoder().decode(html));
  const total = async (files: string[]) => {
    let sum = 0;
    for (const file of files) sum += gzipped(await download(new URL(file, baseUrl).href));
    return sum;
  };
  return {
    page,
    path,
    html: gzipped(html),
    css: await total(assets.css),
    js: await total(assets.js),
    cssFiles: assets.css,
    jsFiles: assets.js,
  };
}
