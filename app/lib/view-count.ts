/**
 * A goods' views (人气, browse_count) that no detail render counted: a visitor's page or a buyer's
 * shared copy served from the page cache (lib/page-cache.ts) makes no call to the backend's
 * detail, which is what counts a view. They are counted here in memory and added every
 * `everyMs` in one batch, goods by goods; a crash loses at most that long of views.
 */
const DETAIL_PATH = /^\/home\/details\/(\d{1,15})$/;

export function createViewCounter(options: {
  add: (views: ReadonlyMap<number, number>) => Promise<void>;
  everyMs: number;
  onError?: (error: unknown) => void;
}) {
  let views = new Map<number, number>();
  const flush = async () => {
    if (views.size === 0) return;
    const batch = views;
    views = new Map();
    await options.add(batch).catch(options.onError ?? ((error: unknown) => console.error(error)));
  };
  const timer = setInterval(() => void flush(), options.everyMs);
  // The timer alone never keeps the process running.
  timer.unref();
  return {
    /** Counts `request` if it asked for a goods detail page. */
    seen(request: Request) {
      const id = DETAIL_PATH.exec(new URL(request.url).pathname)?.[1];
      if (id) views.set(Number(id), (views.get(Number(id)) ?? 0) + 1);
    },
    flush,
    /** Stops counting and adds what was counted. */
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
