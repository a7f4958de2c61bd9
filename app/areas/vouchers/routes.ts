import { route } from '@react-router/dev/routes';

/** A statement's or an invoice's voucher file (金蝶 KIS / 用友 U8): a download of its own. */
export const bare = [
  route('userCenter/voucher/:kind/:id/:layout', 'areas/vouchers/user-center.voucher.$kind.$id.$layout.ts'),
];

/** 凭证设置: the company's account codes for voucher files, its main account's. */
export const userCenter = [route('voucherSettings', 'areas/vouchers/user-center.voucherSettings.tsx')];
