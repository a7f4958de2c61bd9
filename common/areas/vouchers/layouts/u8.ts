import { moneyToText } from '../../../money.ts';
import type { VoucherLayout } from './layout.ts';

/**
 * 用友 U8 凭证导入 (总账 → 凭证 → 导入 / 总账工具): one row per entry with the voucher's header
 * on each, a voucher told apart by 制单日期 + 凭证类别 + 凭证号; of 借方金额 and 贷方金额 one is the
 * amount and the other 0 (the template says so). The headers are the U8 template's
 * (docs/decisions/0030-erp-vouchers.md says which are sourced).
 */
export const U8_LAYOUT: VoucherLayout = {
  id: 'u8',
  sheet: '凭证导入',
  columns: [
    { header: '制单日期', kind: 'date', value: (v) => v.date },
    { header: '凭证类别', kind: 'text', value: (v) => v.word },
    { header: '凭证号', kind: 'integer', value: (v) => v.number },
    { header: '附单据数', kind: 'integer', value: (v) => v.attachments },
    { header: '摘要', kind: 'text', value: (_v, e) => e.summary },
    { header: '科目编码', kind: 'text', value: (_v, e) => e.accountCode },
    { header: '科目名称', kind: 'text', value: (_v, e) => e.accountName },
    { header: '借方金额', kind: 'money', value: (_v, e) => moneyToText(e.debit, 2) },
    { header: '贷方金额', kind: 'money', value: (_v, e) => moneyToText(e.credit, 2) },
    { header: '供应商编码', kind: 'text', value: (_v, e) => e.supplierCode },
    { header: '制单人', kind: 'text', value: (v) => v.maker },
  ],
};
