import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

/**
 * Browser-side validation of a form that also sends SMS codes: the 'send code'
 * button checks only the mobile, every other submit checks the whole form.
 * The result is typed as the whole form, whose fields the page renders.
 */
export function validateWithSendCode<S extends z.ZodType>(formData: FormData, schema: S, sendCodeSchema: z.ZodType) {
  const chosen = formData.get('intent') === 'sendCode' ? sendCodeSchema : schema;
  return parseWithZod(formData, { schema: chosen as S });
}
