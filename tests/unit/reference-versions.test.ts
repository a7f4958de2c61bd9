import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { backendContext } from '../../app/context.ts';
import type { SecondLevel } from '../../app/lib/page-cache.ts';
import {
  referenceScopeContext,
  storefrontListFilters,
  storefrontReference,
} from '../../app/lib/reference-cache.server.ts';

/**
 * The storefront's reference data kept under the request's catalogue version
 * (app/lib/reference-cache.server.ts): a staff change moves the version, so the next request in
 * any process asks again; the same version is answered from memory or from the shared level.
 */

/** A shared level in a map, as another process would have filled Redis. */
function fakeLevel() {
  const kept = new Map<string, { value: string; ttlMs: number }>();
  const level: SecondLevel = {
    get: async (key) => {
      const entry = kept.get(key);
      return entry && new TextEncoder().encode(entry.value);
    },
    set: (key, value, ttlMs) => kept.set(key, { value: String(value), ttlMs }),
  };
  return { kept, level };
}

function callContext(scope: { version: number; secondLevel?: SecondLevel }) {
  const context = new RouterContextProvider();
  context.set(referenceScopeContext, { version: async () => scope.version, secondLevel: scope.secondLevel });
  return { request: new Request('http://shop.test/home/index'), context };
}

describe('storefront reference data', () => {
  it('answers the same version from memory and asks again once the version moves', async () => {
    let calls = 0;
    const load = async () => ({ call: ++calls });
    const scope = { version: 3 };
    expect(await storefrontReference(callContext(scope), 'navigation\nzh-CN', load)).toEqual({ call: 1 });
    expect(await storefrontReference(callContext(scope), 'navigation\nzh-CN', load)).toEqual({ call: 1 });
    scope.version = 4;
    expect(await storefrontReference(callContext(scope), 'navigation\nzh-CN', load)).toEqual({ call: 2 });
    expect(await storefrontReference(callContext(scope), 'navigation\nzh-CN', load)).toEqual({ call: 2 });
  });

  it('keeps list filters apart by version too', async () => {
    let calls = 0;
    const load = async () => ({ call: ++calls });
    await storefrontListFilters(callContext({ version: 8 }), 'brands\n12\n', load);
    await storefrontListFilters(callContext({ version: 8 }), 'brands\n12\n', load);
    expect(calls).toBe(1);
    await storefrontListFilters(callContext({ version: 9 }), 'brands\n12\n', load);
    expect(calls).toBe(2);
  });

  it('takes an answer another process put in the shared level under this version', async () => {
    const { kept, level } = fakeLevel();
    kept.set('ref:21:articles\nen', { value: JSON.stringify([{ id: 1, name: 'Help' }]), ttlMs: 60_000 });
    const load = async () => {
      throw new Error('asked the backend');
    };
    expect(await storefrontReference(callContext({ version: 21, secondLevel: level }), 'articles\nen', load)).toEqual([
      { id: 1, name: 'Help' },
    ]);
  });

  it('loads again what the shared level holds but cannot be read', async () => {
    const { kept, level } = fakeLevel();
    kept.set('ref:22:articles\nen', { value: '{"cut', ttlMs: 60_000 });
    const answer = await storefrontReference(
      callContext({ version: 22, secondLevel: level }),
      'articles\nen',
      async () => ['loaded'],
    );
    expect(answer).toEqual(['loaded']);
  });

  it('puts what it loads in the shared level for a minute, under the version', async () => {
    const { kept, level } = fakeLevel();
    const answer = await storefrontReference(
      callContext({ version: 30, secondLevel: level }),
      'keywords\nzh-CN',
      async () => ['螺栓'],
    );
    expect(answer).toEqual(['螺栓']);
    expect(kept.get('ref:30:keywords\nzh-CN')).toEqual({ value: '["螺栓"]', ttlMs: 60_000 });
  });

  it('asks the backend for the catalogue version, once per request, when the context has none', async () => {
    const asked: string[] = [];
    const context = new RouterContextProvider();
    context.set(backendContext, async (request: Request) => {
      asked.push(new URL(request.url).pathname);
      return Response.json({ code: 0, msg: '', data: { storefront: 41, catalogue: 7 } });
    });
    const ctx = { request: new Request('http://shop.test/home/index'), context };
    let calls = 0;
    const load = async () => ++calls;
    await storefrontReference(ctx, 'categories\nzh-CN', load);
    await storefrontReference(ctx, 'navigation\nzh-CN#fallback', load);
    expect(asked).toEqual(['/rest/storefront/version']);
    expect(calls).toBe(2);
    // The same version from another request's context: kept.
    expect(await storefrontReference(callContext({ version: 7 }), 'categories\nzh-CN', load)).toBe(1);
  });
});
