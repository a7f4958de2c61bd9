import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '../../common/client-ip.ts';
import type { Env } from '../../server/env.ts';
import { clientAddress } from '../../server/guards.ts';

/** What proxy-addr reads of Node's request: the socket's address and the raw headers. */
function bindings(socket: string, headers: Record<string, string>) {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const incoming = { socket: { remoteAddress: socket }, connection: { remoteAddress: socket }, headers: lower };
  return { incoming } as unknown as Env['Bindings'];
}

/** The address the backend would be told, for a request from `socket` carrying `headers`. */
async function seen(trusted: string | undefined, socket: string, headers: Record<string, string> = {}) {
  const app = new Hono<Env>();
  app.use('*', clientAddress(trusted));
  app.get('/', (c) => c.text(c.req.header(CLIENT_IP_HEADER) ?? 'none'));
  const response = await app.request('/', { headers }, bindings(socket, headers));
  return response.text();
}

/** The URL and the body the shop's handlers get, for a POST from `socket` carrying `headers`. */
async function handled(trusted: string, socket: string, headers: Record<string, string>) {
  const app = new Hono<Env>();
  app.use('*', clientAddress(trusted));
  app.post('/', async (c) => c.json({ url: c.req.url, body: await c.req.text() }));
  const response = await app.request(
    'http://shop.example.com/',
    { method: 'POST', headers, body: 'a=1' },
    bindings(socket, headers),
  );
  return (await response.json()) as { url: string; body: string };
}

describe('a request a proxy passed on', () => {
  it('carries the scheme the browser used when a trusted proxy ended TLS, body and all', async () => {
    expect(await handled('loopback', '127.0.0.1', { 'X-Forwarded-Proto': 'https' })).toEqual({
      url: 'https://shop.example.com/',
      body: 'a=1',
    });
  });

  it('keeps its own scheme when the proxy is not trusted or saw plain HTTP', async () => {
    expect((await handled('', '127.0.0.1', { 'X-Forwarded-Proto': 'https' })).url).toBe('http://shop.example.com/');
    expect((await handled('loopback', '203.0.113.7', { 'X-Forwarded-Proto': 'https' })).url).toBe(
      'http://shop.example.com/',
    );
    expect((await handled('loopback', '127.0.0.1', { 'X-Forwarded-Proto': 'http' })).url).toBe(
      'http://shop.example.com/',
    );
  });
});

describe("the buyer's address", () => {
  it('is the socket’s, whatever a client claims, when no proxy is trusted', async () => {
    expect(await seen(undefined, '203.0.113.7')).toBe('203.0.113.7');
    expect(await seen('', '203.0.113.7', { 'X-Forwarded-For': '198.51.100.1', [CLIENT_IP_HEADER]: '1.2.3.4' })).toBe(
      '203.0.113.7',
    );
  });

  it('is the nearest untrusted address behind trusted proxies', async () => {
    const forwarded = { 'X-Forwarded-For': '198.51.100.1, 203.0.113.9' };
    expect(await seen('loopback', '127.0.0.1', forwarded)).toBe('203.0.113.9');
    expect(await seen('loopback, 203.0.113.0/24', '127.0.0.1', forwarded)).toBe('198.51.100.1');
    // A request that did not come through a trusted proxy keeps its own address.
    expect(await seen('loopback', '192.0.2.5', forwarded)).toBe('192.0.2.5');
  });

  it('drops a client’s own claim of the header even behind a trusted proxy', async () => {
    expect(await seen('loopback', '127.0.0.1', { [CLIENT_IP_HEADER]: '1.2.3.4' })).toBe('127.0.0.1');
  });

  it('refuses a wrong list at start, naming the setting', () => {
    expect(() => clientAddress('loopback, not-an-address')).toThrow(/TRUSTED_PROXIES: .*not-an-address/);
  });
});
