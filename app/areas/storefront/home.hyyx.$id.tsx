import { CAROUSEL_INTERVAL_MS } from '../../../common/constants.ts';
import { storefrontApi } from './storefront-api.server.ts';
import { themedApi } from './themed-api.server.ts';
import { ThemedPage } from './themed-page.tsx';
import { themedNavigation } from './themed-navigation.server.ts';
import type { Route } from './+types/home.hyyx.$id';
import { pageTitle } from '../../lib/page-title.ts';
import { notFoundAs404, pathId } from '../../lib/not-found.server.ts';

/** /home/hyyx/{id} 行家优选 (SPEC §2): the general navigation goods — the navigation's ads, a section per category. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = { request, context };
  const id = pathId(params);
  const [navigation, ads, sections] = await Promise.all([
    themedNavigation(ctx, id),
    storefrontApi.ads(ctx, { navigationId: id }),
    themedApi.generalSections(ctx, id).catch(notFoundAs404),
  ]);
  return { navigation, ads, sections };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageTitle(matches, 'named', { name: data?.navigation.name ?? '' });

export default function IndustryPicks({ loaderData }: Route.ComponentProps) {
  const { navigation, ads, sections } = loaderData;
  return <ThemedPage navigation={navigation} ads={ads} sections={sections} intervalMs={CAROUSEL_INTERVAL_MS} />;
}
