import type { SubmissionResult } from '@conform-to/react';
import { redirect } from 'react-router';
import { certificationFormSchema } from '../../../common/areas/certification/certification.ts';
import {
  CERTIFICATION_STEP_COUNT,
  CERTIFICATION_STEPS,
  certificationFieldLabel,
  SIMPLE_FIELDS,
  type CertificationKind,
} from '../../../common/areas/certification/certification-fields.ts';
import { DOCTYPES, type Doctype } from '../../../common/areas/files/files.ts';
import { isMessageKey, message, type Locale } from '../../../common/messages.ts';
import { asRecordId } from '../../../common/schemas/ids.ts';
import { formConstraint } from '../../lib/forms.ts';
import { checkForm } from '../../lib/forms.server.ts';
import { ApiError, type CallContext } from '../../lib/request.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { REGION_RELOAD_INTENT, type RegionChoices } from '../../lib/region-choices.ts';
import { loadRegionChoices } from '../../lib/region-choices.server.ts';
import { filesApi } from '../files/index.server.ts';
import { certificationApi } from './certification-api.server.ts';
import { certificationEditHref, certificationListHref } from './certification-url.ts';
import { DELETE_IMAGE } from '../files/index.ts';

/** What the form's action answers when the form comes back: Conform's result and the region lists. */
export interface CertificationFormReply {
  result: SubmissionResult<string[]>;
  regions: RegionChoices;
}

/** Every field either form shows. */
const FORM_FIELDS = [...new Set<string>([...CERTIFICATION_STEPS.flat(), ...SIMPLE_FIELDS])];

/**
 * What the browser needs to lay one form (or step) out, worked out here so the page ships
 * neither the rules' library nor every area's messages: which fields are required, with their
 * limits, from the schema that checks them, and each field's label in the buyer's language.
 */
export function certificationFormLayout(kind: CertificationKind, step: number, locale: Locale, today: string) {
  const labels: Record<string, string> = {};
  for (const field of FORM_FIELDS) {
    const key = certificationFieldLabel(field);
    if (isMessageKey(key)) labels[field] = message(locale, key);
  }
  return { constraint: formConstraint(certificationFormSchema(kind, step, locale, today)), labels };
}

/** The image fields of one step (or of the simple form). */
export function imagesOf(kind: CertificationKind, step: number): Doctype[] {
  const fields: readonly string[] = kind === 'simple' ? ['organizationRegImg'] : CERTIFICATION_STEPS[step]!;
  return DOCTYPES.filter((doctype) => fields.includes(doctype));
}

/**
 * One post of a certification form, with or without JavaScript:
 * - its files first: each picked image goes to file/uploadFile and its path takes the field's
 *   place, so a refused step keeps what was uploaded;
 * - `deleteImage:<field>` deletes that image and shows the form again, nothing else saved;
 * - the region button (no JavaScript) shows the form again with the new lists;
 * - `prev` saves the step when it is valid and goes back one step either way;
 * - `next` and `save` check the step with the shared schema, save it (`rest/customer/save`),
 *   and go on: to the next step, or (the last step, the simple form) back to the list.
 */
export async function postCertificationForm(
  ctx: CallContext,
  form: FormData,
  { kind, step, locale, today }: { kind: CertificationKind; step: number; locale: Locale; today: string },
): Promise<Response | { reply: CertificationFormReply; status: number }> {
  const intent = String(form.get('intent') ?? 'next');
  const formId = String(form.get('formId') ?? '');
  const id = asRecordId(form.get('id'));
  const images = imagesOf(kind, step);
  const regions = () =>
    loadRegionChoices(ctx, { province: form.get('province'), city: form.get('city'), county: form.get('county') });
  const again = async (result: SubmissionResult<string[]>, status = 200) => ({
    reply: { result, regions: kind === 'full' && step === 0 ? await regions() : emptyRegions },
    status,
  });

  const fileErrors: Record<string, string[]> = {};
  for (const field of images) {
    const file = form.get(`${field}File`);
    form.delete(`${field}File`);
    if (!(file instanceof File) || file.size === 0) continue;
    try {
      form.set(field, await filesApi.upload(ctx, file, { formId, doctype: field }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      fileErrors[field] = [error.message];
    }
  }

  if (intent.startsWith(DELETE_IMAGE)) {
    const field = intent.slice(DELETE_IMAGE.length) as Doctype;
    const path = String(form.get(field) ?? '');
    if (images.includes(field) && path) {
      try {
        await filesApi.deleteFile(ctx, path);
        form.set(field, '');
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return again({ initialValue: typed(form), error: { [field]: [error.message] } }, 400);
      }
    }
    return again({ initialValue: typed(form) });
  }
  if (intent === REGION_RELOAD_INTENT) return again({ initialValue: typed(form) });

  const submission = checkForm(form, certificationFormSchema(kind, step, locale, today));
  if (intent === 'prev' && step > 0) {
    if (submission.status === 'success' && Object.keys(fileErrors).length === 0) {
      await save(ctx, { kind, step, id, formId, fields: submission.value as Record<string, unknown> }).catch(ignore);
    }
    return redirect(id ? certificationEditHref(id, step - 1) : certificationListHref);
  }
  if (Object.keys(fileErrors).length > 0) {
    const result = submission.reply();
    return again({ ...result, error: { ...fileErrors, ...(result.error ?? {}) } }, 400);
  }
  if (submission.status !== 'success') return again(submission.reply(), 400);
  let saved: number;
  try {
    saved = await save(ctx, { kind, step, id, formId, fields: submission.value as Record<string, unknown> });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return again(submission.reply({ formErrors: [error.message] }), 400);
  }
  const last = kind === 'simple' || step >= CERTIFICATION_STEP_COUNT - 1;
  if (!last) return redirect(certificationEditHref(saved, step + 1));
  return redirectWithToast(ctx.request, certificationListHref, {
    type: 'success',
    message: message(locale, 'certificationSaved'),
  });
}

const emptyRegions: RegionChoices = { provinces: [], cities: [], counties: [] };

/** A going back that could not save keeps the buyer moving; the step shows what was saved. */
const ignore = (error: unknown) => {
  if (!(error instanceof ApiError)) throw error;
};

function save(
  ctx: CallContext,
  {
    kind,
    step,
    id,
    formId,
    fields,
  }: { kind: CertificationKind; step: number; id?: number; formId: string; fields: Record<string, unknown> },
) {
  return certificationApi.save(ctx, {
    ...fields,
    kind,
    ...(kind === 'full' ? { step } : {}),
    formId,
    ...(id ? { id } : {}),
  });
}

/** The form as typed, to show it again unchanged. */
function typed(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && name !== 'intent') values[name] = value;
  return values;
}
