import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  buildRequest,
  request,
  requestAnswer,
  REQUEST_FAILED,
  RESPONSE_FAILED,
  type Call,
  type CallContext,
  type RequestDeps,
} from '../../app/lib/request.server.ts';
import { startSession } from '../../app/session.server.ts';
import type { Locale } from '../../common/messages.ts';

const BASE = 'http://backend.test/';

function makeCtx(url = 'http://shop.test/home/index', headers?: HeadersInit): CallContext {
  return { request: new Request(url, { headers }), context: {} as unknown as CallContext['context'] };
}

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });
}

const ok = (data: unknown = null) => json({ code: 0, msg: '', data });

/** Deps that record every outgoing request and answer with `reply`. */
function setup(reply: (req: Request) => Response | Promise<Response> = () => ok(), locale: Locale = 'zh-CN') {
  const sent: Request[] = [];
  const deps: RequestDeps = {
    baseUrl: BASE,
    locale: () => locale,
    fetch: async (_ctx, req) => {
      sent.push(req);
      return reply(req);
    },
  };
  return { deps, sent, last: () => sent.at(-1) as Request };
}

/** Runs a call and answers what it threw (or fails if it did not throw). */
async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

async function expectApiError(promise: Promise<unknown>, code: number, text: string) {
  const error = await thrown(promise);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code, message: text });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('buildRequest', () => {
  const base = { locale: 'zh-CN' as const, baseUrl: BASE, now: 1_700_000_000_123 };

  it('adds time and token to the query of a GET, with no body', async () => {
    const req = buildRequest({ path: 'rest/customer/info' }, { ...base, token: 'tok' });
    const url = new URL(req.url);
    expect(req.method).toBe('GET');
    expect(url.origin + url.pathname).toBe('http://backend.test/rest/customer/info');
    expect(url.searchParams.get('time')).toBe('1700000000123');
    expect(url.searchParams.get('token')).toBe('tok');
    expect(req.body).toBeNull();
    expect(req.headers.get('Content-Type')).toBeNull();
  });

  it('leaves the token out when there is none', () => {
    const req = buildRequest({ method: 'POST', path: 'rest/customer/login', body: { a: 1 } }, base);
    expect(new URL(req.url).searchParams.has('token')).toBe(false);
    expect(new URL(req.url).searchParams.get('time')).toBe('1700000000123');
  });

  it('joins paths to the base with or without slashes', () => {
    expect(buildRequest({ path: '/rest/customer/update' }, base).url).toMatch(
      /^http:\/\/backend\.test\/rest\/customer\/update\?/,
    );
    expect(buildRequest({ path: 'goods/list' }, { ...base, baseUrl: 'http://backend.test/api' }).url).toMatch(
      /^http:\/\/backend\.test\/api\/goods\/list\?/,
    );
  });

  it('adds the call query, dropping empty values', () => {
    const req = buildRequest(
      { path: 'goods/list', query: { page: 2, isAsc: false, keyword: '螺丝', a: '', b: undefined } },
      base,
    );
    const params = new URL(req.url).searchParams;
    expect(params.get('page')).toBe('2');
    expect(params.get('isAsc')).toBe('false');
    expect(params.get('keyword')).toBe('螺丝');
    expect(params.has('a')).toBe(false);
    expect(params.has('b')).toBe(false);
  });

  it('sends X-Requested-With, Accept and Accept-Language', () => {
    const zh = buildRequest({ path: 'x' }, base);
    expect(zh.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(zh.headers.get('Accept')).toBe('application/json');
    expect(zh.headers.get('Accept-Language')).toBe('zh-CN');
    expect(buildRequest({ path: 'x' }, { ...base, locale: 'en' }).headers.get('Accept-Language')).toBe('en');
  });

  it('has a 60 s timeout signal', () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const req = buildRequest({ path: 'x' }, base);
    expect(req.signal).toBeInstanceOf(AbortSignal);
    expect(req.signal.aborted).toBe(false);
    expect(timeout).toHaveBeenCalledWith(60_000);
  });

  it('form-encodes a POST body with the token and lists as repeated keys', async () => {
    const req = buildRequest(
      {
        method: 'POST',
        path: 'car/delete',
        body: { ids: [1, 2, 3], note: '备注 & more', skip: undefined, none: null },
      },
      { ...base, token: 'tok' },
    );
    expect(req.method).toBe('POST');
    expect(req.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    const body = new URLSearchParams(await req.text());
    expect(body.getAll('ids')).toEqual(['1', '2', '3']);
    expect(body.get('note')).toBe('备注 & more');
    expect(body.get('token')).toBe('tok');
    expect(body.has('skip')).toBe(false);
    expect(body.has('none')).toBe(false);
    expect(new URL(req.url).searchParams.get('token')).toBe('tok');
  });

  it('sends JSON when asked, with the token in the body', async () => {
    const req = buildRequest(
      {
        method: 'POST',
        path: 'rest/customer/update',
        json: true,
        body: { linkman: '张三', tags: ['a'], nested: { x: 1 } },
      },
      { ...base, token: 'tok' },
    );
    expect(req.headers.get('Content-Type')).toBe('application/json');
    expect(await req.json()).toEqual({ linkman: '张三', tags: ['a'], nested: { x: 1 }, token: 'tok' });
  });

  it('throws for a body form encoding cannot carry', () => {
    expect(() => buildRequest({ method: 'POST', path: 'x', body: { address: { city: '上海' } } }, base)).toThrow();
  });
});

describe('request: SPEC §7 conventions', () => {
  it('adds a millisecond timestamp and sends no token without a session', async () => {
    const { deps, last } = setup();
    const before = Date.now();
    await request(makeCtx(), { path: 'rest/customer/info' }, deps);
    const after = Date.now();
    const url = new URL(last().url);
    const time = Number(url.searchParams.get('time'));
    expect(Number.isInteger(time)).toBe(true);
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(after);
    expect(url.searchParams.has('token')).toBe(false);
    expect(last().method).toBe('GET');
  });

  it('uses the token of the call on the query of a GET', async () => {
    const { deps, last } = setup();
    await request(makeCtx(), { path: 'rest/customer/info', token: 'fresh-token' }, deps);
    expect(new URL(last().url).searchParams.get('token')).toBe('fresh-token');
    expect(last().body).toBeNull();
  });

  it('takes the token from the session cookie', async () => {
    const setCookie = await startSession(new Request('http://shop.test/'), 'session-token', 0);
    const cookie = setCookie.split(';')[0] as string;
    const { deps, last } = setup();
    await request(makeCtx('http://shop.test/home/index', { Cookie: cookie }), { method: 'POST', path: 'x' }, deps);
    expect(new URL(last().url).searchParams.get('token')).toBe('session-token');
    expect(new URLSearchParams(await last().text()).get('token')).toBe('session-token');
  });

  it('sends a non-GET call form-urlencoded with the token in query and body', async () => {
    const { deps, last } = setup();
    await request(
      makeCtx(),
      { method: 'POST', path: 'collection/cancel', body: { ids: ['7', '8'], flag: true }, token: 'tok' },
      deps,
    );
    const req = last();
    expect(req.method).toBe('POST');
    expect(req.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URL(req.url).searchParams.get('token')).toBe('tok');
    const body = await req.text();
    expect(body).toContain('ids=7&ids=8');
    const params = new URLSearchParams(body);
    expect(params.getAll('ids')).toEqual(['7', '8']);
    expect(params.get('flag')).toBe('true');
    expect(params.get('token')).toBe('tok');
  });

  it('sends JSON when the call asks for it', async () => {
    const { deps, last } = setup();
    await request(
      makeCtx(),
      { method: 'POST', path: '/rest/customer/update', json: true, body: { email: 'a@b.cn' }, token: 'tok' },
      deps,
    );
    expect(last().headers.get('Content-Type')).toBe('application/json');
    expect(await last().json()).toEqual({ email: 'a@b.cn', token: 'tok' });
    expect(new URL(last().url).pathname).toBe('/rest/customer/update');
  });

  it('sends X-Requested-With and the Accept-Language of the locale', async () => {
    const zh = setup();
    await request(makeCtx(), { path: 'x' }, zh.deps);
    expect(zh.last().headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(zh.last().headers.get('Accept-Language')).toBe('zh-CN');
    const en = setup(() => ok(), 'en');
    await request(makeCtx(), { path: 'x' }, en.deps);
    expect(en.last().headers.get('Accept-Language')).toBe('en');
  });

  it('gives the request an abort signal of 60 s', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { deps, last } = setup();
    await request(makeCtx(), { path: 'x' }, deps);
    expect(last().signal).toBeInstanceOf(AbortSignal);
    expect(last().signal.aborted).toBe(false);
    expect(timeout).toHaveBeenCalledWith(60_000);
  });

  it('passes the call context to fetch', async () => {
    const ctx = makeCtx();
    const fetch = vi.fn<RequestDeps['fetch']>(async () => ok());
    await request(ctx, { path: 'x' }, { baseUrl: BASE, locale: () => 'zh-CN', fetch });
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0]).toBe(ctx);
  });
});

