import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AccountFrame } from './account-frame.tsx';
import { FrameErrorPage, frameErrorMeta } from './error-page.tsx';
import { UserCenterMenu } from './user-center-menu.tsx';
import { requireUser } from '../lib/current-user.server.ts';
import { useUser, type FrameData } from '../root-data.ts';
import type { Route } from './+types/user-center';
import { MantineScope } from '../components/mantine-scope.tsx';
import { CustomerAccountType } from '../../common/areas/account/account-type.ts';
import { budgetApi } from '../areas/budgets/index.server.ts';

/**
 * The guard (SPEC §2): no session, no user centre. An ended session lands on login too. The menu
 * links 采购预算 for the main account, who sets budgets, and for a sub-account only when a budget
 * counts its orders: nothing about budgets is shown where none is set.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<FrameData & { budgets: boolean }> {
  const user = await requireUser(request, context);
  const budgets =
    user.customerAccountType === CustomerAccountType.main || (await budgetApi.applies({ request, context }));
  return { user, budgets };
}

/** Each screen names itself; a screen's error is named here, where it is shown. */
export const meta: Route.MetaFunction = frameErrorMeta;

function UserCenterFrame({
  accountType,
  budgets = false,
  children,
}: {
  accountType?: number;
  budgets?: boolean;
  children: ReactNode;
}) {
  return (
    <AccountFrame>
      <div className="user-body">
        {accountType !== undefined && <UserCenterMenu accountType={accountType} budgets={budgets} />}
        <main id="main" className="user-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </AccountFrame>
  );
}

export default function UserCenterLayout({ loaderData }: Route.ComponentProps) {
  return (
    <UserCenterFrame accountType={loaderData.user.customerAccountType} budgets={loaderData.budgets}>
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
