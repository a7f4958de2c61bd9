import { useRouteLoaderData } from 'react-router';
import type { loader as orderFrameLoader } from './frames/container.tsx';
import type { loader as userCentreLoader } from './frames/user-center.tsx';
import type { loader } from './root.tsx';

/** The root loader's data (language, strings, toast, viewer) from any component below it. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

/** What the frames show of the logged-in buyer (greeting, cart count), or null for a visitor. */
export function useViewer() {
  return useRootData()?.viewer ?? null;
}

/**
 * The logged-in user in the user centre and the order frame, whose loaders require one; null
 * elsewhere. The root does not ship it: the storefront's pages show only the viewer, so a page
 * rendered once for every buyer holds nothing of anyone (docs/decisions/0023).
 */
export function useUser() {
  const inUserCentre = useRouteLoaderData<typeof userCentreLoader>('frames/user-center');
  const inOrderFrame = useRouteLoaderData<typeof orderFrameLoader>('frames/container');
  return inUserCentre?.user ?? inOrderFrame?.user ?? null;
}
