import { Hono } from 'hono';
import { certificationSaveSchema } from '../../../common/areas/certification/certification.ts';
import { CERTIFICATION_STEPS, SIMPLE_FIELDS } from '../../../common/areas/certification/certification-fields.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';
import { readCertificationSave } from './certification-save.ts';

/** What each form and step requires, for the document: the same lists the schemas are made of. */
const SAVE_RULES =
  'The main account saves the company’s one record, step by step. `kind` simple: the simple form’s fields ' +
  `(${SIMPLE_FIELDS.join(', ')}). Otherwise the wizard: \`step\` 0 (${CERTIFICATION_STEPS[0].join(', ')}), ` +
  `1 (${CERTIFICATION_STEPS[1].join(', ')}) or 2 (${CERTIFICATION_STEPS[2].join(', ')}); no step: all three at once. ` +
  'Every field of the form or step is required except email, the ID card’s end when it is long-term ' +
  '(idCardLongTerm) and the business term’s end when effectDateType is 2 (long-term); dates are YYYY-MM-DD, ' +
  'a start or an issue date not after today (Shanghai), the ID card’s end not before today. Images are paths ' +
  'uploaded (file/uploadFile) to the same formId with their own doctype. The first broken rule is the refusal; ' +
  'a record or step that does not exist is not found. Answers the record’s id.';

/**
 * SPEC §7 Certification, under rest/customer: the list, one record, saving (a wizard step,
 * the whole wizard at once, or the simple form) and applying for vetting.
 */
export const certificationRoutes = new Hono<BackendEnv>()
  .get(
    '/corpcert/list',
    requireUser,
    documented({ summary: 'The company’s certification records with their states.' }),
    async (c) => ok(c, await c.get('services').certifications.list(c.get('caller'))),
  )
  .get(
    '/corpcert/info/:id',
    requireUser,
    documented({ summary: 'One of the company’s certification records, every field.' }),
    async (c) => ok(c, await c.get('services').certifications.info(c.get('caller'), idParam(c))),
  )
  .post(
    '/save',
    requireUser,
    documented({
      summary: 'Saves a certification wizard step, the whole wizard, or the simple form; answers the record’s id.',
      description: SAVE_RULES,
      input: certificationSaveSchema,
    }),
    async (c) => {
      // Which fields are checked, and how, depends on the form and step posted and on today's date:
      // 'today' is the backend's clock's (as applying checks it), not the machine's.
      const certifications = c.get('services').certifications;
      const save = readCertificationSave(c.get('fields'), c.get('locale'), certifications.today());
      return ok(c, await certifications.save(c.get('caller'), save), 'certificationSaved');
    },
  )
  .post(
    '/submitCustomerCheck/:id',
    requireUser,
    documented({
      summary: 'Applies for vetting: the whole record is checked again, then it waits for the staff.',
    }),
    async (c) =>
      ok(
        c,
        await c.get('services').certifications.apply(c.get('caller'), idParam(c), c.get('locale')),
        'certificationApplied',
      ),
  );
