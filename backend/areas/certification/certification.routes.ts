import { Hono } from 'hono';
import {
  certificationStepSchema,
  simpleCertificationSchema,
} from '../../../common/areas/certification/certification.ts';
import { CERTIFICATION_STEP_COUNT } from '../../../common/areas/certification/certification-fields.ts';
import { FORM_ID } from '../../../common/areas/files/files.ts';
import { firstIssue } from '../../../common/form.ts';
import { message } from '../../../common/messages.ts';
import { asRecordId } from '../../../common/schemas/ids.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { InvalidInput, notFound } from '../../errors.ts';
import { idParam, ok } from '../../http.ts';
import type { CertificationSave } from './certification.service.ts';

/**
 * SPEC §7 Certification, under rest/customer: the list, one record, saving (a wizard step,
 * the whole wizard at once, or the simple form) and applying for vetting.
 */
export const certificationRoutes = new Hono<BackendEnv>()
  .get('/corpcert/list', requireUser, async (c) => ok(c, await c.get('services').certifications.list(c.get('caller'))))
  .get('/corpcert/info/:id', requireUser, async (c) =>
    ok(c, await c.get('services').certifications.info(c.get('caller'), idParam(c))),
  )
  .post('/save', requireUser, async (c) => {
    // 'Today' is the backend's clock's (as applying checks it), not the machine's.
    const certifications = c.get('services').certifications;
    const save = readSave(c.get('input'), c.get('locale'), certifications.today());
    return ok(c, await certifications.save(c.get('caller'), save), 'certificationSaved');
  })
  .post('/submitCustomerCheck/:id', requireUser, async (c) =>
    ok(
      c,
      await c.get('services').certifications.apply(c.get('caller'), idParam(c), c.get('locale')),
      'certificationApplied',
    ),
  );

/**
 * A save's input checked with the shared schemas: `kind` simple takes the simple form;
 * otherwise `step` (0–2) takes that wizard step, and no step takes all three at once.
 */
function readSave(
  input: Record<string, unknown>,
  locale: BackendEnv['Variables']['locale'],
  today: string,
): CertificationSave {
  const formId = typeof input.formId === 'string' && FORM_ID.test(input.formId) ? input.formId : undefined;
  if (!formId) throw new InvalidInput(message(locale, 'formIdInvalid'));
  const id = input.id === undefined ? undefined : asRecordId(input.id);
  if (input.id !== undefined && id === undefined) throw notFound();
  const check = (schema: { safeParse: (value: unknown) => { success: boolean; data?: unknown; error?: unknown } }) => {
    const result = schema.safeParse(input);
    if (!result.success) throw new InvalidInput(firstIssue(result.error as Parameters<typeof firstIssue>[0]));
    return result.data as Record<string, unknown>;
  };
  if (input.kind === 'simple')
    return { kind: 'simple', step: 0, id, formId, fields: check(simpleCertificationSchema(locale, today)) };
  const step = asRecordId(Number(input.step) + 1);
  if (input.step !== undefined && (step === undefined || step > CERTIFICATION_STEP_COUNT)) throw notFound();
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
