import type { ReactNode } from 'react';
import { data, Outlet, useLocation, useRouteLoaderData, useSearchParams } from 'react-router';
import { PunchoutBanner } from '../areas/punchout/index.ts';
import { punchoutState } from '../areas/punchout/index.server.ts';
import { storefrontApi } from '../areas/storefront/storefront-api.server.ts';
import { FrameErrorPage, frameErrorMeta } from './error-page.tsx';
import { MainNav } from './main-nav.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { TagStrip } from './tag-strip.tsx';
import { TopBar } from './top-bar.tsx';
import type { Route } from './+types/shop';
import { SkipLink } from './skip-link.tsx';

/** The shop frame's data: navigation, the category tree, search keywords and the help columns. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = { request, context };
  const [navigation, categories, keywords, articleGroups, punchout] = await Promise.all([
    storefrontApi.navigation(ctx),
    storefrontApi.categories(ctx),
    storefrontApi.searchKeywords(ctx),
    storefrontApi.articles(ctx),
    // Asked only of a browser a procurement system logged in (its mark); null for everyone else.
    punchoutState(ctx),
  ]);
  const frame = { navigation, categories, keywords, articleGroups, punchout: punchout.current };
  return data(frame, punchout.setCookie ? { headers: { 'Set-Cookie': punchout.setCookie } } : undefined);
}

/** Each screen names itself; a screen's error is named here, where it is shown. */
export const meta: Route.MetaFunction = frameErrorMeta;

type FrameData = Route.ComponentProps['loaderData'];

/** Should the frame's own loader be what failed, the frame still stands, without its lists. */
const NO_DATA: FrameData = { navigation: [], categories: [], keywords: [], articleGroups: [], punchout: null };

/** The frame of SPEC §2 around every /home/* screen. */
function ShopFrame({ data, children }: { data: FrameData; children: ReactNode }) {
  const { navigation, categories, keywords, articleGroups, punchout } = data;
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  return (
    <>
      <SkipLink />
      <TopBar />
      <PunchoutBanner current={punchout} />
      <SiteHeader keywords={keywords} defaultKeyword={searchParams.get('keyword') ?? undefined} />
      <MainNav categories={categories} navigation={navigation} menuOpen={pathname === '/home/index'} />
      <main id="main" className="frame-width shop-main" tabIndex={-1}>
        {children}
      </main>
      <TagStrip />
      <SiteFooter articleGroups={articleGroups} navigation={navigation} />
    </>
  );
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ShopFrame data={loaderData}>
      <Outlet />
    </ShopFrame>
  );
}

/** A missing goods, article or page (404) or any other error of a screen stays in the shop's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('frames/shop') ?? NO_DATA;
  return (
    <ShopFrame data={data}>
      <FrameErrorPage error={error} />
    </ShopFrame>
  );
}
