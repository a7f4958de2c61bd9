import { parseWithZod } from '@conform-to/zod/v4';
import { certificationFormSchema } from '../../../common/areas/certification/certification.ts';
import type { CertificationKind } from '../../../common/areas/certification/certification-fields.ts';
import type { Locale } from '../../../common/messages.ts';

/**
 * The browser's check of a certification form with the shared schema, the one the server
 * checks with. The form fetches it when the buyer first reaches into it, so neither zod nor the
 * messages are part of the wizard's first load; a step sent before it arrives is checked by the
 * server alone.
 */
export function checkCertificationForm(
  formData: FormData,
  { kind, step, locale, today }: { kind: CertificationKind; step: number; locale: Locale; today: string },
) {
  return parseWithZod(formData, { schema: certificationFormSchema(kind, step, locale, today) });
}