describe('request: SPEC §8 error catalogue', () => {
  it('answers data when code is 0', async () => {
    const { deps } = setup(() => ok({ token: 'abc', list: [1, 2] }));
    await expect(request(makeCtx(), { path: 'x' }, deps)).resolves.toEqual({ token: 'abc', list: [1, 2] });
  });

  it('keeps a success’s own words with its data, for the console’s toast', async () => {
    const { deps } = setup(() => json({ code: 0, msg: '已确认到账', data: { id: 7 } }));
    await expect(requestAnswer(makeCtx(), { path: 'x' }, deps)).resolves.toEqual({
      data: { id: 7 },
      message: '已确认到账',
    });
    const { deps: silent } = setup(() => ok(), 'en');
    await expect(requestAnswer(makeCtx(), { path: 'x' }, silent)).resolves.toEqual({
      data: null,
      message: 'Operation succeeded',
    });
  });

  it('answers falsy data as it is', async () => {
    const { deps } = setup(() => ok(0));
    await expect(request(makeCtx(), { path: 'x' }, deps)).resolves.toBe(0);
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['msg', { code: 1, msg: '库存不足', data: null }, 1, '库存不足'],
    ['message when msg is absent', { code: 10040, message: '请求的数据不存在', data: null }, 10040, '请求的数据不存在'],
    ['message when msg is empty', { code: 10001, msg: '', message: '请填写用户名' }, 10001, '请填写用户名'],
    ['msg over message', { code: 10060, msg: '库存已变化', message: 'other' }, 10060, '库存已变化'],
    ['未知错误 when both are absent', { code: 10030 }, 10030, '未知错误'],
    ['未知错误 when both are empty', { code: 1, msg: '', message: '' }, 1, '未知错误'],
  ])('throws ApiError with %s', async (_label, envelope, code, text) => {
    const { deps } = setup(() => json(envelope));
    await expectApiError(request(makeCtx(), { path: 'x' }, deps), code, text);
  });

  it('says unknown error in English for an English visitor', async () => {
    const { deps } = setup(() => json({ code: 1 }), 'en');
    await expectApiError(request(makeCtx(), { path: 'x' }, deps), 1, 'Unknown error');
  });

  describe.each([10020, 10021])('code %d (session ended)', (code) => {
    it('redirects to login and clears the session cookie by default', async () => {
      const { deps } = setup(() => json({ code, msg: '登录已失效，请重新登录' }));
      const error = await thrown(request(makeCtx('http://shop.test/userCenter/order?page=2'), { path: 'x' }, deps));
      expect(error).toBeInstanceOf(Response);
      const response = error as Response;
      expect(response.status).toBe(302);
      const location = response.headers.get('Location') ?? '';
      expect(location.startsWith('/home/login?redirectTo=')).toBe(true);
      expect(location).toBe(`/home/login?redirectTo=${encodeURIComponent('/userCenter/order?page=2')}`);
      const setCookie = response.headers.get('Set-Cookie') ?? '';
      expect(setCookie).toMatch(/^caigou_session=;/);
      expect(setCookie).toMatch(/Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
    });

    it("redirects too when onSessionEnded is 'redirect'", async () => {
      const { deps } = setup(() => json({ code }));
      const error = await thrown(request(makeCtx(), { path: 'x', onSessionEnded: 'redirect' }, deps));
      expect(error).toBeInstanceOf(Response);
      expect((error as Response).headers.get('Location')).toBe('/home/login?redirectTo=%2Fhome%2Findex');
    });

    it("throws ApiError when onSessionEnded is 'throw'", async () => {
      const { deps } = setup(() => json({ code, msg: '登录已过期，请重新登录' }));
      await expectApiError(
        request(makeCtx(), { path: 'x', onSessionEnded: 'throw' }, deps),
        code,
        '登录已过期，请重新登录',
      );
    });
  });

  describe('a call that cannot be built', () => {
    it.each<[string, Call, string]>([
      ['a nested object in a form body', { method: 'POST', path: 'x', body: { address: { city: '上海' } } }, BASE],
      ['an array of objects in a form body', { method: 'POST', path: 'x', body: { lines: [{ id: 1 }] } }, BASE],
      ['an invalid base URL', { path: 'x' }, 'not a url'],
    ])('throws REQUEST_FAILED for %s, without fetching', async (_label, call, baseUrl) => {
      const { deps, sent } = setup();
      await expectApiError(request(makeCtx(), call, { ...deps, baseUrl }), REQUEST_FAILED, '请求异常');
      expect(sent).toHaveLength(0);
    });

    it('says so in English for an English visitor', async () => {
      const { deps } = setup(() => ok(), 'en');
      await expectApiError(
        request(makeCtx(), { path: 'x' }, { ...deps, baseUrl: '::' }),
        REQUEST_FAILED,
        'Request error',
      );
    });
  });

  describe('an answer that cannot be read', () => {
    it.each<[string, () => Response | Promise<Response>]>([
      ['a fetch that rejects', () => Promise.reject(new TypeError('fetch failed'))],
      ['a fetch that is aborted', () => Promise.reject(new DOMException('timed out', 'TimeoutError'))],
      ['HTTP 500', () => json({ code: 0, data: 1 }, { status: 500 })],
      ['HTTP 404', () => json({ code: 0, data: 1 }, { status: 404 })],
      ['HTTP 413', () => new Response('too large', { status: 413 })],
      ['a non-JSON body', () => new Response('<html>bad gateway</html>', { status: 200 })],
      ['an empty body', () => new Response('', { status: 200 })],
      ['JSON without a code', () => json({ msg: 'ok', data: 1 })],
      ['JSON with a string code', () => json({ code: '0', data: 1 })],
      ['JSON null', () => json(null)],
      ['a JSON number', () => json(0)],
      ['a JSON array', () => json([{ code: 0 }])],
    ])('throws RESPONSE_FAILED for %s', async (_label, reply) => {
      const { deps } = setup(reply);
      await expectApiError(request(makeCtx(), { path: 'x' }, deps), RESPONSE_FAILED, '响应异常');
    });

    it('says so in English for an English visitor', async () => {
      const { deps } = setup(() => new Response('nope'), 'en');
      await expectApiError(request(makeCtx(), { path: 'x' }, deps), RESPONSE_FAILED, 'Response error');
    });
  });

  it('uses distinct client codes that no backend code shares', () => {
    expect(REQUEST_FAILED).not.toBe(RESPONSE_FAILED);
    expect(REQUEST_FAILED).toBeLessThan(0);
    expect(RESPONSE_FAILED).toBeLessThan(0);
  });
});
