import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AccountFrame } from './account-frame.tsx';
import { FrameErrorPage, frameErrorMeta } from './error-page.tsx';
import { requireUser } from '../lib/current-user.server.ts';
import type { FrameData } from '../root-data.ts';
import type { Route } from './+types/container';
import { MantineScope } from '../components/mantine-scope.tsx';

/**
 * The order frame (/container/*): favourites, checkout, payment, order detail,
 * logistics, goods reviews and purchase approval. Like the user centre it needs a session,
 * but it gives the screen the full width (no left menu).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<FrameData> {
  return { user: await requireUser(request, context) };
}

/** Each screen names itself; a screen's error is named here, where it is shown. */
export const meta: Route.MetaFunction = frameErrorMeta;

function ContainerFrame({ children }: { children: ReactNode }) {
  return (
    <AccountFrame>
      <main id="main" className="container-main" tabIndex={-1}>
        {children}
      </main>
    </AccountFrame>
  );
}

export default function ContainerLayout() {
  return (
    <ContainerFrame>
      <MantineScope>
        <Outlet />
      </MantineScope>
    </ContainerFrame>
  );
}

/** A missing or another company's order (404), or any other error of a screen, stays in the order frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ContainerFrame>
      <FrameErrorPage error={error} />
    </ContainerFrame>
  );
}
