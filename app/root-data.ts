import { useRouteLoaderData } from 'react-router';
import type { Locale } from '../common/locale.ts';
import type { UserInfo } from '../common/areas/account/account.ts';
import type { PageStrings } from './i18n/page-strings.server.ts';
import type { Viewer } from './lib/viewer.server.ts';
import type { Toast } from './toast.server.ts';

/**
 * What the root loader gives every page: its language, the strings its screens use, a pending
 * toast and the viewer. Written out here, not read off the loader, so the hooks below import
 * nothing of the modules that use them (root.tsx and the frames return these types).
 */
export interface RootData {
  locale: Locale;
  strings: PageStrings;
  toast: Toast | null;
  viewer: Viewer | null;
}

/** What the user centre's and the order frame's loaders give their screens. */
export interface FrameData {
  user: UserInfo;
}

/** The root loader's data (language, strings, toast, viewer) from any component below it. */
export function useRootData() {
  return useRouteLoaderData<RootData>('root');
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
  const inUserCentre = useRouteLoaderData<FrameData>('frames/user-center');
  const inOrderFrame = useRouteLoaderData<FrameData>('frames/container');
  return inUserCentre?.user ?? inOrderFrame?.user ?? null;
}
