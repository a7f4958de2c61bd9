import type { RouterContextProvider } from 'react-router';
import { toLocale } from '../common/messages.ts';
import { customerApi } from './areas/account/customer-api.server.ts';
import { favouriteApi } from './areas/favourites/favourite-api.server.ts';
import { favouriteControl } from './areas/favourites/favourite-part.server.ts';
import type { PartFields } from './lib/buyer-parts.server.ts';
import { ApiError, type CallContext } from './lib/request.server.ts';
import { partKey, type PartRef } from './lib/shared-page.ts';
import { viewerOf } from './lib/viewer.server.ts';
import { getToken } from './session.server.ts';

type Viewer = Awaited<ReturnType<typeof customerApi.viewer>>;
/** `viewer` is the session's viewer, still on its way: a part that does not need it is asked for meanwhile. */
type Resolver = (ctx: CallContext, ref: PartRef, viewer: Promise<Viewer>) => Promise<PartFields>;

/** Each part's texts for this buyer, made by the very functions the loaders use. */
const RESOLVERS: Record<string, Resolver> = {
  viewer: async (_ctx, _ref, viewer) => viewerOf(await viewer),
  favourite: async (ctx, ref) =>
    favouriteControl(ctx.context, toLocale(ref.locale), (await favouriteApi.state(ctx, Number(ref.param))).favourite),
};

/**
 * This request's buyer parts for a shared page (server.ts, app/lib/shared-page.ts), by partKey;
 * undefined when the request has no live session (none, expired, revoked), the page holds a part
 * this build does not know, the buyer's company has prices or a catalogue of its own (the shared
 * page holds list prices), or the backend refused a part: then the page is rendered for the
 * request as it is, which clears an ended session's cookie and answers any refusal as a page does.
 */
export async function resolveBuyerParts(
  request: Request,
  context: RouterContextProvider,
  refs: readonly PartRef[],
): Promise<Map<string, PartFields> | undefined> {
  if (!(await getToken(request))) return undefined;
  if (refs.some((ref) => !RESOLVERS[ref.part])) return undefined;
  const ctx = { request, context };
  try {
    const viewer = customerApi.viewer(ctx);
    // The viewer is asked for even if no part shows it: it is what says the session is live.
    const [seen, fields] = await Promise.all([
      viewer,
      Promise.all(refs.map((ref) => RESOLVERS[ref.part]!(ctx, ref, viewer))),
    ]);
    // A shared page shows list prices and every goods: a company with prices or a catalogue of its
    // own has its pages rendered for it, with its session, so the loaders ask at its prices.
    if (seen.ownPrices) return undefined;
    return new Map(refs.map((ref, index) => [partKey(ref), fields[index]!]));
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}
