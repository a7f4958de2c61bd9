import { useRouteLoaderData } from 'react-router';
import type { loader } from './root.tsx';

/** The root loader's data (language, toast, user) from any component below it. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

/** The logged-in user, or null for a visitor. */
export function useUser() {
  return useRootData()?.user ?? null;
}
