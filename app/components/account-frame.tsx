import type { ReactNode } from 'react';
import { ScreenBreadcrumb } from './screen-breadcrumb.tsx';
import { TopBar } from './top-bar.tsx';
import { UserCenterHeader } from './user-center-header.tsx';

/** The frame of the user centre and the order frame: top bar, user-centre header, breadcrumb, then the screen. */
export function AccountFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        跳到主要内容 / Skip to content
      </a>
      <TopBar />
      <UserCenterHeader />
      <div className="frame-width">
        <ScreenBreadcrumb />
        {children}
      </div>
    </>
  );
}
