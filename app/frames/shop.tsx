import { Outlet, useLocation, useSearchParams } from 'react-router';
import { storefrontApi } from '../areas/storefront/storefront-api.server.ts';
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
  const [navigation, categories, keywords, articleGroups] = await Promise.all([
    storefrontApi.navigation(ctx),
    storefrontApi.categories(ctx),
    storefrontApi.searchKeywords(ctx),
    storefrontApi.articles(ctx),
  ]);
  return { navigation, categories, keywords, articleGroups };
}

/** The frame of SPEC §2 around every /home/* screen. */
export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  const { navigation, categories, keywords, articleGroups } = loaderData;
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  return (
    <>
      <SkipLink />
      <TopBar />
      <SiteHeader keywords={keywords} defaultKeyword={searchParams.get('keyword') ?? undefined} />
      <MainNav categories={categories} navigation={navigation} menuOpen={pathname === '/home/index'} />
      <main id="main" className="frame-width shop-main" tabIndex={-1}>
        <Outlet />
      </main>
      <TagStrip />
      <SiteFooter articleGroups={articleGroups} navigation={navigation} />
    </>
  );
}
