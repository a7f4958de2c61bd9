import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
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

/**
 * The constraints of a form's fields (which are required, above all) from its one schema, so a
 * field is marked required exactly when the rules require it. Conform reads an object schema; a
 * schema that reshapes the whole form after checking it (`.transform` on the object) is read
 * through to the object it checks.
 */
export function formConstraint(schema: z.ZodType) {
  let object: z.ZodType = schema;
  for (;;) {
    const def = object._zod.def as { type: string; in?: z.ZodType; out?: z.ZodType };
    if (def.type !== 'pipe' || def.out?._zod.def.type !== 'transform' || !def.in) break;
    object = def.in;
  }
  return getZodConstraint(object);
}
