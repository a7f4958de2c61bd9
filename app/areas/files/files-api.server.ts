import type { Doctype } from '../../../common/areas/files/files.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

/** SPEC §7 Files (and busindess/formId), as the buyer's screens call them. */
export const filesApi = {
  /** A new form id for a form's uploads (its answer is not shown, SPEC §7). */
  formId: (ctx: CallContext) => request<string>(ctx, { path: 'busindess/formId' }),
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
