import type { VoucherSettingsView } from '../../../common/areas/vouchers/index.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

/** rest/voucher/settings: the company's voucher settings, read and saved by its main account. */
export const voucherApi = {
  settings: (ctx: CallContext) => request<VoucherSettingsView>(ctx, { path: 'rest/voucher/settings' }),
  /** The form as posted: the backend checks it with the same schema. */
  save: (ctx: CallContext, form: FormData) =>
    request<VoucherSettingsView>(ctx, {
      method: 'POST',
      path: 'rest/voucher/settings',
      body: Object.fromEntries(
        ['voucherWord', 'goodsAccount', 'vatAccount', 'payableAccount', 'supplierCode', 'supplierName', 'maker'].map(
          (name) => [name, String(form.get(name) ?? '')],
        ),
      ),
    }),
};
