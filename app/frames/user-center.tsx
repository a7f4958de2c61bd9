import { Outlet } from 'react-router';
import { AccountFrame } from './account-frame.tsx';
import { UserCenterMenu } from './user-center-menu.tsx';
import { requireUser } from '../lib/current-user.server.ts';
import type { Route } from './+types/user-center';

/** The guard (SPEC §2): no session, no user centre. An ended session lands on login too. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireUser(request, context) };
}

export default function UserCenterLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AccountFrame>
      <div className="user-body">
        <UserCenterMenu accountType={loaderData.user.customerAccountType} />
        <main id="main" className="user-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </AccountFrame>
  );
}
