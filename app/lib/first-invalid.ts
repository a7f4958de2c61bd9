import type { SubmissionResult } from '@conform-to/react';
import { useActionData } from 'react-router';

/**
 * The field to focus after the server refused a form: the first one with an error,
 * in the order the schema checks them (the form's order). Conform focuses it itself
 * when it validates in the browser; without JavaScript the page reloads and focus
 * would start at the top, so the field renders with `autofocus` (issue 11.15).
 */
export function firstInvalidField(result: SubmissionResult<string[]> | undefined): string | undefined {
  if (result?.status !== 'error' || !result.error) return undefined;
  return Object.entries(result.error).find(([name, errors]) => name !== '' && (errors?.length ?? 0) > 0)?.[0];
}

/** Finds the refused submission in what the route's action answered: `result`, or one level deeper. */
export function submissionIn(actionData: unknown): SubmissionResult<string[]> | undefined {
  if (!actionData || typeof actionData !== 'object') return undefined;
  const candidates = [actionData, ...Object.values(actionData)];
  for (const candidate of candidates) {
    const result = (candidate as { result?: unknown } | null)?.result;
    if (result && typeof result === 'object' && 'status' in result) return result as SubmissionResult<string[]>;
  }
  return undefined;
}

/** The name of the field every field component compares itself with, to take `autofocus`. */
export function useFirstInvalidField(): string | undefined {
  return firstInvalidField(submissionIn(useActionData()));
}
