/**
 * Uploads (SPEC §7 Files, docs/decisions/0010): one image per call, jpg, png or gif by
 * content, at most 2 MB, grouped by a form id that the company asked for
 * (`busindess/formId`). What comes back is the stored path: a generated name that the
 * owner's company and the staff may read, and nobody else.
 */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The body of an upload call may carry the file and a few fields: a little over the file's limit. */
export const UPLOAD_BODY_MAX_BYTES = 3 * 1024 * 1024;
/** The types an image field accepts, for `<input accept>`; the server checks the content. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';

/** The five certification images (SPEC §3): only the main account handles them. */
export const CERTIFICATION_DOCTYPES = [
  'idCardCopy',
  'idCardNational',
  'organizationRegImg',
  'openLicense',
  'taxpayerImg',
] as const;
export type CertificationDoctype = (typeof CERTIFICATION_DOCTYPES)[number];
/**
 * What an upload is for: a certification image, an after-sale's evidence (any account of the
 * company), or a remittance's voucher (the main account, who settles statements).
 */
export const DOCTYPES = [...CERTIFICATION_DOCTYPES, 'evidence', 'voucher'] as const;
export type Doctype = (typeof DOCTYPES)[number];
export const isCertificationDoctype = (doctype: string): doctype is CertificationDoctype =>
  (CERTIFICATION_DOCTYPES as readonly string[]).includes(doctype);

/** A stored path: the month it came in and 32 random hex digits, with the stored type's extension. */
export const ATTACHMENT_PATH = /^\d{6}-[0-9a-f]{32}\.(png|jpg)$/;
export const isAttachmentPath = (text: string) => ATTACHMENT_PATH.test(text);

/** A form id from `busindess/formId`: 32 random hex digits. */
export const FORM_ID = /^[0-9a-f]{32}$/;
