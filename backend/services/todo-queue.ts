import type { SelectQueryBuilder, StringReference } from 'kysely';
import type { TodoQueue } from '../../common/areas/staff/console.ts';
import type { Database } from '../db/types.ts';

/**
 * One console queue as its area counts it for the staff's to-do (each area's `todoQueues`): how
 * many wait, the moment the oldest started waiting (null when the queue is empty or has no age),
 * and the moment the oldest is promised by (null when nothing is promised).
 */
export interface QueueCount {
  key: TodoQueue['key'];
  count: number;
  oldest: number | null;
  deadline: number | null;
}

/** What a queue's query selects: how many rows, and the oldest one's moment. */
type CountRow = { count: number | string | bigint; oldest: number | string | null };

/** A queue from its query's row; `deadlineOf` says what its oldest item is promised by, when it is. */
export async function queueCount(
  key: QueueCount['key'],
  row: Promise<CountRow>,
  deadlineOf?: (oldest: number) => number,
): Promise<QueueCount> {
  const { count, oldest } = await row;
  const since = oldest === null ? null : Number(oldest);
  return {
    key,
    count: Number(count),
    oldest: since,
    deadline: since !== null && deadlineOf ? deadlineOf(since) : null,
  };
}

/** A queue's rows counted, with the earliest of their `since` moments: what every plain queue selects. */
export function countSince<T extends keyof Database>(
  rows: SelectQueryBuilder<Database, T, object>,
  since: StringReference<Database, T>,
): Promise<CountRow> {
  return rows
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min(since).as('oldest')])
    .executeTakeFirstOrThrow() as Promise<CountRow>;
}
