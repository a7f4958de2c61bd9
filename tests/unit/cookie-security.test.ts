import { describe, expect, it } from 'vitest';
import { startStaffSession } from '../../app/areas/console/staff-session.server.ts';
import { localeCookie } from '../../app/i18n/middleware.server.ts';
import { cameOverHttps } from '../../app/lib/https.ts';
import { createPageCache } from '../../app/lib/page-cache.ts';
import { endSession, startSession } from '../../app/session.server.ts';
import { toastCookie } from '../../app/toast.server.ts';

/**
 * A cookie is Secure exactly when its request came over HTTPS, directly or as the proxy in
 * front says: a shop opened at http://<its address> keeps its buyers logged in, one behind
 * TLS keeps its cookies off plain HTTP.
 */

const plain = (headers: Record<string, string> = {}) => new Request('http://192.0.2.10:3000/home/login', { headers });
const viaTls = () => new Request('https://shop.example/home/login');
const viaProxy = (header: string, value: string) => plain({ [header]: value });

/** Every cookie the web writes, for one request. */
const cookiesFor = async (request: Request) => ({
  session: await startSession(request, 'token', 1),
  ended: await endSession(request),
  staff: await startStaffSession(request, 'token'),
  toast: await toastCookie(request, { type: 'success', message: '登录成功' }),
  locale: await localeCookie.serialize(request, 'en'),
});

const isSecure = (setCookie: string) => setCookie.split(';').some((part) => part.trim().toLowerCase() === 'secure');

describe('the Secure flag of cookies', () => {
  it('is left off for a request over plain HTTP, whatever the address', async () => {
    for (const [name, cookie] of Object.entries(await cookiesFor(plain()))) expect(isSecure(cookie), name).toBe(false);
  });

  it('is set over HTTPS, and when a proxy says the request came over HTTPS', async () => {
    const requests = [
      viaTls(),
      viaProxy('X-Forwarded-Proto', 'https'),
      viaProxy('X-Forwarded-Proto', 'HTTPS'),
      // Proxies append: any hop that saw HTTPS is enough.
      viaProxy('X-Forwarded-Proto', 'http, https'),
      viaProxy('Forwarded', 'for=192.0.2.60;proto=https;by=203.0.113.43'),
    ];
    for (const request of requests) {
      const cookies = await cookiesFor(request);
      for (const [name, cookie] of Object.entries(cookies))
        expect(isSecure(cookie), `${name} ${request.url}`).toBe(true);
    }
  });

  it('keeps the cookies’ other attributes', async () => {
    const { session, staff } = await cookiesFor(viaProxy('X-Forwarded-Proto', 'https'));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(staff).toMatch(/SameSite=Strict/);
  });
});

describe('cameOverHttps', () => {
  it('reads the URL and the proxy headers, and nothing else', () => {
    expect(cameOverHttps(viaTls())).toBe(true);
    expect(cameOverHttps(plain())).toBe(false);
    expect(cameOverHttps(viaProxy('X-Forwarded-Proto', 'http'))).toBe(false);
    expect(cameOverHttps(viaProxy('X-Forwarded-Proto', 'httpsx'))).toBe(false);
    expect(cameOverHttps(viaProxy('Forwarded', 'proto=http'))).toBe(false);
    expect(cameOverHttps(viaProxy('Forwarded', 'proto=httpsx'))).toBe(false);
    expect(cameOverHttps(viaProxy('Forwarded', 'for=192.0.2.60; proto="https"'))).toBe(true);
  });
});

describe('the page cache', () => {
  it('never hands a page rendered over HTTPS (its language cookie Secure) to a request over HTTP', async () => {
    const cache = createPageCache({ ttlMs: 15_000, maxBytes: 1_000_000 });
    const renders: Request[] = [];
    const render = async (request: Request) => {
      renders.push(request);
      const secure = cameOverHttps(request) ? '; Secure' : '';
      return new Response('<html>首页</html>', {
        headers: { 'Content-Type': 'text/html', 'Set-Cookie': `lng=InpoLUNOIg%3D%3D; Path=/${secure}` },
      });
    };
    await cache.handle(
      new Request('http://shop.test/home/index', { headers: { 'X-Forwarded-Proto': 'https' } }),
      render,
    );
    const overHttp = await cache.handle(new Request('http://shop.test/home/index'), render);
    expect(renders).toHaveLength(2);
    expect(isSecure(overHttp.headers.getSetCookie()[0]!)).toBe(false);
  });
});
