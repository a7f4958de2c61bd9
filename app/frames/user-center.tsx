import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AccountFrame } from './account-frame.tsx';
import { FrameErrorPage, frameErrorMeta } from './error-page.tsx';
import { UserCenterMenu } from './user-center-menu.tsx';
import { requireUser } from '../lib/current-user.server.ts';
import { useUser, type FrameData } from '../root-data.ts';
import type { Route } from './+types/user-center';
import { MantineScope } from '../components/mantine-scope.tsx';

/** The guard (SPEC §2): no session, no user centre. An ended session lands on login too. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<FrameData> {
  return { user: await requireUser(request, context) };
}

/** Each screen names itself; a screen's error is named here, where it is shown. */
export const meta: Route.MetaFunction = frameErrorMeta;

function UserCenterFrame({ accountType, children }: { accountType?: number; children: ReactNode }) {
  return (
    <AccountFrame>
      <div className="user-body">
        {accountType !== undefined && <UserCenterMenu accountType={accountType} />}
        <main id="main" className="user-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </AccountFrame>
  );
}

export default function UserCenterLayout({ loaderData }: Route.ComponentProps) {
  return (
    <UserCenterFrame accountType={loaderData.user.customerAccountType}>
      <MantineScope>
        <Outlet />
      </MantineScope>
    </UserCenterFrame>
  );
}

/**
 * A screen's refusal stays in the user centre (header, menu, breadcrumb): 'only the main account
 * may' is a notice, a missing or another company's record the 404 page, as the screens' loaders
 * throw them (orRefusalPage). The menu is the session's, from the root, should this frame's own
 * loader be what failed.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const user = useUser();
  return (
    <UserCenterFrame accountType={user?.customerAccountType}>
      <FrameErrorPage error={error} />
    </UserCenterFrame>
  );
}
