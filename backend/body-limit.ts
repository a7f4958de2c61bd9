import type { Context, MiddlewareHandler } from 'hono';

/** How much of a refused body is still read, and for how long, so its sender can read the refusal. */
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
const DRAIN_MAX_MS = 5000;

/**
 * A limit on a request's body, counted while it is read (chunked bodies too) so an
 * oversized one is never held in memory. Over it, `refuse` answers, once the rest of
 * the body has been read and thrown away (up to 16 MB or 5 s), with `Connection:
 * close`: closing while the client is still sending resets the connection, and the
 * client (a browser, curl, a script) then reports the reset instead of the answer.
 * Past either bound the connection is cut. Hono's own bodyLimit keeps its reader to
 * itself, so the rest of a chunked body could not be read after it refused.
 */
export function limitBody<C extends Context>(
  maxSize: number,
  refuse: (c: C) => Response | Promise<Response>,
): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('Content-Length');
    if (declared !== undefined && c.req.header('Transfer-Encoding') === undefined) {
      if (Number(declared) <= maxSize) return next();
      return refuseAfterDraining(body.getReader(), () => refuse(c as C));
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) return refuseAfterDraining(reader, () => refuse(c as C));
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  };
}

async function refuseAfterDraining(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  refuse: () => Response | Promise<Response>,
): Promise<Response> {
  await drain(reader);
  const response = await refuse();
  response.headers.set('Connection', 'close');
  // A compressed answer is streamed anew and loses the header on the way; a refusal is a few hundred bytes.
  response.headers.set('Cache-Control', 'no-store, no-transform');
  return response;
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  const deadline = Date.now() + DRAIN_MAX_MS;
  let read = 0;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, DRAIN_MAX_MS, 'late')));
  try {
    while (read <= DRAIN_MAX_BYTES && Date.now() < deadline) {
      const chunk = await Promise.race([reader.read(), late]);
      if (chunk === 'late' || chunk.done) break;
      read += chunk.value.byteLength;
    }
  } catch {
    // The client went away: nothing left to drain.
  } finally {
    clearTimeout(timer);
    void reader.cancel().catch(() => undefined);
  }
}
