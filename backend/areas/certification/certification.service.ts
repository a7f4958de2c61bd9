import type { Transaction } from 'kysely';
import {
  certificationStepSchema,
  simpleCertificationSchema,
} from '../../../common/areas/certification/certification.ts';
import {
  CERTIFICATION_IMAGES,
  CERTIFICATION_STEP_COUNT,
  type CertificationKind,
  type CertificationListItem,
  type CertificationRecord,
} from '../../../common/areas/certification/certification-fields.ts';
import { certificationAllows } from '../../../common/areas/certification/transitions.ts';
import { regionText } from '../../../common/areas/addresses/region-text.ts';
import { Code } from '../../../common/envelope.ts';
import { firstIssue } from '../../../common/form.ts';
import type { Locale } from '../../../common/messages.ts';
import { shanghaiDate } from '../../../common/time.ts';
import type { Caller } from '../../caller.ts';
import { AppError, notFound, refused } from '../../errors.ts';
import type { Database } from '../../db/types.ts';
import type { Deps } from '../../services/deps.ts';
import { regionNames } from '../addresses/index.ts';
import { assertCertifier, assertOwnFiles, assertOwnForm } from '../files/index.ts';
import { moveCertification } from './certification-transition.ts';
import {
  certificationToListItem,
  certificationToWire,
  certificationWithCompany,
  fieldsOf,
  type CertificationFields,
  type CertificationRow,
} from './record.ts';

/** What a save brings: which form and step, the record's keys, and the step's checked fields. */
export interface CertificationSave {
  kind: CertificationKind;
  /** The wizard's step (0–2); the simple form has one. */
  step: number;
  id?: number;
  formId: string;
  fields: Record<string, unknown>;
}

/**
 * Company certification for the company's main account (SPEC §4): its one record,
 * saved step by step, and applying for vetting. States move only as
 * common/areas/certification/transitions.ts allows, by conditional updates, so a record
 * applied for (or being vetted) in another tab is never changed by a stale form.
 */
