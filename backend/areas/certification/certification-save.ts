import {
  certificationStepSchema,
  simpleCertificationSchema,
  type CertificationSavePost,
} from '../../../common/areas/certification/certification.ts';
import { CERTIFICATION_STEP_COUNT } from '../../../common/areas/certification/certification-fields.ts';
import { firstIssue } from '../../../common/form.ts';
import type { Locale } from '../../../common/messages.ts';
import { asRecordId } from '../../../common/schemas/ids.ts';
import { InvalidInput, notFound } from '../../errors.ts';
import type { CertificationSave } from './certification.service.ts';

/**
 * A save's fields checked with the shared schemas, as the form and step posted choose them and with
 * today's date (the backend clock's, as applying checks it): `kind` simple takes the simple form;
 * otherwise `step` (0–2) takes that wizard step, and no step takes all three at once. A record id or
 * a step that names nothing is not found; the first broken rule of the form's fields is the refusal.
 */
export function readCertificationSave(posted: CertificationSavePost, locale: Locale, today: string): CertificationSave {
  const { formId } = posted;
  const id = posted.id === undefined ? undefined : asRecordId(posted.id);
  if (posted.id !== undefined && id === undefined) throw notFound();
  const check = (schema: { safeParse: (value: unknown) => { success: boolean; data?: unknown; error?: unknown } }) => {
    const result = schema.safeParse(posted);
    if (!result.success) throw new InvalidInput(firstIssue(result.error as Parameters<typeof firstIssue>[0]));
    return result.data as Record<string, unknown>;
  };
  if (posted.kind === 'simple')
    return { kind: 'simple', step: 0, id, formId, fields: check(simpleCertificationSchema(locale, today)) };
  const step = asRecordId(Number(posted.step) + 1);
  if (posted.step !== undefined && (step === undefined || step > CERTIFICATION_STEP_COUNT)) throw notFound();
  if (step !== undefined)
    return {
      kind: 'full',
      step: step - 1,
      id,
      formId,
      fields: check(certificationStepSchema(step - 1, locale, today)),
    };
  const fields = Object.assign(
    {},
    ...Array.from({ length: CERTIFICATION_STEP_COUNT }, (_, each) =>
      check(certificationStepSchema(each, locale, today)),
    ),
  ) as Record<string, unknown>;
  return { kind: 'full', step: CERTIFICATION_STEP_COUNT - 1, id, formId, fields };
}
