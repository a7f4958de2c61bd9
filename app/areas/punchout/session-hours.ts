/** How long a punchout session lasts (the backend's SESSION_TTL_MS), for the browser's mark of it. */
export const SESSION_TTL_HOURS = 8;