export function certificationService({ db, clock }: Deps) {
  const own = async (caller: Caller, id: number) => {
    const row = await certificationWithCompany(db, { id, companyId: caller.companyId });
    if (!row) throw notFound();
    return row;
  };

  /** Every image path must be a live upload of this company's form, of its own doctype (else 10040). */
  const assertOwnImages = (caller: Caller, formId: string, fields: Record<string, unknown>) =>
    assertOwnFiles(
      db,
      caller,
      formId,
      Object.entries(fields).filter(([key]) => (CERTIFICATION_IMAGES.full as readonly string[]).includes(key)),
    );

  return {
    async list(caller: Caller): Promise<CertificationListItem[]> {
      assertCertifier(caller);
      const rows = await db
        .selectFrom('certification')
        .selectAll()
        .where('company_id', '=', caller.companyId)
        .orderBy('id', 'desc')
        .execute();
      return rows.map(certificationToListItem);
    },

    async info(caller: Caller, id: number): Promise<CertificationRecord> {
      assertCertifier(caller);
      const row = await own(caller, id);
      return certificationToWire(row, row.registered_name);
    },

    /** The Shanghai day of the backend's clock: what dates a person types are judged against. */
    today(): string {
      return shanghaiDate(clock.now());
    },

    /**
     * /rest/customer/save: one step's fields (already checked with the shared schema)
     * join the record; the first save creates it. Answers the record's id. The update is
     * conditional on the state and the fields read, so two saves at once (two steps, two
     * tabs) never lose each other's fields: the later one reads again and merges anew.
     */
    async save(caller: Caller, save: CertificationSave): Promise<number> {
      assertCertifier(caller);
      await assertOwnForm(db, caller, save.formId);
      await assertOwnImages(caller, save.formId, save.fields);
      const fields: Record<string, unknown> = { ...save.fields };
      // The first step's region, also when the whole wizard comes in one call.
      if (save.kind === 'full' && fields.province !== undefined) {
        const names = await regionNames(db, fields as { province: number; city: number; county: number });
        fields.areaName = regionText(names.province_name, names.city_name, names.county_name);
      }
      const images = imagePaths(fields);
      for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
        const now = clock.now();
        const existing = await certificationWithCompany(db, { id: save.id, companyId: caller.companyId });
        if (save.id && !existing) throw notFound();
        if (!existing) {
          const inserted = await db.transaction().execute(async (trx) => {
            const row = await trx
              .insertInto('certification')
              .values({
                company_id: caller.companyId,
                kind: save.kind,
                form_id: save.formId,
                saved_step: save.step,
                name: String(fields.name ?? ''),
                fields_json: JSON.stringify(fields),
                created_at: now,
                updated_at: now,
              })
              .onConflict((oc) => oc.column('company_id').doNothing())
              .returning('id')
              .executeTakeFirst();
            if (row) await assertImagesLive(trx, images);
            return row;
          });
          if (inserted) return inserted.id;
          // The same first save posted twice at once: the other made the record; this one updates it.
          continue;
        }
        // A first save posted again (a double click without JavaScript) finds the record the first made.
        if (!save.id && existing.form_id !== save.formId) throw refused('certificationExists');
        if (existing.form_id !== save.formId) throw notFound();
        const merged: CertificationFields = {
          ...(existing.kind === save.kind ? fieldsOf(existing) : {}),
          ...(fields as CertificationFields),
        };
        const set = {
          kind: save.kind,
          saved_step: existing.kind === save.kind ? Math.max(existing.saved_step, save.step) : save.step,
          name: String(merged.name ?? ''),
          fields_json: JSON.stringify(merged),
        };
        const updated = await db.transaction().execute(async (trx) => {
          if (!(await moveCertification(trx, existing, 'edit', { company: caller }, { set, now }))) return false;
          await assertImagesLive(trx, images);
          return true;
        });
        if (updated) return existing.id;
      }
      throw new AppError(Code.conflict, 'handledByOther');
    },

    /**
     * rest/customer/submitCustomerCheck/{id}: the whole record is checked again, then it waits
     * for the staff (5, applied), moved by its executor on the state and the very fields checked:
     * a file deleted (its field cleared) or a step saved meanwhile makes it check again.
     */
    async apply(caller: Caller, id: number, locale: Locale): Promise<CertificationRecord> {
      assertCertifier(caller);
      for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
        const row = await own(caller, id);
        // Only a record its company may apply with is checked: the step refuses any other as not editable.
        if (certificationAllows(row.cert_status, 'apply')) assertComplete(row, locale, shanghaiDate(clock.now()));
        const now = clock.now();
        const applied = await db
          .transaction()
          .execute((trx) => moveCertification(trx, row, 'apply', { company: caller }, { now }));
        if (applied) {
          const fresh = await own(caller, id);
          return certificationToWire(fresh, fresh.registered_name);
        }
      }
      throw new AppError(Code.conflict, 'handledByOther');
    },
  };
}

/**
 * The whole record checked with every step's schema of its form (a record saved step by step may
 * still miss one), dates against `today`: 10001 with the first missing or wrong field.
 */
function assertComplete(row: CertificationRow, locale: Locale, today: string): void {
  const values = Object.fromEntries(
    Object.entries(fieldsOf(row)).map(([key, value]) => [key, value === '' || value === null ? undefined : value]),
  );
  const schemas =
    row.kind === 'simple'
      ? [simpleCertificationSchema(locale, today)]
      : Array.from({ length: CERTIFICATION_STEP_COUNT }, (_, step) => certificationStepSchema(step, locale, today));
  for (const schema of schemas) {
    const checked = schema.safeParse(values);
    if (!checked.success)
      throw new AppError(Code.invalid, 'certificationIncomplete', { problem: firstIssue(checked.error) });
  }
}

/** How often a change conditional on what was read is tried again after another change came between. */
const MAX_TRIES = 5;

/** The image paths among a record's fields. */
function imagePaths(fields: Record<string, unknown>): string[] {
  return Object.entries(fields)
    .filter(
      ([key, value]) =>
        (CERTIFICATION_IMAGES.full as readonly string[]).includes(key) && typeof value === 'string' && value,
    )
    .map(([, value]) => value as string);
}

/**
 * Inside the save's transaction, after its row is written: the images it names are still
 * live. A file deleted between the check before and the write is refused as one that never
 * existed (10040), and the write is undone with the transaction.
 */
async function assertImagesLive(trx: Transaction<Database>, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const gone = await trx
    .selectFrom('attachment')
    .select('id')
    .where('path', 'in', paths)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  if (gone) throw notFound();
}
