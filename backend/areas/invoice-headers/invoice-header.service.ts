import type { Selectable } from 'kysely';
import type { Page } from '../../../common/envelope.ts';
import {
  HeaderType,
  InvoiceType,
  type AddInvoiceHeaderForm,
  type InvoiceHeader,
  type UpdateInvoiceHeaderForm,
} from '../../../common/areas/invoice-headers/invoice-header.ts';
import type { Caller } from '../../caller.ts';
import type { InvoiceHeaderTable } from '../../db/tables/invoice-headers.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { notFound, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';

function toWire(row: Selectable<InvoiceHeaderTable>): InvoiceHeader {
  return {
    id: row.id,
    invoiceType: row.invoice_type,
    unitName: row.unit_name,
    taxcode: row.taxcode,
    content: row.content,
    address: row.address,
    phone: row.phone,
    bank: row.bank,
    account: row.account,
    receive: row.receive,
    mobile: row.mobile,
    email: row.email,
    headerType: HeaderType.company,
  };
}

/** The columns a form writes. An ordinary invoice's header keeps no VAT-special details: they are cleared. */
function columns(form: AddInvoiceHeaderForm) {
  const vat =
    form.invoiceType === InvoiceType.vatSpecial
      ? { address: form.address, phone: form.phone, bank: form.bank, account: form.account }
      : { address: '', phone: '', bank: '', account: '' };
  return {
    invoice_type: form.invoiceType,
    unit_name: form.unitName,
    taxcode: form.taxcode,
    content: form.content,
    ...vat,
    receive: form.receive,
    mobile: form.mobile,
    email: form.email,
  };
}

/**
 * The company's invoice header (SPEC §3 Invoice header): one per company (SPEC §2:
 * the list offers 'add' only while none exists; the table has a unique index on
 * company_id). Every query is scoped to the caller's company; another company's
 * id is not found (10040).
 */
export function invoiceHeaderService({ db, clock }: Deps) {
  const own = (caller: Caller) => db.selectFrom('invoice_header').where('company_id', '=', caller.companyId);

  return {
    /**
     * rest/invoiceHeader/my: `{ list, total }` like every list of the contract, with
     * the company's one header, or empty — so the screen's table and its 'add only
     * when none' read the same answer.
     */
    async mine(caller: Caller): Promise<Page<InvoiceHeader>> {
      const row = await own(caller).selectAll().executeTakeFirst();
      return row ? { list: [toWire(row)], total: 1 } : { list: [], total: 0 };
    },

    async info(caller: Caller, id: number): Promise<InvoiceHeader> {
      const row = await own(caller).selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      return toWire(row);
    },

    /** The company's header; answers its id. A second one is refused: the first is edited instead. */
    async add(caller: Caller, form: AddInvoiceHeaderForm): Promise<number> {
      if (await own(caller).select('id').executeTakeFirst()) throw refused('invoiceHeaderExists');
      const now = clock.now();
      try {
        const { id } = await db
          .insertInto('invoice_header')
          .values({ company_id: caller.companyId, ...columns(form), created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return id;
      } catch (error) {
        // Two adds at once: the unique index lets one through; the other gets the same refusal as the check.
        if (uniqueViolation(error) === 'company_id') throw refused('invoiceHeaderExists');
        throw error;
      }
    },

    async update(caller: Caller, form: UpdateInvoiceHeaderForm): Promise<void> {
      const result = await db
        .updateTable('invoice_header')
        .set({ ...columns(form), updated_at: clock.now() })
        .where('id', '=', form.id)
        .where('company_id', '=', caller.companyId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound();
    },
  };
}
