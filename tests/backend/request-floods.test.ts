import { createServer, type Server } from 'node:http';
import { connect as connectSocket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type Envelope } from '../../common/envelope.ts';
import { FIELD_REPEATS_MAX, FORM_FIELDS_MAX } from '../../common/form.ts';
import { JSON_DEPTH_MAX } from '../../backend/http.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * Bodies that cost the process far more than their size: repeated fields (values
 * built from them grew with the square of the repeats), JSON nested thousands deep,
 * broken multipart. Each is refused with an envelope, fast, over a real socket,
 * while another request is answered meanwhile; nothing answers 500.
 */
let t: TestBackend;
let server: Server;
let base: string;
let token: string;

beforeAll(async () => {
  t = await startBackend();
  token = await t.buyerToken('demo');
  server = createServer(getRequestListener(t.backend.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

async function post(path: string, body: string, type: string) {
  const response = await fetch(`${base}${path}`, { method: 'POST', body, headers: { 'content-type': type } });
  return { status: response.status, envelope: (await response.json()) as Envelope };
}

/** How long a small request waits for its answer while `flood` is being sent and refused. */
async function pingDuring(flood: Promise<unknown>): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const started = performance.now();
  const ping = await fetch(`${base}/rest/goodscategory/list`);
  const waited = performance.now() - started;
  expect(ping.status).toBe(200);
  await flood;
  return waited;
}

describe('repeated fields', () => {
  // Just under the 4 MB a call may carry: a million fields of `a=1&` (empty values were never kept).
  const flood = 'a=1&'.repeat(Math.floor((4 * 1024 * 1024 - 1) / 4));

  it('refuses a 4 MB form of one repeated field at once, and answers others meanwhile', async () => {
    const refused = post('/rest/customer/login', flood, 'application/x-www-form-urlencoded');
    const waited = await pingDuring(refused);
    const { status, envelope } = await refused;
    expect(status).toBe(200);
    expect(envelope.code).toBe(Code.invalid);
    expect(envelope.msg).toContain(String(FORM_FIELDS_MAX));
    // A generous bound for a noisy machine: before, this body held the process for minutes.
    expect(waited).toBeLessThan(2000);
  });

  it('refuses the same in a query, a JSON list and a multipart upload', async () => {
    const many = Array.from({ length: FIELD_REPEATS_MAX + 1 }, () => 'ids=1').join('&');
    expect((await fetch(`${base}/rest/car/list?${many}`).then((r) => r.json())) as Envelope).toMatchObject({
      code: Code.invalid,
    });
    const json = JSON.stringify({ ids: Array.from({ length: FIELD_REPEATS_MAX + 1 }, () => 1) });
    expect((await post(`/rest/car/delete?token=${token}`, json, 'application/json')).envelope.code).toBe(Code.invalid);
    const boundary = 'b0undary';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n`;
    const multipart = `${part.repeat(FORM_FIELDS_MAX + 1)}--${boundary}--\r\n`;
    const upload = await post(
      `/file/uploadFile?token=${token}`,
      multipart,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(upload.envelope.code).toBe(Code.invalid);
  });

  it('still takes a form with as many repeats as the limit allows', async () => {
    const ids = Array.from({ length: FIELD_REPEATS_MAX }, () => 'ids=999999').join('&');
    const reply = await post(`/rest/car/delete?token=${token}`, ids, 'application/x-www-form-urlencoded');
    expect(reply.envelope.msg).not.toContain(String(FORM_FIELDS_MAX));
  });
});

describe('JSON nested deep', () => {
  it('refuses 20,000 levels with an envelope, not a stack overflow', async () => {
    const deep = `{"username":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const { status, envelope } = await post('/rest/customer/login', deep, 'application/json');
    expect(status).toBe(200);
    expect(envelope).toMatchObject({ code: Code.invalid });
    expect(envelope.msg).toContain(String(JSON_DEPTH_MAX));
  });

  it('reads brackets inside strings as text', async () => {
    const body = JSON.stringify({ loginType: '1', username: '['.repeat(100), password: '{'.repeat(100) });
    const { envelope } = await post('/rest/customer/login', body, 'application/json');
    expect(envelope.msg).not.toContain(String(JSON_DEPTH_MAX));
  });
});

describe('broken multipart', () => {
  it.each([
    ['no closing boundary', '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'],
    ['no boundary at all', 'not a multipart body'],
  ])('answers an upload with %s by an envelope', async (_, body) => {
    const { status, envelope } = await post(`/file/uploadFile?token=${token}`, body, 'multipart/form-data; boundary=b');
    expect(status).toBe(200);
    expect(envelope.code).toBe(Code.invalid);
  });
});

describe('a body over the limit', () => {
  /** Sends a declared length and `sent` bytes of it over a raw socket; what came back, and whether it closed. */
  function oversized(sent: number, waitMs: number) {
    return new Promise<{ head: string; closed: boolean; reset: boolean }>((resolve) => {
      const url = new URL(base);
      const socket = connectSocket(Number(url.port), url.hostname);
      let text = '';
      let reset = false;
      const done = (closed: boolean) => resolve({ head: text.split('\r\n\r\n')[0] ?? '', closed, reset });
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('error', () => (reset = true));
      socket.on('close', () => done(true));
      setTimeout(() => done(false), waitMs);
      socket.write(
        'POST /rest/customer/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
          `Content-Length: ${5 * 1024 * 1024}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(sent, 'a'));
    });
  }

  it('reads the rest, then answers 413 with Connection: close and closes without a reset', async () => {
    const { head, closed, reset } = await oversized(5 * 1024 * 1024, 10_000);
    expect(head).toMatch(/^HTTP\/1\.1 413/);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(closed).toBe(true);
    expect(reset).toBe(false);
  });

  it('does not wait long for a client that stops sending', async () => {
    const started = performance.now();
    const { head, closed } = await oversized(1024, 15_000);
    expect(head).toMatch(/^HTTP\/1\.1 413/);
    expect(closed).toBe(true);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
