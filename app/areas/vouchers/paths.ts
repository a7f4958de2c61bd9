import type { VoucherLayoutId } from '../../../common/areas/vouchers/index.ts';

export const VOUCHER_SETTINGS_PATH = '/userCenter/voucherSettings';

/** What a voucher is drawn from: a statement or an invoice. */
export type VoucherSource = 'statement' | 'invoice';
export const isVoucherSource = (kind: string | undefined): kind is VoucherSource =>
  kind === 'statement' || kind === 'invoice';

/** Where the web serves a voucher file (a download of its own, outside the frames). */
export const voucherHref = (kind: VoucherSource, id: number, layout: VoucherLayoutId) =>
  `/userCenter/voucher/${kind}/${id}/${layout}`;
