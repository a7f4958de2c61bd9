/** What other areas show of the uploads: an image that opens at full size, and a buyer's private upload's address. */
export { attachmentHref } from './file-url.ts';
export { ZoomImage } from './zoom-image.tsx';
/** The image field of a form with documents or evidence (certification, after-sale apply, remittance) and its delete intent. */
export { DELETE_IMAGE, ImageField } from './image-field.tsx';
