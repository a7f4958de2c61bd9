import { moneyToText, type Money } from '../../../money.ts';
import { message } from '../../../messages.ts';
import type { VoucherLayout } from './layout.ts';

/**
 * 金蝶 KIS 凭证引入 (账务处理 → 凭证引入, Excel): one row per entry, the voucher's header repeated
 * on each, a voucher told apart by 日期 + 凭证字 + 凭证号. The headers are the KIS template's
 * (docs/decisions/0030-erp-vouchers.md says which are sourced): amounts in yuan with 2 places,
 * 原币金额 the line's amount in RMB at 汇率 1, the side it is on told by 借方金额/贷方金额.
 */
export const KIS_LAYOUT: VoucherLayout = {
  id: 'kis',
  sheet: '凭证引入',
  columns: [
    { header: '日期', kind: 'date', value: (v) => v.date },
    { header: '会计期间', kind: 'integer', value: (v) => v.period },
    { header: '凭证字', kind: 'text', value: (v) => v.word },
    { header: '凭证号', kind: 'integer', value: (v) => v.number },
    { header: '附件数', kind: 'integer', value: (v) => v.attachments },
    { header: '分录序号', kind: 'integer', value: (_v, _e, line) => line },
    { header: '摘要', kind: 'text', value: (_v, e) => e.summary },
    { header: '科目代码', kind: 'text', value: (_v, e) => e.accountCode },
    { header: '科目名称', kind: 'text', value: (_v, e) => e.accountName },
    { header: '币别', kind: 'text', value: (_v, _e, _l, locale) => message(locale, 'voucher.currency') },
    { header: '汇率', kind: 'integer', value: () => 1 },
    { header: '原币金额', kind: 'money', value: (_v, e) => moneyToText((e.debit || e.credit) as Money, 2) },
    { header: '借方金额', kind: 'money', value: (_v, e) => moneyToText(e.debit, 2) },
    { header: '贷方金额', kind: 'money', value: (_v, e) => moneyToText(e.credit, 2) },
    { header: '制单人', kind: 'text', value: (v) => v.maker },
  ],
};
