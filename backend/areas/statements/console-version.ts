import { sql } from 'kysely';
import { shanghaiDate } from '../../../common/time.ts';
import type { Db } from '../../db/types.ts';
import type { StatementRow } from './statement-rows.ts';

/**
 * A new version: the current one's lines copied, plus an adjustment when there is one; the
 * statement's total follows its lines. The old version stays, as it was sent.
 */
export async function newVersion(
  trx: Db,
  row: StatementRow,
  adjustment: { amount: number; note: string } | null,
  now: number,
) {
  const version = row.version + 1;
  await trx
    .insertInto('statement_line')
    .columns([
      'statement_id',
      'version',
      'kind',
      'ref_id',
      'order_id',
      'order_no',
      'occurred_on',
      'description',
      'goods_json',
      'amount',
    ])
    .expression((eb) =>
      eb
        .selectFrom('statement_line')
        .select([
          'statement_id',
          sql<number>`${version}`.as('version'),
          'kind',
          'ref_id',
          'order_id',
          'order_no',
          'occurred_on',
          'description',
          'goods_json',
          'amount',
        ])
        .where('statement_id', '=', row.id)
        .where('version', '=', row.version),
    )
    .execute();
  if (adjustment && adjustment.amount !== 0)
    await trx
      .insertInto('statement_line')
      .values({
        statement_id: row.id,
        version,
        kind: 'adjust',
        // One adjustment per version: its version names it.
        ref_id: version,
        order_id: null,
        order_no: '',
        occurred_on: shanghaiDate(now),
        description: adjustment.note,
        goods_json: null,
        amount: adjustment.amount,
      })
      .execute();
  const total = await trx
    .selectFrom('statement_line')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('statement_id', '=', row.id)
    .where('version', '=', version)
    .executeTakeFirstOrThrow();
  return { version, account_amount: Number(total.total) };
}
