/** The id of the form the cart's 转回采购系统 button submits. */
export const PUNCHOUT_TRANSFER_FORM = 'punchout-transfer';

/**
 * A plain HTML form, not React Router's: the transfer page it posts to is a whole document of its
 * own (with its own Content-Security-Policy allowing the post to the procurement system), so the
 * browser loads it as any form post, with JavaScript or without.
 */
export function PunchoutTransferForm() {
  return <form method="post" action="/punchout/transfer" id={PUNCHOUT_TRANSFER_FORM} />;
}
