import { createContext } from 'react-router';

/**
 * How the web reaches the backend: in the embedded default, server.ts puts the
 * backend's own fetch here (the same Request → Response path as over HTTP, minus
 * the socket); when it is absent, the API client uses fetch against BACKEND_URL.
 * entry.server.tsx re-exports it so server.ts sets the key of the built app itself.
 */
export type BackendFetch = (request: Request) => Response | Promise<Response>;

export const backendContext = createContext<BackendFetch | null>(null);

/**
 * The nonce of this document's Content-Security-Policy (server.ts, secureHeaders):
 * every inline script React Router, React and Mantine write carries it, and no other
 * inline script runs. Undefined in tests that render without server.ts.
 */
export const nonceContext = createContext<string | undefined>(undefined);

/**
 * Set while server.ts renders a shared page (app/lib/shared-page.ts): this process's placeholder
 * secret. Loaders then show buyer parts as placeholders (app/lib/buyer-parts.server.ts) and the
 * request carries no session, so nothing of one buyer can reach the page every buyer is served.
 */
export const sharedRenderContext = createContext<string | undefined>(undefined);
