import type { InvoiceIssueForm, InvoiceRecord } from '../../../common/areas/invoices/invoice.ts';
import { InvoiceType } from '../../../common/areas/invoices/invoice.ts';
import type {
  ConsoleInvoiceOrder,
  ConsoleInvoiceReversal,
  ConsoleInvoiceRows,
  ConsoleInvoiceStatement,
  InvoiceQueue,
  InvoiceQueueQuery,
} from '../../../common/areas/invoices/console.ts';
import { CertStatus } from '../../../common/areas/certification/transitions.ts';
import { StatementState } from '../../../common/areas/statements/transitions.ts';
import { Code, type Page } from '../../../common/envelope.ts';
import { moneyToText, moneyToWire, separateTax, type Money } from '../../../common/money.ts';
import { shanghaiMonth, wireTime } from '../../../common/time.ts';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/types.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError, notFound, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { onePage } from '../../services/paging.ts';
import { fieldsOf } from '../certification/index.ts';
import { INVOICE_CONTENT_TYPES, invoiceFileType, type InvoiceFileType } from './invoice-file.ts';
import { invoiceToWire } from './invoice-rows.ts';
import {
  invoiceableOrders,
  invoiceableStatements,
  orderInvoiceDue,
  ordersAwaitingInvoice,
  refundsAwaitingReversal,
  statementInvoiceDue,
  statementsAwaitingInvoice,
} from './invoice-waiting.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { audit } from '../../services/audit.ts';
import { assertMay } from '../../services/staff-permission.ts';

const yuan = (amount: number) => moneyToWire(Number(amount) as Money);
const staffInvoiceHref = (id: number) => `/admin/invoices/file/${id}`;

/** What a blue invoice is issued for: an offline-paid order, or a confirmed statement. */
export type InvoiceTarget = { target: 'order' | 'statement'; targetId: number };

/**
 * Invoicing on the staff's side: the 待开票 queue (offline-paid orders with their
 * header, confirmed statements for consolidated invoicing) and the 红字 queue (refunds on invoiced
 * orders); issuing a blue invoice with its number, date, 价税分离 amounts and file; a red one for a
 * refund. 专票 goes only to a certified general taxpayer whose header's tax code is its credit code.
 */
