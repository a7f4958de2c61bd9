import type { SubmissionResult } from '@conform-to/react';

/** The result for the console form that was sent (by its formId), and none for the others on the page. */
export function resultFor(actionData: unknown, formId: string) {
  const reply = actionData as { formId?: string; result?: unknown } | undefined;
  return reply?.formId === formId ? (reply.result as SubmissionResult<string[]>) : undefined;
}
