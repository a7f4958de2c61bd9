import type { Db } from '../backend/db/types.ts';
import { insertInBatches } from '../backend/db/seed/batch.ts';
import { DAY_MS, SEED_EPOCH } from '../backend/db/seed/random.ts';
import { hashPassword } from '../backend/password.ts';
import { OrderStatus } from '../common/areas/orders/transitions.ts';

/**
 * Two companies whose order lists show how the list's cost grows with a company's orders: the
 * same shape of company, one with 10 orders and one with 10,000. Each main account logs in with
 * `password`; the usernames name their order counts.
 */
export const ORDER_COMPANIES = [
  { username: 'bench_orders_10', password: 'Bench12345', orders: 10 },
  { username: 'bench_orders_10000', password: 'Bench12345', orders: 10_000 },
] as const;

const HOUR_MS = 3_600_000;
/** The order states in turn, with the flags each implies, so every tab of the list has orders. */
const STATES = [
  { order_status: OrderStatus.awaitingPayment, is_pay: 0, is_send: 0, is_recevice: 0 },
  { order_status: OrderStatus.awaitingShipment, is_pay: 1, is_send: 0, is_recevice: 0 },
  { order_status: OrderStatus.awaitingReceipt, is_pay: 1, is_send: 1, is_recevice: 0 },
  { order_status: OrderStatus.completed, is_pay: 1, is_send: 1, is_recevice: 1 },
  { order_status: OrderStatus.cancelled, is_pay: 0, is_send: 0, is_recevice: 0 },
] as const;

/**
 * Creates the companies of ORDER_COMPANIES unless they exist, each with its orders inserted in
 * bulk (a purchase, an order and one line each, an hour apart, in the states in turn): going
 * through checkout 10,000 times would take longer than the benchmark and measure nothing more.
 */
export async function ensureOrderCompanies(db: Db, log: (line: string) => void): Promise<void> {
  const goods = await db
    .selectFrom('goods')
    .select(['id', 'goods_name', 'goods_image', 'sale_price'])
    .where('on_sale', '=', 1)
    .orderBy('id')
    .limit(5)
    .execute();
  for (const [index, company] of ORDER_COMPANIES.entries()) {
    const known = await db
      .selectFrom('account')
      .select('id')
      .where('username', '=', company.username)
      .executeTakeFirst();
    if (known) continue;
    log(`creating ${company.username} with ${company.orders} orders`);
    await db.transaction().execute(async (trx) => {
      const createdAt = SEED_EPOCH - 400 * DAY_MS;
      const name = `订单样本${company.orders}单有限公司`;
      const mobile = `1770000${String(index + 10).padStart(4, '0')}`;
      const { id: companyId } = await trx
        .insertInto('company')
        .values({
          name,
          linkman: '样本',
          mobile,
          email: `${company.username}@example.com`,
          status: 'approved',
          created_at: createdAt,
          vetted_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: accountId } = await trx
        .insertInto('account')
        .values({
          company_id: companyId,
          username: company.username,
          password_hash: await hashPassword(company.password),
          account_type: 0,
          linkman: '样本',
          mobile,
          email: `${company.username}@example.com`,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: headerId } = await trx
        .insertInto('invoice_header')
        .values({
          company_id: companyId,
          invoice_type: 1,
          unit_name: name,
          taxcode: '91310000MA1K000000',
          content: '商品明细',
          receive: '样本',
          mobile,
          email: `${company.username}@example.com`,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const numbers = Array.from({ length: company.orders }, (_, n) => n);
      const code = (n: number) => `${String(company.orders).padStart(5, '0')}${String(n).padStart(6, '0')}`;
      const placedAt = (n: number) => createdAt + DAY_MS + n * HOUR_MS;
      const lineOf = (n: number) => goods[n % goods.length]!;
      const purchases = await insertInBatches(
        numbers.map((n) => ({
          company_id: companyId,
          account_id: accountId,
          batch: `BENCH${code(n)}`,
          is_buy: 0,
          needs_approval: 0,
          quantity: 1,
          total_amount: Number(lineOf(n).sale_price),
          pay_type_id: 2,
          created_at: placedAt(n),
          submitted_at: placedAt(n),
        })),
        (batch) => trx.insertInto('purchase').values(batch).returning(['id', 'batch']).execute(),
      );
      const purchaseOf = new Map(purchases.map((row) => [row.batch, row.id]));
      const orders = await insertInBatches(
        numbers.map((n) => ({
          order_no: `BENCH${code(n)}`,
          company_id: companyId,
          account_id: accountId,
          purchase_id: purchaseOf.get(`BENCH${code(n)}`)!,
          consignee: '样本',
          mobile,
          area_name: '上海市上海市浦东新区',
          address: '张江路1号',
          invoice_header_id: headerId,
          invoice_type: 1,
          invoice_unit_name: name,
          invoice_taxcode: '91310000MA1K000000',
          pay_type_id: 2,
          total_amount: Number(lineOf(n).sale_price),
          actual_pay_amount: Number(lineOf(n).sale_price),
          ...STATES[n % STATES.length]!,
          created_at: placedAt(n),
        })),
        (batch) => trx.insertInto('orders').values(batch).returning(['id', 'order_no']).execute(),
      );
      await insertInBatches(
        orders.map((order) => {
          const line = lineOf(Number(order.order_no.slice(-6)));
          return {
            order_id: order.id,
            goods_id: line.id,
            goods_name: line.goods_name,
            goods_image: line.goods_image,
            goods_price: Number(line.sale_price),
            goods_quantity: 1,
            total_amount: Number(line.sale_price),
          };
        }),
        (batch) => trx.insertInto('order_item').values(batch).execute(),
      );
    });
  }
}
