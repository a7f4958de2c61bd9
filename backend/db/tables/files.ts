import type { Id, Millis } from './columns.ts';

// Uploads: the forms that group them and the files themselves (migration 0012).

export interface UploadFormTable {
  form_id: string;
  company_id: number;
  created_at: Millis;
}

export interface AttachmentTable {
  id: Id;
  company_id: number;
  form_id: string;
  doctype: string;
  /** The stored path the caller gets back: `<yyyymm>-<32 hex>.<ext>`, never the uploaded name. */
  path: string;
  content_type: string;
  bytes: number;
  width: number;
  height: number;
  sha256: string;
  uploaded_by: number;
  created_at: Millis;
  deleted_at: Millis | null;
}

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    upload_form: UploadFormTable;
    attachment: AttachmentTable;
  }
}
