import type { ReactNode } from 'react';
import { ScreenBreadcrumb } from '../components/screen-breadcrumb.tsx';
import { TopBar } from './top-bar.tsx';
import { UserCenterHeader } from './user-center-header.tsx';
import { SkipLink } from './skip-link.tsx';

/** The frame of the user centre and the order frame: top bar, user-centre header, breadcrumb, then the screen. */
export function AccountFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <TopBar />
      <UserCenterHeader />
      <div className="frame-width">
        <ScreenBreadcrumb />
        {children}
      </div>
    </>
  );
}
