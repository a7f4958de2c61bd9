import { KIS_LAYOUT } from './kis.ts';
import { U8_LAYOUT } from './u8.ts';

export type { LayoutColumn, VoucherLayout } from './layout.ts';
export { KIS_LAYOUT, U8_LAYOUT };

/** The layouts a voucher downloads in, by the name its address uses. */
export const VOUCHER_LAYOUTS = { kis: KIS_LAYOUT, u8: U8_LAYOUT } as const;
export type VoucherLayoutId = keyof typeof VOUCHER_LAYOUTS;
export const VOUCHER_LAYOUT_IDS = Object.keys(VOUCHER_LAYOUTS) as VoucherLayoutId[];
export const isVoucherLayout = (id: string | undefined): id is VoucherLayoutId =>
  id !== undefined && Object.hasOwn(VOUCHER_LAYOUTS, id);
