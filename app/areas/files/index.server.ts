/** The files' client, for the actions of forms with images (certification, after-sale apply, remittance). */
export { filesApi } from './files-api.server.ts';
/**
 * A private upload's address, for a loader whose screen only links the file (a statement's remittance
 * vouchers): the screen then loads none of the image parts index.ts brings with it.
 */
export { attachmentHref } from './file-url.ts';
