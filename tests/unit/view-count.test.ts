import { describe, expect, it } from 'vitest';
import { createViewCounter } from '../../app/lib/view-count.ts';

const request = (path: string) => new Request(`http://shop.test${path}`);

describe('views of goods pages served from memory', () => {
  it('counts goods detail pages only, and adds them in one batch per goods', async () => {
    const batches: [number, number][][] = [];
    const counter = createViewCounter({ add: async (views) => void batches.push([...views]), everyMs: 60_000 });
    for (const path of [
      '/home/details/5',
      '/home/details/5',
      '/home/details/82435',
      '/home/goods/138',
      '/home/details/x',
    ])
      counter.seen(request(path));
    counter.seen(request('/home/details/5?lng=en'));
    await counter.flush();
    expect(batches).toEqual([
      [
        [5, 3],
        [82435, 1],
      ],
    ]);
    // Nothing new, nothing added; stopping adds what is left.
    await counter.flush();
    counter.seen(request('/home/details/7'));
    await counter.stop();
    expect(batches).toEqual([
      [
        [5, 3],
        [82435, 1],
      ],
      [[7, 1]],
    ]);
  });

  it('a failed batch is reported, and counting goes on', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const added: [number, number][] = [];
    const counter = createViewCounter({
      add: async (views) => {
        if (fail) throw new Error('database gone');
        added.push(...views);
      },
      everyMs: 60_000,
      onError: (error) => errors.push(error),
    });
    counter.seen(request('/home/details/5'));
    await counter.flush();
    expect(errors).toHaveLength(1);
    fail = false;
    counter.seen(request('/home/details/6'));
    await counter.stop();
    expect(added).toEqual([[6, 1]]);
  });
});
