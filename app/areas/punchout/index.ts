/** The shop's banner during a punchout session, and the console's read-only panel of a company's punchout. */
export { PunchoutBanner } from './punchout-banner.tsx';
export { ConsolePunchout } from './console-punchout.tsx';
/** The form the cart's 转回采购系统 button submits (a plain post to /punchout/transfer). */
export { PUNCHOUT_TRANSFER_FORM, PunchoutTransferForm } from './transfer-form.tsx';
