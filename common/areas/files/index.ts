/** What other areas' shared code may use of the files area: an upload's path and form id, and certification's doctypes. */
export { FORM_ID, isAttachmentPath, type CertificationDoctype } from './files.ts';