export function invoiceConsoleService({ db, clock, files }: Deps) {
  /** What is still to invoice for a target, and the company, header and state behind it. */
  const due = async (trx: Db, { target, targetId }: InvoiceTarget) => {
    if (target === 'order') {
      const order = await trx
        .selectFrom('orders')
        .select([
          'id',
          'company_id',
          'order_no',
          'pay_type_id',
          'is_pay',
          'order_status',
          'invoice_type',
          'invoice_unit_name',
          'invoice_taxcode',
        ])
        .where('id', '=', targetId)
        .executeTakeFirst();
      if (!order) throw notFound();
      const waiting = await invoiceableOrders(trx)
        .select((eb) => orderInvoiceDue(eb).as('due'))
        .where('orders.id', '=', order.id)
        .executeTakeFirst();
      if (!waiting) throw refused('invoiceNotIssuable');
      return {
        companyId: order.company_id,
        label: order.order_no,
        max: Number(waiting.due),
        invoiceType: order.invoice_type,
        unitName: order.invoice_unit_name,
        taxcode: order.invoice_taxcode,
        statementState: null,
      };
    }
    const statement = await invoiceableStatements(trx)
      .leftJoin('invoice_header', 'invoice_header.company_id', 'statement.company_id')
      .select([
        'statement.id',
        'statement.company_id',
        'statement.balance_num',
        'statement.state',
        'invoice_header.invoice_type',
        'invoice_header.unit_name',
        'invoice_header.taxcode',
      ])
      .select((eb) => statementInvoiceDue(eb).as('due'))
      .where('statement.id', '=', targetId)
      .executeTakeFirst();
    if (!statement) {
      const exists = await trx.selectFrom('statement').select('id').where('id', '=', targetId).executeTakeFirst();
      throw exists ? refused('invoiceNotIssuable') : notFound();
    }
    if (statement.unit_name === null) throw refused('invoiceNotIssuable');
    return {
      companyId: statement.company_id,
      label: statement.balance_num,
      max: Number(statement.due),
      invoiceType: statement.invoice_type ?? InvoiceType.ordinary,
      unitName: statement.unit_name,
      taxcode: statement.taxcode ?? '',
      statementState: statement.state,
    };
  };

  /** 专票: the company's passed certification says general taxpayer, with the header's tax code as its credit code. */
  const assertSpecialAllowed = async (companyId: number, taxcode: string) => {
    const cert = await db
      .selectFrom('certification')
      .select('fields_json')
      .where('company_id', '=', companyId)
      .where('cert_status', '=', CertStatus.passed)
      .executeTakeFirst();
    const fields = cert ? fieldsOf(cert) : undefined;
    const ok =
      fields !== undefined &&
      String(fields.taxpayerZg ?? '') === '1' &&
      String(fields.socialCreditCode ?? '').toUpperCase() === taxcode.toUpperCase();
    if (!ok) throw refused('invoiceSpecialNotAllowed');
  };

  /**
   * Stores the file under a name of its month, invoice number, content hash and a random part: a
   * refused issue removes what it stored, so no two uploads may share a name (the same file sent
   * again under a number already used would otherwise remove the first invoice's file).
   */
  const store = async (bytes: Uint8Array, type: InvoiceFileType, invoiceNo: string) => {
    const now = clock.now();
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    const nonce = randomBytes(8).toString('hex');
    const path = `${shanghaiMonth(now).replace('-', '')}-invoice-${invoiceNo}-${hash}-${nonce}.${type}`;
    await files.put(path, bytes);
    return path;
  };

  /** The columns every invoice records from its form: number, date, 价税分离 amounts, file, who and when. */
  const numbered = (
    form: InvoiceIssueForm,
    amount: Money,
    file: { path: string; type: InvoiceFileType },
    actor: StaffActor,
    now: number,
  ) => {
    const split = separateTax(amount, form.taxRate);
    return {
      invoice_code: form.invoiceCode,
      invoice_no: form.invoiceNo,
      issue_date: form.issueDate,
      amount,
      net_amount: split.net,
      tax_amount: split.tax,
      tax_rate: form.taxRate,
      file_path: file.path,
      file_type: file.type,
      staff_id: actor.staffId,
      created_at: now,
    };
  };

  const loadInvoice = async (id: number) => {
    const row = await db.selectFrom('invoice').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  const toWire = async (id: number): Promise<InvoiceRecord> => {
    const row = await loadInvoice(id);
    const statement = row.statement_id
      ? await db.selectFrom('statement').select('balance_num').where('id', '=', row.statement_id).executeTakeFirst()
      : undefined;
    return invoiceToWire(row, staffInvoiceHref, statement?.balance_num ?? null);
  };

  /** Offline-paid orders without a blue invoice (credit orders go with their statement). */
  const orderQueue = async (query: InvoiceQueueQuery): Promise<Page<ConsoleInvoiceOrder>> => {
    let filter = ordersAwaitingInvoice(db).innerJoin('company', 'company.id', 'orders.company_id');
    if (query.id !== undefined) filter = filter.where('orders.id', '=', query.id);
    const list = filter
      .select([
        'orders.id',
        'orders.order_no',
        'orders.invoice_type',
        'orders.invoice_unit_name',
        'orders.pay_time',
        'company.name as company',
      ])
      .select((eb) => orderInvoiceDue(eb).as('due'))
      .orderBy('orders.pay_time')
      .orderBy('orders.id');
    const { rows, total } = await onePage(list, filter, query);
    return {
      list: rows.map((row) => ({
        id: row.id,
        orderNo: row.order_no,
        company: row.company,
        invoiceType: row.invoice_type,
        unitName: row.invoice_unit_name,
        amount: yuan(row.due),
        paidDate: row.pay_time === null ? null : wireTime(row.pay_time),
      })),
      total,
    };
  };

  /** Confirmed statements (and overdue ones) without a blue invoice, for consolidated invoicing. */
  const statementQueue = async (query: InvoiceQueueQuery): Promise<Page<ConsoleInvoiceStatement>> => {
    let filter = statementsAwaitingInvoice(db)
      .innerJoin('company', 'company.id', 'statement.company_id')
      // One header per company at most: the join never repeats a statement.
      .leftJoin('invoice_header', 'invoice_header.company_id', 'statement.company_id');
    if (query.id !== undefined) filter = filter.where('statement.id', '=', query.id);
    const list = filter
      .select([
        'statement.id',
        'statement.balance_num',
        'statement.state',
        'statement.confirmed_at',
        'company.name as company',
        'invoice_header.invoice_type',
      ])
      .select((eb) => statementInvoiceDue(eb).as('due'))
      .orderBy('statement.confirmed_at')
      .orderBy('statement.id');
    const { rows, total } = await onePage(list, filter, query);
    return {
      list: rows.map((row) => ({
        id: row.id,
        balanceNum: row.balance_num,
        company: row.company,
        state: row.state,
        invoiceType: row.invoice_type ?? InvoiceType.ordinary,
        amount: yuan(row.due),
        confirmedDate: row.confirmed_at === null ? null : wireTime(row.confirmed_at),
      })),
      total,
    };
  };

  /** Refunds on an invoiced order, made after its blue invoice, without their red one. */
  const reversalQueue = async (query: InvoiceQueueQuery): Promise<Page<ConsoleInvoiceReversal>> => {
    let filter = refundsAwaitingReversal(db)
      .innerJoin('orders', 'orders.id', 'refund.order_id')
      .innerJoin('company', 'company.id', 'refund.company_id');
    if (query.id !== undefined) filter = filter.where('refund.id', '=', query.id);
    const list = filter
      .select([
        'refund.id',
        'refund.order_id',
        'refund.amount',
        'refund.created_at',
        'orders.order_no',
        'blue.id as invoice_id',
        'blue.invoice_no',
        'company.name as company',
      ])
      .orderBy('refund.created_at')
      .orderBy('refund.id');
    const { rows, total } = await onePage(list, filter, query);
    return {
      list: rows.map((row) => ({
        refundId: row.id,
        orderId: row.order_id,
        orderNo: row.order_no,
        company: row.company,
        invoiceId: row.invoice_id,
        invoiceNo: row.invoice_no,
        amount: yuan(row.amount),
        refundDate: wireTime(row.created_at),
      })),
      total,
    };
  };

  const queues = { orders: orderQueue, statements: statementQueue, reversals: reversalQueue };

  const numberTaken = (error: unknown) => {
    if (uniqueViolation(error)) return refused('invoiceNumberUsed');
    return error;
  };

  return {
    /**
     * One of the 待开票 and 红字 queues, a page at a time, oldest first: what waited longest is
     * done first, and a queue longer than a page goes on to the next instead of being cut short.
     * Each is ordered by its time and then its id, so rows with the same time keep their place
     * from one page to the next. With `id`, only that row, if it still waits.
     */
    async queue<Q extends InvoiceQueue>(
      actor: StaffActor,
      name: Q,
      query: InvoiceQueueQuery,
    ): Promise<Page<ConsoleInvoiceRows[Q]>> {
      assertMay(actor, 'view');
      const page = await queues[name](query);
      return page as Page<ConsoleInvoiceRows[Q]>;
    },

    /** The invoices of an order or a statement, for the console's detail screens. */
    async invoicesOf(actor: StaffActor, target: InvoiceTarget): Promise<InvoiceRecord[]> {
      assertMay(actor, 'view');
      const rows = await db
        .selectFrom('invoice')
        .select('id')
        .where(target.target === 'order' ? 'order_id' : 'statement_id', '=', target.targetId)
        .orderBy('id')
        .execute();
      return Promise.all(rows.map((row) => toWire(row.id)));
    },

    /**
     * Issues a blue invoice. Its amount is at most what is left to invoice; the order's (or
     * statement's) row is held while it is checked and written, so two issues of one target are
     * one after the other and the second finds the first; a statement moves 2 → 4 with it.
     */
    async issue(
      actor: StaffActor,
      target: InvoiceTarget,
      form: InvoiceIssueForm,
      file: Uint8Array,
    ): Promise<InvoiceRecord> {
      assertMay(actor, 'issueInvoice');
      const type = await invoiceFileType(file);
      const draft = await due(db, target);
      if (form.invoiceType === InvoiceType.special) await assertSpecialAllowed(draft.companyId, draft.taxcode);
      // One blue invoice per order or statement, so it is for the whole amount due: a part would leave
      // the rest with no way to be invoiced.
      if (form.amount !== draft.max) throw refused('invoiceAmountNotDue', { max: moneyToText(draft.max as Money, 2) });
      const path = await store(file, type, form.invoiceNo);
      const now = clock.now();
      try {
        const id = await db.transaction().execute(async (trx) => {
          // Hold the target's row: a second issue waits here, then finds this one.
          if (target.target === 'order')
            await trx
              .updateTable('orders')
              .set((eb) => ({ is_pay: eb.ref('is_pay') }))
              .where('id', '=', target.targetId)
              .execute();
          else
            await trx
              .updateTable('statement')
              .set((eb) => ({ state: eb.ref('state') }))
              .where('id', '=', target.targetId)
              .execute();
          const issued = await trx
            .selectFrom('invoice')
            .select('id')
            .where(target.target === 'order' ? 'order_id' : 'statement_id', '=', target.targetId)
            .where('kind', '=', 'blue')
            .executeTakeFirst();
          if (issued) throw new AppError(Code.conflict, 'invoiceAlreadyIssued');
          const fresh = await due(trx, target);
          // Checked again with the row held: a refund recorded meanwhile lowers what is due.
          if (form.amount !== fresh.max)
            throw refused('invoiceAmountNotDue', { max: moneyToText(fresh.max as Money, 2) });
          const inserted = await trx
            .insertInto('invoice')
            .values({
              company_id: fresh.companyId,
              order_id: target.target === 'order' ? target.targetId : null,
              statement_id: target.target === 'statement' ? target.targetId : null,
              kind: 'blue',
              invoice_type: form.invoiceType,
              unit_name: fresh.unitName,
              taxcode: fresh.taxcode,
              ...numbered(form, form.amount, { path, type }, actor, now),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (target.target === 'statement' && fresh.statementState === StatementState.confirmed)
            await trx
              .updateTable('statement')
              .set({ state: StatementState.invoiced, updated_at: now })
              .where('id', '=', target.targetId)
              .where('state', '=', StatementState.confirmed)
              .execute();
          await audit(
            trx,
            actor,
            {
              action: 'invoice.issue',
              entity: target.target === 'order' ? 'order' : 'statement',
              entityId: target.targetId,
              label: fresh.label,
              after: {
                invoiceNo: `${form.invoiceCode}${form.invoiceNo}`,
                amount: moneyToText(form.amount, 2),
                type: form.invoiceType,
              },
            },
            now,
          );
          return inserted.id;
        });
        return toWire(id);
      } catch (error) {
        await files.remove(path);
        throw numberTaken(error);
      }
    },

    /** A red invoice for a refund on an invoiced order: once per refund, at most the refund's amount. */
    async reverse(
      actor: StaffActor,
      refundId: number,
      form: InvoiceIssueForm,
      file: Uint8Array,
    ): Promise<InvoiceRecord> {
      assertMay(actor, 'issueInvoice');
      const type = await invoiceFileType(file);
      const refund = await db.selectFrom('refund').selectAll().where('id', '=', refundId).executeTakeFirst();
      if (!refund) throw notFound();
      const blue = await db
        .selectFrom('invoice')
        .selectAll()
        .where('order_id', '=', refund.order_id)
        .where('kind', '=', 'blue')
        .executeTakeFirst();
      // A refund made before the invoice is already left out of it: only later ones reverse it.
      if (!blue || refund.created_at <= blue.created_at) throw refused('invoiceNothingToReverse');
      if (form.amount > Number(refund.amount))
        throw refused('invoiceAmountTooHigh', { max: moneyToText(refund.amount as Money, 2) });
      const path = await store(file, type, form.invoiceNo);
      const now = clock.now();
      try {
        const id = await db.transaction().execute(async (trx) => {
          // Hold the blue invoice: reversals of several refunds are counted one after the other, and
          // together never take back more than it holds.
          await trx
            .updateTable('invoice')
            .set((eb) => ({ kind: eb.ref('kind') }))
            .where('id', '=', blue.id)
            .execute();
          const done = await trx
            .selectFrom('invoice')
            .select('id')
            .where('refund_id', '=', refund.id)
            .executeTakeFirst();
          if (done) throw refused('invoiceNothingToReverse');
          const reversed = await trx
            .selectFrom('invoice')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
            .where('reverses_id', '=', blue.id)
            .executeTakeFirstOrThrow();
          const left = Number(blue.amount) + Number(reversed.total);
          if (form.amount > left) throw refused('invoiceAmountTooHigh', { max: moneyToText(left as Money, 2) });
          const inserted = await trx
            .insertInto('invoice')
            .values({
              company_id: blue.company_id,
              order_id: blue.order_id,
              statement_id: null,
              kind: 'red',
              reverses_id: blue.id,
              refund_id: refund.id,
              invoice_type: blue.invoice_type,
              unit_name: blue.unit_name,
              taxcode: blue.taxcode,
              ...numbered(form, -form.amount as Money, { path, type }, actor, now),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await audit(
            trx,
            actor,
            {
              action: 'invoice.reverse',
              entity: 'order',
              entityId: refund.order_id,
              label: blue.invoice_no,
              after: {
                invoiceNo: `${form.invoiceCode}${form.invoiceNo}`,
                amount: moneyToText(-form.amount as Money, 2),
              },
            },
            now,
          );
          return inserted.id;
        });
        return toWire(id);
      } catch (error) {
        await files.remove(path);
        if (uniqueViolation(error) === 'refund_id') throw refused('invoiceNothingToReverse');
        throw numberTaken(error);
      }
    },

    /** An invoice's file, for any staff member. */
    async file(actor: StaffActor, id: number) {
      assertMay(actor, 'view');
      const row = await loadInvoice(id);
      const bytes = await files.open(row.file_path);
      if (!bytes) throw notFound();
      const type = row.file_type as InvoiceFileType;
      return { name: `${row.invoice_code}${row.invoice_no}.${type}`, bytes, type: INVOICE_CONTENT_TYPES[type] };
    },
  };
}
