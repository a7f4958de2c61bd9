import { describe, expect, it } from 'vitest';
import { cachedListFilters } from '../../app/lib/reference-cache.server.ts';

/** The web tier's memory of answers that are the same for everyone (app/lib/reference-cache.server.ts). */
describe('cachedListFilters', () => {
  it('asks the backend once per key, also for requests arriving together', async () => {
    let calls = 0;
    const load = async () => ({ call: ++calls });
    const [first, second] = await Promise.all([cachedListFilters('t1\n螺', load), cachedListFilters('t1\n螺', load)]);
    expect(first).toBe(second);
    expect(await cachedListFilters('t1\n螺', load)).toEqual({ call: 1 });
    expect(await cachedListFilters('t1\n钢', load)).toEqual({ call: 2 });
  });

  it('does not keep a failed answer', async () => {
    await expect(cachedListFilters('t2', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cachedListFilters('t2', async () => 'up')).toBe('up');
  });
});
