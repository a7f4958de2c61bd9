import { Outlet } from 'react-router';
import { customerApi } from '../../api/customer.server.ts';
import { ScreenBreadcrumb } from '../../components/screen-breadcrumb.tsx';
import { TopBar } from '../../components/top-bar.tsx';
import { UserCenterHeader } from '../../components/user-center-header.tsx';
import { requireToken } from '../../session.server.ts';
import type { Route } from './+types/container';

/**
 * The order frame (/container/*): favourites, checkout, payment, order detail,
 * logistics, reviews and purchase review. Like the user centre it needs a session,
 * but it gives the screen the full width (no left menu).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireToken(request);
  return { user: await customerApi.info({ request, context }) };
}

export default function ContainerLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        跳到主要内容 / Skip to content
      </a>
      <TopBar />
      <UserCenterHeader />
      <div className="frame-width">
        <ScreenBreadcrumb />
        <main id="main" className="container-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </>
  );
}
