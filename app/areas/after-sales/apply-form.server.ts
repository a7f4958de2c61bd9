import type { SubmissionResult } from '@conform-to/react';
import { EVIDENCE_IMAGES_MAX } from '../../../common/constants.ts';
import { afterSaleApplySchema } from '../../../common/areas/after-sales/after-sale.ts';
import { message, type Locale } from '../../../common/messages.ts';
import { checkForm } from '../../lib/forms.server.ts';
import { ApiError, type CallContext } from '../../lib/request.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { REGION_RELOAD_INTENT, type RegionChoices } from '../../lib/region-choices.ts';
import { loadRegionChoices } from '../../lib/region-choices.server.ts';
import { filesApi } from '../files/index.server.ts';
import { DELETE_IMAGE } from '../files/index.ts';
import { afterSaleApi } from './after-sale-api.server.ts';
import { afterSaleInfoHref } from './after-sale-url.ts';
import { evidenceSlot } from './apply-fields.ts';

/** What the application's action answers when the form comes back: Conform's result and the region lists. */
export interface ApplyFormReply {
  result: SubmissionResult<string[]>;
  regions: RegionChoices;
}

/**
 * One post of the application, with or without JavaScript:
 * - picked evidence files first: each goes to file/uploadFile and its path takes its slot, so a
 *   refused form keeps what was uploaded (the slots post as `evidence`, in order);
 * - `deleteImage:evidence-<i>` deletes that image and shows the form again;
 * - the region button (no JavaScript) shows the form again with the new lists;
 * - submit checks the form with the shared schema (the line's allowed quantity is its
 *   bound), sends it, and goes to the new after-sale.
 */
export async function postApplyForm(
  ctx: CallContext,
  form: FormData,
  { locale, allowed, formId }: { locale: Locale; allowed: number; formId: string },
): Promise<Response | { reply: ApplyFormReply; status: number }> {
  const intent = String(form.get('intent') ?? 'submit');
  const regions = () =>
    loadRegionChoices(ctx, { province: form.get('province'), city: form.get('city'), county: form.get('county') });
  const again = async (result: SubmissionResult<string[]>, status = 200) => ({
    reply: { result, regions: await regions() },
    status,
  });

  // The slots as posted (hidden inputs, one per slot, empty when the slot has no image).
  const slots = form.getAll('evidence').map(String);
  while (slots.length < EVIDENCE_IMAGES_MAX) slots.push('');
  const fileErrors: string[] = [];
  for (let index = 0; index < EVIDENCE_IMAGES_MAX; index += 1) {
    const file = form.get(`${evidenceSlot(index)}File`);
    form.delete(`${evidenceSlot(index)}File`);
    if (!(file instanceof File) || file.size === 0) continue;
    try {
      slots[index] = await filesApi.upload(ctx, file, { formId, doctype: 'evidence' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      fileErrors.push(error.message);
    }
  }
  if (intent.startsWith(DELETE_IMAGE)) {
    const index = Number(intent.slice(`${DELETE_IMAGE}evidence-`.length));
    const path = slots[index];
    if (path) {
      try {
        await filesApi.deleteFile(ctx, path);
        slots[index] = '';
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        fileErrors.push(error.message);
      }
    }
  }
  form.delete('evidence');
  for (const path of slots) form.append('evidence', path);

  const typed = () => {
    const values: Record<string, string | string[]> = {};
    for (const [name, value] of form)
      if (typeof value === 'string' && name !== 'intent' && name !== 'evidence') values[name] = value;
    values.evidence = slots;
    return values;
  };
  if (intent.startsWith(DELETE_IMAGE) || intent === REGION_RELOAD_INTENT) {
    return again({ initialValue: typed(), ...(fileErrors.length ? { error: { evidence: fileErrors } } : {}) });
  }
  const submission = checkForm(form, afterSaleApplySchema(locale, allowed));
  if (fileErrors.length > 0) {
    const result = submission.reply();
    return again({ ...result, initialValue: typed(), error: { ...(result.error ?? {}), evidence: fileErrors } }, 400);
  }
  if (submission.status !== 'success') return again({ ...submission.reply(), initialValue: typed() }, 400);
  let id: number;
  try {
    id = await afterSaleApi.submit(ctx, submission.value);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return again({ ...submission.reply({ formErrors: [error.message] }), initialValue: typed() }, 400);
  }
  return redirectWithToast(ctx.request, afterSaleInfoHref(id), {
    type: 'success',
    message: message(locale, 'afterSaleSubmitted'),
  });
}
