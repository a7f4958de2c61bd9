import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, NavLink, Outlet, useRouteLoaderData } from 'react-router';
import { staffApi } from '../areas/console/staff-api.server.ts';
import { requireStaffToken } from '../areas/console/index.server.ts';
import '../areas/console/console.css';
import '../areas/console/console-screens.css';
import { FrameErrorPage, frameErrorMeta } from './error-page.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SkipLink } from './skip-link.tsx';
import type { Route } from './+types/console';
import { MantineScope } from '../components/mantine-scope.tsx';

/** The console's guard: no staff session, no console; the member and their roles for every screen. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffToken(request);
  return { staff: await staffApi.info({ request, context }) };
}

/** Each screen names itself; a screen's error is named here, where it is shown. */
export const meta: Route.MetaFunction = frameErrorMeta;

/** The staff member of this console page (the frame's loader data). */
export function useStaff() {
  return useRouteLoaderData<typeof loader>('frames/console')!.staff;
}

const MENU = [
  'home',
  'companies',
  'certifications',
  'orders',
  'afterSales',
  'contracts',
  'priceLists',
  'statements',
  'remittances',
  'invoices',
  'credit',
  'goods',
  'quickOrderMisses',
  'messages',
  'sms',
  'audit',
  'staff',
  'profile',
] as const;

type Staff = Awaited<ReturnType<typeof loader>>['staff'];

/**
 * The staff console's frame (/admin/*): its own header, menu and global search, apart from the shop's.
 * Without the member (the frame's own loader failed) the header just does not say who is signed in.
 */
function ConsoleFrame({ staff, children }: { staff?: Staff; children: ReactNode }) {
  const { t } = useTranslation();
  const roles = staff?.roles.map((role) => t(`console.role.${role}`)).join('、') ?? '';
  return (
    <div className="admin-frame">
      <SkipLink />
      <header className="admin-header">
        <p className="admin-brand">
          {t('shop.name')} · {t('console.title')}
        </p>
        <Form method="get" action="/admin/search" role="search" className="admin-search">
          <label htmlFor="admin-search-q" className="visually-hidden">
            {t('console.search')}
          </label>
          <input id="admin-search-q" name="q" type="search" placeholder={t('console.searchPlaceholder')} />
          <button type="submit">{t('console.searchSubmit')}</button>
        </Form>
        {staff && <p className="admin-who">{t('console.signedInAs', { name: staff.name, roles })}</p>}
        <LanguageSwitch />
        <Form method="post" action="/admin/logout">
          <button type="submit" className="link-button">
            {t('console.logout')}
          </button>
        </Form>
      </header>
      <div className="admin-body">
        <nav aria-label={t('console.nav')} className="admin-menu">
          <ul>
            {MENU.map((item) => (
              <li key={item}>
                <NavLink to={item === 'home' ? '/admin' : `/admin/${item}`} end={item === 'home'}>
                  {item === 'priceLists' ? t('priceListConsole.menu') : t(`console.menu.${item}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="admin-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame staff={loaderData.staff}>
      <MantineScope>
        <Outlet />
      </MantineScope>
    </ConsoleFrame>
  );
}

/** A missing order, invoice or page (404), or any other error of a screen, stays in the console's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const staff = useRouteLoaderData<typeof loader>('frames/console')?.staff;
  return (
    <ConsoleFrame staff={staff}>
      <FrameErrorPage error={error} />
    </ConsoleFrame>
  );
}
