import { sql, type SelectQueryBuilder } from 'kysely';
import type { CreditSummary } from '../../../common/areas/contracts/contract.ts';
import type { UserCredit } from '../../../common/areas/account/account.ts';
import { moneyToWire, type Money } from '../../../common/money.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { wireTime } from '../../../common/time.ts';
import type { Caller } from '../../caller.ts';
import type { Database, Db } from '../../db/types.ts';
import type { Deps } from '../../services/deps.ts';
import { creditOf, type CreditTotals } from './credit-ledger.ts';

/** 授信额度, 已用额度 and 可用额度 on the wire. */
const userCreditOf = (totals: CreditTotals): UserCredit => ({
  creditLimit: moneyToWire(totals.limit),
  usedQuota: moneyToWire(totals.used),
  quota: moneyToWire(totals.available),
});

/**
 * Who sees which orders: the orders area's rule (DESIGN.md decision 2), handed in by the route,
 * since the orders area charges this ledger in its own steps and so sits above it.
 */
export interface OrdersSeen {
  seesEveryOrder: (caller: Caller) => boolean;
  visibleOrders: (db: Db, caller: Caller) => SelectQueryBuilder<Database, 'orders', object>;
}

/**
 * The company's credit as its people read it: 授信额度, 已用额度 and 可用额度, all
 * derived from the ledger, and the ledger itself, newest first, each row with what caused it
 * and the credit available after it.
 *
 * The ledger's rows follow the orders they name: an account that sees every order of the
 * company (the main account, approvers) reads the whole ledger; a purchaser, who sees only its
 * own orders, reads only the rows of those orders (their charge, cancel and refunds). The totals
 * stay the company's: they are what the purchaser may still charge. Its rows carry no running
 * balance: the company's balance after each of them would tell, row to row, what the other
 * accounts' orders took in between.
 */
export function creditService({ db }: Deps) {
  /** The ledger rows the caller may read, with what caused each. */
  const entriesOf = (caller: Caller, { seesEveryOrder, visibleOrders }: OrdersSeen) => {
    let query = db
      .selectFrom('credit_entry as e')
      .leftJoin('contract', (join) =>
        join.onRef('contract.id', '=', 'e.ref_id').on('e.kind', 'in', ['grant', 'expire']),
      )
      .leftJoin('orders', (join) => join.onRef('orders.id', '=', 'e.ref_id').on('e.kind', 'in', ['use', 'cancel']))
      .leftJoin('refund', (join) => join.onRef('refund.id', '=', 'e.ref_id').on('e.kind', '=', 'refund'))
      .leftJoin('after_sale', 'after_sale.id', 'refund.after_sale_id')
      // A remittance repays a statement; a settlement is the statement's own difference.
      .leftJoin('remittance', (join) => join.onRef('remittance.id', '=', 'e.ref_id').on('e.kind', '=', 'repay'))
      .leftJoin('statement as repaid', 'repaid.id', 'remittance.statement_id')
      .leftJoin('statement as settled', (join) => join.onRef('settled.id', '=', 'e.ref_id').on('e.kind', '=', 'settle'))
      .where('e.company_id', '=', caller.companyId);
    if (!seesEveryOrder(caller)) {
      const own = visibleOrders(db, caller).select('orders.id');
      query = query.where((eb) =>
        eb.or([
          eb.and([eb('e.kind', 'in', ['use', 'cancel']), eb('e.ref_id', 'in', own)]),
          eb.and([eb('e.kind', '=', 'refund'), eb('after_sale.order_id', 'in', own)]),
        ]),
      );
    }
    return query;
  };

  return {
    /** The user info's credit (rest/customer/info): the company's, whichever of its accounts asks. */
    userCredit: async (caller: Caller): Promise<UserCredit> => userCreditOf(await creditOf(db, caller.companyId)),

    async summary(caller: Caller, paging: { page: number; limit: number }, seen: OrdersSeen): Promise<CreditSummary> {
      const totals = await creditOf(db, caller.companyId);
      const ownOrdersOnly = !seen.seesEveryOrder(caller);
      // Statements are the main account's to open: the others read the number without a way in.
      const opensStatements = caller.accountType === CustomerAccountType.main;
      const rows = await entriesOf(caller, seen)
        .select([
          'e.id',
          'e.kind',
          'e.limit_change',
          'e.used_change',
          'e.created_at',
          'contract.contract_no',
          'orders.order_no',
          'after_sale.after_sale_no',
          'repaid.id as repaid_id',
          'repaid.balance_num as repaid_no',
          'settled.id as settled_id',
          'settled.balance_num as settled_no',
          // Running totals up to each row (window sums run before the page is cut).
          sql<number>`sum(e.limit_change) over (order by e.id)`.as('limit_total'),
          sql<number>`sum(e.used_change) over (order by e.id)`.as('used_total'),
        ])
        .orderBy('e.id', 'desc')
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit)
        .execute();
      const { total } = await entriesOf(caller, seen)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return {
        ...userCreditOf(totals),
        overLimit: moneyToWire(totals.overLimit),
        ownOrdersOnly,
        entries: {
          total: Number(total),
          list: rows.map((row) => ({
            id: row.id,
            kind: row.kind,
            reference: row.contract_no ?? row.order_no ?? row.after_sale_no ?? row.repaid_no ?? row.settled_no ?? '',
            statementId: opensStatements ? (row.repaid_id ?? row.settled_id ?? null) : null,
            limitChange: moneyToWire(Number(row.limit_change) as Money),
            usedChange: moneyToWire(Number(row.used_change) as Money),
            // Over the caller's own rows only, the running sums would be no balance at all.
            availableAfter: ownOrdersOnly
              ? null
              : moneyToWire(Math.max(0, Number(row.limit_total) - Number(row.used_total)) as Money),
            createDate: wireTime(row.created_at),
          })),
        },
      };
    },
  };
}
