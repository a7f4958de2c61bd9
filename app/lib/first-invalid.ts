import type { SubmissionResult } from '@conform-to/react';
import { useActionData } from 'react-router';

/**
 * The first field the server refused, in the order the schema checks them. Conform
 * focuses the first invalid field itself when it validates in the browser; without
 * JavaScript the page reloads and focus would start at the top, so the refused fields
 * render with `autofocus` (autoFocusFor below).
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

/**
 * `autoFocus` for the control of one field: set on every field the server refused when the
 * page is its answer to a refused submit (`refused`, from useRefusedSubmit). The browser
 * focuses only the first element carrying `autofocus` in the document, which is the first
 * field to fix in the order the person reads the form. The field must carry errors itself,
 * which ties it to the form that was sent where a page has several (only the refused form is
 * handed the result). The one way every form, buyer's or console's, puts focus back on what to
 * fix when the page reloads without JavaScript.
 */
export function autoFocusFor(field: { errors?: readonly string[] }, refused: boolean): true | undefined {
  return (refused && (field.errors?.length ?? 0) > 0) || undefined;
}

/** Whether the page is the server's answer to a submit it refused for its fields. */
export function useRefusedSubmit(): boolean {
  return useFirstInvalidField() !== undefined;
}

/** autoFocusFor one field, reading the page's refused submission itself. */
export function useAutoFocusOnRefusal(field: { errors?: readonly string[] }): true | undefined {
  return autoFocusFor(field, useRefusedSubmit());
}
