/** A private upload, through the web with the buyer's session (the backend checks the company). */
export const attachmentHref = (path: string) => `/userCenter/attachment/${encodeURIComponent(path)}`;
/** Where an image field sends its file as soon as it is picked (with JavaScript). */
export const uploadHref = '/userCenter/upload';
