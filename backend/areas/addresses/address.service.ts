import type { Selectable } from 'kysely';
import type { Page } from '../../../common/envelope.ts';
import {
  ADDRESSES_PER_COMPANY,
  type AddAddressForm,
  type Address,
  type UpdateAddressForm,
} from '../../../common/areas/addresses/address.ts';
import { CheckStatus } from '../../../common/areas/orders/transitions.ts';
import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/types.ts';
import type { AddressTable } from '../../db/tables/addresses.ts';
import { notFound, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { regionText } from '../../../common/areas/addresses/region-text.ts';

type AddressRow = Selectable<AddressTable>;

/** A row on the wire (SPEC §3 Address); areaName joins the names, as orders show it. */
export function addressToWire(row: AddressRow): Address {
  return {
    id: row.id,
    consignee: row.consignee,
    province: row.province,
    city: row.city,
    county: row.county,
    provinceName: row.province_name,
    cityName: row.city_name,
    countyName: row.county_name,
    areaName: regionText(row.province_name, row.city_name, row.county_name),
    address: row.address,
    mobile: row.mobile,
    phone: row.phone,
    isDefault: row.is_default === 1 ? 1 : 0,
  };
}

/**
 * The names of a province, city and county, which must be one chain of the region
 * table: the county in the city, the city in the province. Anything else (a
 * stale county left from another city, made-up ids) is an incomplete region.
 */
export async function regionNames(db: Db, form: { province: number; city: number; county: number }) {
  const rows = await db
    .selectFrom('region')
    .select(['id', 'pid', 'name', 'level'])
    .where('id', 'in', [form.province, form.city, form.county])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const province = byId.get(form.province);
  const city = byId.get(form.city);
  const county = byId.get(form.county);
  if (
    province?.level !== 1 ||
    city?.level !== 2 ||
    city.pid !== province.id ||
    county?.level !== 3 ||
    county.pid !== city.id
  ) {
    throw refused('regionIncomplete');
  }
  return { province_name: province.name, city_name: city.name, county_name: county.name };
}

/** The columns a form writes, on adding and on changing alike: what was typed, and the region's names. */
async function addressColumns(db: Db, form: AddAddressForm) {
  return {
    consignee: form.consignee,
    province: form.province,
    city: form.city,
    county: form.county,
    ...(await regionNames(db, form)),
    address: form.address,
    mobile: form.mobile,
    phone: form.phone ?? '',
  };
}

/**
 * The company's delivery addresses (SPEC §3 Address). They belong to the company,
 * so every account of it shares them; every query is scoped to the caller's
 * company and another company's ids are not found (10040).
 *
 * Exactly one address is the default whenever the company has any: the first one
 * becomes it, setting another moves it, deleting it passes it to the newest one
 * left. Unticking 'default' on the default address changes nothing, since a
 * company with addresses always has one; another address is made default instead.
 */
export function addressService({ db, dialect, clock }: Deps) {
  const own = (trx: Db, caller: Caller) => trx.selectFrom('address').where('company_id', '=', caller.companyId);

  async function findOwn(trx: Db, caller: Caller, id: number): Promise<AddressRow> {
    const row = await own(trx, caller).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  /**
   * Runs one company's address change in a transaction that queues behind any
   * other for the same company: PostgreSQL locks the company's row, SQLite runs one
   * write transaction at a time anyway. So the count under the cap and the single
   * default hold however many requests arrive together.
   */
  function forCompany<T>(caller: Caller, work: (trx: Db) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') {
        await trx.selectFrom('company').select('id').where('id', '=', caller.companyId).forUpdate().execute();
      }
      return work(trx);
    });
  }

  /** Makes one address the company's only default. */
  async function makeDefault(trx: Db, caller: Caller, id: number): Promise<void> {
    await trx
      .updateTable('address')
      .set({ is_default: 0 })
      .where('company_id', '=', caller.companyId)
      .where('id', '!=', id)
      .where('is_default', '=', 1)
      .execute();
    await trx
      .updateTable('address')
      .set({ is_default: 1 })
      .where('company_id', '=', caller.companyId)
      .where('id', '=', id)
      .execute();
  }

  return {
    /** All of the company's addresses (at most ADDRESSES_PER_COMPANY, so no paging): the default first, then newest first. */
    async list(caller: Caller): Promise<Page<Address>> {
      const rows = await own(db, caller)
        .selectAll()
        .orderBy('is_default', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return { list: rows.map(addressToWire), total: rows.length };
    },

    async info(caller: Caller, id: number): Promise<Address> {
      return addressToWire(await findOwn(db, caller, id));
    },

    /** A new address of the caller's company; answers its id. The company's first address is its default. */
    async add(caller: Caller, form: AddAddressForm): Promise<number> {
      const columns = await addressColumns(db, form);
      return forCompany(caller, async (trx) => {
        const counted = await own(trx, caller)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        const existing = Number(counted.n);
        if (existing >= ADDRESSES_PER_COMPANY) throw refused('addressLimit', { max: ADDRESSES_PER_COMPANY });
        const { id } = await trx
          .insertInto('address')
          .values({
            company_id: caller.companyId,
            ...columns,
            is_default: 0,
            created_at: clock.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (existing === 0 || form.isDefault === 1) await makeDefault(trx, caller, id);
        return id;
      });
    },

    /** Changes an address of the caller's company; ticking 'default' makes it the default. */
    async update(caller: Caller, form: UpdateAddressForm): Promise<void> {
      const columns = await addressColumns(db, form);
      await forCompany(caller, async (trx) => {
        await findOwn(trx, caller, form.id);
        await trx
          .updateTable('address')
          .set(columns)
          .where('id', '=', form.id)
          .where('company_id', '=', caller.companyId)
          .execute();
        if (form.isDefault === 1) await makeDefault(trx, caller, form.id);
      });
    },

    /**
     * Deletes an address; when it was the default, the newest one left becomes the default.
     * An address a purchase awaiting approval is to be delivered to stays until the approval is
     * done: approving makes the order from it (orders keep a copy, so later it may go).
     */
    async remove(caller: Caller, id: number): Promise<void> {
      await forCompany(caller, async (trx) => {
        const row = await findOwn(trx, caller, id);
        const awaiting = await trx
          .selectFrom('purchase')
          .select('id')
          .where('company_id', '=', caller.companyId)
          .where('consignee_id', '=', id)
          .where('check_status', '=', CheckStatus.awaitingApproval)
          .executeTakeFirst();
        if (awaiting) throw refused('addressAwaitingApproval');
        await trx.deleteFrom('address').where('id', '=', id).where('company_id', '=', caller.companyId).execute();
        if (row.is_default !== 1) return;
        const next = await own(trx, caller)
          .select('id')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirst();
        if (next) await makeDefault(trx, caller, next.id);
      });
    },

    async setDefault(caller: Caller, id: number): Promise<void> {
      await forCompany(caller, async (trx) => {
        await findOwn(trx, caller, id);
        await makeDefault(trx, caller, id);
      });
    },
  };
}
