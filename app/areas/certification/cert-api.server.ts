import type { CertListItem, CertRecord } from '../../../contract/areas/certification/certification.ts';
import type { Doctype } from '../../../contract/areas/files/files.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

/** SPEC §7 Certification and Files, as the user centre calls them. */
export const certApi = {
  list: (ctx: CallContext) => request<CertListItem[]>(ctx, { path: 'rest/customer/corpcert/list' }),
  info: (ctx: CallContext, id: number) => request<CertRecord>(ctx, { path: `rest/customer/corpcert/info/${id}` }),
  /** A new form id for a new record's uploads (its answer is not shown, SPEC §7). */
  formId: (ctx: CallContext) => request<string>(ctx, { path: 'busindess/formId' }),
  /** One wizard step, or the simple form: JSON, as SPEC §7 says; answers the record's id. */
  save: (ctx: CallContext, body: Record<string, unknown>) =>
    request<number>(ctx, { method: 'POST', path: 'rest/customer/save', body, json: true }),
  apply: (ctx: CallContext, id: number) =>
    request<CertRecord>(ctx, { method: 'POST', path: `rest/customer/submitCustomerCheck/${id}`, json: true }),
  upload: (ctx: CallContext, file: File, fields: { formId: string; doctype: Doctype }) => {
    const form = new FormData();
    form.set('file', file);
    form.set('formId', fields.formId);
    form.set('doctype', fields.doctype);
    return request<string>(ctx, { method: 'POST', path: 'file/uploadFile', form });
  },
  deleteFile: (ctx: CallContext, filePath: string) =>
    request<null>(ctx, { method: 'POST', path: 'rest/attachment/delete', body: { filePath } }),
};
