import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

/** A receiver that does not answer within this is a failed try. */
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** How much of an answer the delivery log keeps. */
export const RESPONSE_LIMIT = 1024;

export interface PostResult {
  status: number | null;
  response: string | null;
  error: string | null;
}

/**
 * POSTs one webhook to an address already checked (address-guard.ts): the connection goes to that
 * address whatever the name resolves to now, while the Host header and TLS name stay the URL's. No
 * redirect is followed (a 3xx is a failed try: it could point anywhere); at most RESPONSE_LIMIT
 * bytes of the answer are read; the whole exchange has WEBHOOK_TIMEOUT_MS.
 */
export function postWebhook(
  target: { url: URL; address: string; family: 4 | 6 },
  headers: Record<string, string>,
  body: string,
): Promise<PostResult> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const options: RequestOptions = {
    method: 'POST',
    host: target.url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: target.url.port || undefined,
    path: `${target.url.pathname}${target.url.search}`,
    headers: {
      ...headers,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'user-agent': 'Caigou-Webhooks/1',
    },
    lookup: pinned,
    // A fresh connection each time: a kept-alive one could outlive the address check.
    agent: false,
  };
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const done = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = send(options, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () =>
        done({
          status: response.statusCode ?? null,
          response: Buffer.concat(chunks).subarray(0, RESPONSE_LIMIT).toString('utf8'),
          error: null,
        });
      response.on('data', (chunk: Buffer) => {
        if (size >= RESPONSE_LIMIT) return;
        chunks.push(chunk);
        size += chunk.length;
        // Enough read: the rest of a long answer is not waited for.
        if (size >= RESPONSE_LIMIT) {
          finish();
          response.destroy();
        }
      });
      response.on('end', finish);
      response.on('error', finish);
      response.on('close', finish);
    });
    const timer = setTimeout(() => {
      request.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`));
    }, WEBHOOK_TIMEOUT_MS);
    request.on('error', (error) => done({ status: null, response: null, error: error.message.slice(0, 500) }));
    request.end(body);
  });
}
