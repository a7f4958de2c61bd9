import { createHash, randomBytes } from 'node:crypto';
import type { UploadFields } from '../../../common/areas/files/file-schemas.ts';
import { UPLOAD_MAX_BYTES } from '../../../common/areas/files/files.ts';
import { Code } from '../../../common/envelope.ts';
import { shanghaiDay } from '../../../common/time.ts';
import type { Caller } from '../../caller.ts';
import { AppError, notFound, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import type { FileRecords } from './file-records.ts';
import { reencodeImage } from './image.ts';
import { assertMayHandle, assertOwnForm } from './ownership.ts';
import { mayRead } from './visibility.ts';

/** How often a delete is tried again after the record changed between reading and writing. */
const MAX_TRIES = 5;

/** An image as it is served: its bytes, type and what it is. */
export interface ServedFile {
  bytes: Uint8Array;
  contentType: string;
  doctype: string;
}

/**
 * Uploads, their form ids and their private serving (docs/decisions/0010). Every file
 * belongs to the company whose account uploaded it, and is read by the accounts that may read
 * the record it belongs to (visibility.ts); any other path answers 10040, exactly as a path
 * that never existed. Certification images are the main account's to handle (DESIGN.md
 * decision 2); an after-sale's evidence any account's (ownership.ts).
 */
export function filesService({ db, clock, files }: Deps) {
  /** A form whose files became a record's: an after-sale's evidence, a remittance's voucher. */
  const submittedRecord = async (trx: typeof db, formId: string) =>
    (await trx.selectFrom('after_sale').select('id').where('form_id', '=', formId).executeTakeFirst()) ??
    (await trx.selectFrom('remittance').select('id').where('form_id', '=', formId).executeTakeFirst());

  return {
    /** busindess/formId: a new id grouping one form's uploads, the caller's company's. */
    async newForm(caller: Caller): Promise<string> {
      const formId = randomBytes(16).toString('hex');
      await db
        .insertInto('upload_form')
        .values({ form_id: formId, company_id: caller.companyId, created_at: clock.now() })
        .execute();
      return formId;
    },

    /**
     * file/uploadFile: checks in the order of docs/decisions/0010 — who, the form, the size,
     * the type by content, the re-encoding — before anything is stored; answers the stored path.
     */
    async upload(caller: Caller, fields: UploadFields, file: unknown): Promise<string> {
      assertMayHandle(caller, fields.doctype);
      await assertOwnForm(db, caller, fields.formId);
      if (!(file instanceof File) || file.size === 0) throw new AppError(Code.invalid, 'fileMissing');
      if (file.size > UPLOAD_MAX_BYTES) throw new AppError(Code.invalid, 'fileTooLarge', { size: '2 MB' });
      const image = await reencodeImage(new Uint8Array(await file.arrayBuffer()));
      const now = clock.now();
      const path = `${shanghaiDay(now).slice(0, 6)}-${randomBytes(16).toString('hex')}.${image.ext}`;
      await files.put(path, image.bytes);
      try {
        await db
          .insertInto('attachment')
          .values({
            company_id: caller.companyId,
            form_id: fields.formId,
            doctype: fields.doctype,
            path,
            content_type: image.contentType,
            bytes: image.bytes.length,
            width: image.width,
            height: image.height,
            sha256: createHash('sha256').update(image.bytes).digest('hex'),
            uploaded_by: caller.accountId,
            created_at: now,
          })
          .execute();
      } catch (error) {
        await files.remove(path);
        throw error;
      }
      return path;
    },

    /**
     * /rest/attachment/delete: only a file the caller may read (visibility.ts). A file of a
     * certification that waits to be vetted or has passed stays as its evidence; one of a record
     * still being edited is removed, and the record's field that held it is cleared (SPEC §4). The
     * record's state is checked again as the file is marked: the record is changed only if
     * it is as read, so an application (or a save) made meanwhile is read anew first.
     */
    async remove(caller: Caller, path: string, records: FileRecords): Promise<void> {
      for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
        const row = await db
          .selectFrom('attachment')
          .select(['id', 'company_id', 'form_id', 'doctype', 'uploaded_by'])
          .where('path', '=', path)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        // A file the caller may not read is not there for it, to delete either.
        if (!row || !(await mayRead(db, caller, row, records))) throw notFound();
        assertMayHandle(caller, row.doctype);
        // An after-sale's evidence, a remittance's voucher, is its record's once submitted.
        if (await submittedRecord(db, row.form_id)) throw refused('fileInUse');
        const certification = await records.certificationOf(db, row.form_id);
        if (certification?.keepsFiles) throw refused('fileInUse');
        const now = clock.now();
        const done = await db.transaction().execute(async (trx) => {
          if (certification && !(await certification.drop(trx, caller, { doctype: row.doctype, path }, now)))
            return false;
          const marked = await trx
            .updateTable('attachment')
            .set({ deleted_at: now })
            .where('id', '=', row.id)
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
          if (Number(marked.numUpdatedRows) !== 1) throw notFound();
          // Checked again with the file's row held: an application that took it meanwhile has committed
          // (it holds the same row while it inserts), and then the file stays.
          if (await submittedRecord(trx, row.form_id)) throw refused('fileInUse');
          return true;
        });
        if (done) {
          await files.remove(path);
          return;
        }
      }
      throw new AppError(Code.conflict, 'handledByOther');
    },

    /**
     * A file for a buyer's account that may read it (visibility.ts), or for any staff member
     * (`reader` undefined, the console's own path). Any other reader is answered 10040, exactly
     * as a path that never existed: a refusal would confirm that the file is there.
     */
    async read(path: string, reader: { caller: Caller; records: FileRecords } | undefined): Promise<ServedFile> {
      const row = await db
        .selectFrom('attachment')
        .select(['path', 'content_type', 'doctype', 'company_id', 'form_id', 'uploaded_by'])
        .where('path', '=', path)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!row || (reader && !(await mayRead(db, reader.caller, row, reader.records)))) throw notFound();
      const bytes = await files.open(row.path);
      if (!bytes) throw notFound();
      return { bytes, contentType: row.content_type, doctype: row.doctype };
    },
  };
}
