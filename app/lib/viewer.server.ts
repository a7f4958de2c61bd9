import type { RouterContextProvider } from 'react-router';
import type { UserInfo } from '../../common/areas/account/account.ts';
import { getLocale } from '../i18n/middleware.server.ts';
import { placeholders, sharedRenderSecret } from './buyer-parts.server.ts';
import { currentUser } from './current-user.server.ts';

/** The buyer part of every frame: who is greeted, and how many goods their cart holds. */
export interface Viewer {
  [field: string]: string;
  username: string;
  cartCount: string;
}

const VIEWER_FIELDS = ['username', 'cartCount'] as const;

export function viewerOf(user: Pick<UserInfo, 'username' | 'carCount'>): Viewer {
  return { username: user.username, cartCount: String(user.carCount) };
}

/** The session's viewer, null for a visitor; placeholders in a shared render, which is always of a buyer's page. */
export async function viewerPart(context: Readonly<RouterContextProvider>): Promise<Viewer | null> {
  const secret = sharedRenderSecret(context);
  if (secret) return placeholders<Viewer>(secret, getLocale(context), 'viewer', '', VIEWER_FIELDS);
  const { user } = await currentUser(context);
  return user ? viewerOf(user) : null;
}
