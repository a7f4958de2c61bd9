/** What other screens place of vouchers: the download links beside a statement's or invoice's own. */
export { VoucherLinks } from './voucher-links.tsx';
export { VOUCHER_SETTINGS_PATH } from './paths.ts';
