import { themeOfUrl, type NavigationTheme } from '../../../common/areas/storefront/themed.ts';
import type { CallContext } from '../../lib/request.server.ts';
import { notFoundPage } from '../../lib/not-found.server.ts';
import { storefrontApi } from './storefront-api.server.ts';
import type { NavigationItem } from '../../../common/areas/storefront/storefront.ts';

/** The navigation item a themed page stands for; an unknown one, or 首页 and 全部商品, is the 404 page. */
export async function themedNavigation(
  ctx: CallContext,
  id: number,
): Promise<NavigationItem & { theme: NavigationTheme }> {
  const item = (await storefrontApi.navigation(ctx)).find((candidate) => candidate.id === id);
  const theme = item && themeOfUrl(item.url);
  if (!item || !theme) throw notFoundPage();
  return { ...item, theme };
}
