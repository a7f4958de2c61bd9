import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { z } from 'zod';
import { ApiError } from './request.server.ts';

/** A posted form checked with its contract schema, exactly as the browser checked it. */
export async function readForm<S extends z.ZodType>(request: Request, schema: S) {
  const formData = await request.formData();
  return { formData, submission: parseWithZod(formData, { schema }) };
}

/** The same, for a form already read (one form, several intents). */
export function checkForm<S extends z.ZodType>(formData: FormData, schema: S) {
  return parseWithZod(formData, { schema });
}

export interface FormReply {
  result: SubmissionResult<string[]>;
}

/** The form comes back with its errors and values; nothing was changed (HTTP 400). */
export function invalid(result: SubmissionResult<string[]>) {
  return data({ result } satisfies FormReply, { status: 400 });
}

/**
 * A refusal from the backend shown on the form (SPEC §8: any other code shows its msg).
 * Anything that is not a refusal (a redirect, a fault) goes on up.
 */
export function refusedBy(
  error: unknown,
  submission: { reply: (options: { formErrors: string[]; hideFields?: string[] }) => SubmissionResult<string[]> },
  hideFields: string[] = [],
) {
  if (!(error instanceof ApiError)) throw error;
  return invalid(submission.reply({ formErrors: [error.message], hideFields }));
}
