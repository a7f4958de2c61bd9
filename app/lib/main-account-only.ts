import { isRouteErrorResponse } from 'react-router';

/**
 * What a user-centre loader throws, with status 403, when the backend answered that only the
 * main account may (10030): the frame's error boundary shows the notice saying so. It is read in
 * the browser too, after a navigation with JavaScript, so it lives apart from the server's helper.
 */
export const MAIN_ACCOUNT_ONLY = { refusal: 'mainAccountOnly' } as const;

export const MAIN_ACCOUNT_ONLY_STATUS = 403;

/** Whether a route's error is the 'only the main account may' page rather than some other error. */
export function isMainAccountOnly(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    error.status === MAIN_ACCOUNT_ONLY_STATUS &&
    typeof error.data === 'object' &&
    error.data !== null &&
    (error.data as { refusal?: unknown }).refusal === MAIN_ACCOUNT_ONLY.refusal
  );
}
