import { Outlet } from 'react-router';
import { AccountFrame } from './account-frame.tsx';
import { requireUser } from '../lib/current-user.server.ts';
import type { Route } from './+types/container';

/**
 * The order frame (/container/*): favourites, checkout, payment, order detail,
 * logistics, reviews and purchase review. Like the user centre it needs a session,
 * but it gives the screen the full width (no left menu).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireUser(request, context) };
}

export default function ContainerLayout() {
  return (
    <AccountFrame>
      <main id="main" className="container-main" tabIndex={-1}>
        <Outlet />
      </main>
    </AccountFrame>
  );
}
