import type {
  CertificationListItem,
  CertificationRecord,
} from '../../../common/areas/certification/certification-fields.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

/** SPEC §7 Certification, as the user centre calls it (uploads: app/areas/files/files-api.server.ts). */
export const certificationApi = {
  list: (ctx: CallContext) => request<CertificationListItem[]>(ctx, { path: 'rest/customer/corpcert/list' }),
  info: (ctx: CallContext, id: number) =>
    request<CertificationRecord>(ctx, { path: `rest/customer/corpcert/info/${id}` }),
  /** One wizard step, or the simple form: JSON, as SPEC §7 says; answers the record's id. */
  save: (ctx: CallContext, body: Record<string, unknown>) =>
    request<number>(ctx, { method: 'POST', path: 'rest/customer/save', body, json: true }),
  apply: (ctx: CallContext, id: number) =>
    request<CertificationRecord>(ctx, { method: 'POST', path: `rest/customer/submitCustomerCheck/${id}`, json: true }),
};
