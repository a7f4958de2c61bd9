import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { summarise, type Summary } from './stats.ts';

/** A desktop browser: the server streams to browsers and renders whole pages for bots (isbot). */
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0 Safari/537.36';

export interface LoadResult {
  concurrency: number;
  /** Whether the requests may be served from the page cache (visitors) or are rendered every time. */
  rendered: boolean;
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  latency: Summary;
  byUrl: { url: string; latency: Summary }[];
}

/**
 * Any cookie but the language's keeps a request away from the page cache (page-cache.ts), as a
 * buyer's session does; this one means nothing to the shop, so the page is a visitor's, rendered.
 */
const BYPASS_CACHE = { cookie: 'bench=render' };

/** One GET over a kept-alive connection, timed to the last byte of the body (gzip, as a browser asks). */
function get(agent: Agent, url: string, rendered: boolean, cookie?: string): Promise<number> {
  const cookies = [cookie, rendered ? BYPASS_CACHE.cookie : undefined].filter(Boolean).join('; ');
  const headers = { 'accept-encoding': 'gzip', 'user-agent': BROWSER, ...(cookies ? { cookie: cookies } : {}) };
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * `concurrency` connections each send the next request as soon as the last one is answered,
 * cycling through `urls`, until `requests` are done or `timeCapMs` has passed. `rendered`
 * requests bypass the page cache; `cookie` sends a buyer's session (a logged-in buyer's pages).
 */
export async function load(
  urls: readonly string[],
  options: { concurrency: number; requests: number; timeCapMs: number; rendered?: boolean; cookie?: string },
): Promise<LoadResult> {
  const rendered = options.rendered ?? false;
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const samples: { url: string; ms: number }[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.timeCapMs;
  const connection = async () => {
    while (next < options.requests && performance.now() < deadline) {
      const url = urls[next++ % urls.length]!;
      const start = performance.now();
      try {
        if ((await get(agent, url, rendered, options.cookie)) !== 200) errors++;
      } catch {
        errors++;
      }
      samples.push({ url, ms: performance.now() - start });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, connection));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    concurrency: options.concurrency,
    rendered,
    requests: samples.length,
    errors,
    seconds,
    perSecond: samples.length / seconds,
    latency: summarise(samples.map((sample) => sample.ms)),
    byUrl: urls.map((url) => ({
      url,
      latency: summarise(samples.filter((sample) => sample.url === url).map((sample) => sample.ms)),
    })),
  };
}
