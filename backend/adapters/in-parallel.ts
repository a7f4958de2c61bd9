/**
 * Runs `work` on every item, at most `limit` at a time, each worker taking the next undone item:
 * one by one, a bucket's round trips add up to seconds over a few hundred files. The first
 * failure rejects; the workers still running finish their current item.
 */
export async function inParallel<T>(
  items: Iterable<T>,
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const next = items[Symbol.iterator]();
  const worker = async () => {
    for (let item = next.next(); !item.done; item = next.next()) await work(item.value);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}
