import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatches } from 'react-router';
import { customerApi } from '../../api/customer.server.ts';
import { TopBar } from '../../components/top-bar.tsx';
import { UserCenterHeader } from '../../components/user-center-header.tsx';
import { UserCenterMenu } from '../../components/user-center-menu.tsx';
import { requireToken } from '../../session.server.ts';
import type { Route } from './+types/user-center';

/** The guard (SPEC §2): no session, no user centre. An ended session lands on login too. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireToken(request);
  return { user: await customerApi.info({ request, context }) };
}

/** Screens name themselves for the breadcrumb with `handle.breadcrumb`, an i18n key. */
export interface UserCenterHandle {
  breadcrumb: ParseKeys;
}

export default function UserCenterLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const matches = useMatches();
  const current = [...matches].reverse().find((match) => (match.handle as UserCenterHandle | undefined)?.breadcrumb);
  const crumb = (current?.handle as UserCenterHandle | undefined)?.breadcrumb;
  return (
    <>
      <a href="#main" className="skip-link">
        跳到主要内容 / Skip to content
      </a>
      <TopBar />
      <UserCenterHeader />
      <div className="frame-width">
        <nav aria-label={t('common.breadcrumb')} className="breadcrumb">
          <ol>
            <li>
              <Link to="/home/index">{t('user.home')}</Link>
            </li>
            {crumb && <li aria-current="page">{t(crumb)}</li>}
          </ol>
        </nav>
        <div className="user-body">
          <UserCenterMenu accountType={loaderData.user.customerAccountType} />
          <main id="main" className="user-main" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </div>
    </>
  );
}
