import { data } from 'react-router';
import { Code } from '../../contract/envelope.ts';
import { themeOfUrl, type NavigationTheme } from '../../contract/schemas/themed.ts';
import { ApiError, type CallContext } from '../api/request.server.ts';
import { storefrontApi, type NavigationItem } from '../api/storefront.server.ts';

const notFoundPage = () => data(null, { status: 404 });

/** The navigation id of a themed page's path; anything but a positive whole number is the 404 page. */
export function navigationIdOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFoundPage();
  return id;
}

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

/** A themed list answering 'not found' (the navigation went meanwhile) is the 404 page too. */
export function notFoundAs404(error: unknown): never {
  if (error instanceof ApiError && error.code === Code.notFound) throw notFoundPage();
  throw error;
}
