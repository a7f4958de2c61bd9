import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allWrites, ROOT, writesIn, type Write } from './backend-writes.ts';

/*
 * One executor per state machine (docs/decisions/0026): a machine's state column is changed by one
 * function of its area, which checks the transition table, makes the conditional update on the
 * state read and writes the audit or timeline row. Whoever takes a step (a buyer's route, the
 * console, the command line, a job, another area) calls it, so no caller can skip the table.
 *
 * An insert gives a new row its first state and is not a step. An update whose columns the code
 * does not say (a variable or a spread given to `.set()`, a builder passed on) could change the
 * state, so it too belongs in the executor.
 */

/** Each machine: its table, its state column, and the one file that may change it. */
const MACHINES = [
  { table: 'orders', column: 'order_status', executor: 'backend/areas/orders/order-transition.ts' },
  { table: 'purchase', column: 'check_status', executor: 'backend/areas/orders/purchase-transition.ts' },
  { table: 'after_sale', column: 'status', executor: 'backend/areas/after-sales/after-sale-transition.ts' },
  { table: 'company', column: 'status', executor: 'backend/areas/account/company-transition.ts' },
  {
    table: 'certification',
    column: 'cert_status',
    executor: 'backend/areas/certification/certification-transition.ts',
  },
  { table: 'contract', column: 'status', executor: 'backend/areas/contracts/contract-transition.ts' },
  { table: 'statement', column: 'state', executor: 'backend/areas/statements/statement-transition.ts' },
  { table: 'remittance', column: 'state', executor: 'backend/areas/statements/remittance-transition.ts' },
] as const;

/** An update of a machine's table that sets its state column, or may: the code does not say. */
function stepsOutside(writes: Write[]) {
  return writes.filter((write) =>
    MACHINES.some(
      ({ table, column, executor }) =>
        write.table === table &&
        write.file !== executor &&
        (write.how === 'updateTable' || write.how === 'sql') &&
        (write.sets === null || write.sets.includes(column)),
    ),
  );
}

describe("a machine's state changes in its executor alone", () => {
  it('names executors that exist', () => {
    expect(MACHINES.filter(({ executor }) => !existsSync(join(ROOT, executor))).map((m) => m.executor)).toEqual([]);
  });

  it('finds no update of a state column outside its executor', () => {
    const outside = stepsOutside(allWrites()).map(
      (write) => `${write.file}:${write.line} ${write.table} sets ${write.sets?.join(', ') ?? '(not said)'}`,
    );
    expect(outside, "call the machine's executor (its area's *-transition.ts) instead").toEqual([]);
  });

  it('tells a state change from other updates', () => {
    const source = `
      trx.updateTable('statement').set({ state: 3, updated_at: now }).where('id', '=', id);
      trx.updateTable('statement').set({ note }).where('id', '=', id);
      trx.updateTable('statement').set((eb) => ({ paid: eb('paid', '+', 1) }));
      trx.updateTable('statement').set((eb) => (confirm ? { paid: eb.ref('a') } : { recorded: eb.ref('b') }));
      trx.updateTable('statement').set({ ...change, updated_at: now });
      const update = trx.updateTable('statement');
      await sql\`update statement set state = 4 where id = \${id}\`.execute(trx);
      trx.insertInto('statement').values({ state: 0 });`;
    const steps = stepsOutside(writesIn('backend/areas/invoices/x.ts', source, 'invoices'));
    expect(steps.map((write) => write.line)).toEqual([2, 6, 7, 8]);
  });
});
