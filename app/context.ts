import { createContext } from 'react-router';

/**
 * How the web reaches the backend: in the embedded default, server.ts puts the
 * backend's own fetch here (the same Request → Response path as over HTTP, minus
 * the socket); when it is absent, the API client uses fetch against BACKEND_URL.
 * entry.server.tsx re-exports it so server.ts sets the key of the built app itself.
 */
export type BackendFetch = (request: Request) => Response | Promise<Response>;

export const backendContext = createContext<BackendFetch | null>(null);
