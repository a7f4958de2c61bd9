import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { isSessionEnded } from '../../../common/envelope.ts';
import { currentUser } from '../../lib/current-user.server.ts';
import type { CallContext } from '../../lib/request.server.ts';
import { firstIssue, formValues } from '../../../common/form.ts';
import { message } from '../../../common/messages.ts';
import { cancelFavouritesSchema, favouriteQuerySchema } from '../../../common/areas/favourites/favourite.ts';
import { favouriteApi } from './favourite-api.server.ts';
import { ApiError } from '../../lib/request.server.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { requireToken } from '../../session.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { addToCart } from '../cart/index.server.ts';
import { favouritesHref } from './favourites-url.ts';

/** What a refused 'cancel favourites' comes back with: the message, and the ticks to keep. */
export interface CancelReply {
  error: string;
  ids: number[];
}

/**
 * Whether the buyer keeps this goods as a favourite, for its detail page: null for a visitor (or
 * a session that ended meanwhile), who is offered 收藏 and sent to login by it.
 */
export async function favouriteOf(ctx: CallContext, goodsId: number): Promise<boolean | null> {
  const { user } = await currentUser(ctx.context);
  if (!user) return null;
  try {
    return (await favouriteApi.state(ctx, goodsId)).favourite;
  } catch (error) {
    if (error instanceof ApiError && isSessionEnded(error.code)) return null;
    throw error;
  }
}

/** One page of the caller's favourites (30, SPEC §9), searched by goods name; manage mode and its ticks from the URL. */
export async function favouritesLoader({ request, context }: LoaderFunctionArgs) {
  await requireToken(request);
  const url = new URL(request.url);
  const query = favouriteQuerySchema.parse(formValues(url.searchParams.entries()));
  const favourites = await favouriteApi.page({ request, context }, query);
  // Past the last page (its last favourites were just cancelled): the last page instead.
  const pages = Math.max(1, Math.ceil(favourites.total / query.limit));
  if (query.page > pages) {
    const search = new URLSearchParams(url.searchParams);
    search.set('page', String(pages));
    throw redirect(url.pathname + favouritesHref(search));
  }
  const manage = url.searchParams.get('manage') === '1';
  const ticked = new Set(url.searchParams.getAll('ids').map(Number));
  return {
    ...favourites,
    page: query.page,
    limit: query.limit,
    goodsName: query.goodsName ?? '',
    manage,
    selected: manage ? favourites.list.filter((row) => ticked.has(row.id)).map((row) => row.id) : [],
  };
}

/** Two posts: 'cancel' the ticked favourites (manage mode), or add one to the cart from its card. */
export async function favouritesAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requireToken(request);
  const form = await args.request.formData();
  if (form.get('intent') !== 'cancel') return addToCart(args, form);

  const locale = getLocale(context);
  const posted = form.getAll('ids');
  const refuse = (error: string) =>
    data({ error, ids: posted.map(Number).filter(Number.isSafeInteger) } satisfies CancelReply, { status: 400 });
  const parsed = cancelFavouritesSchema(locale).safeParse({ ids: posted });
  if (!parsed.success) return refuse(firstIssue(parsed.error));
  try {
    await favouriteApi.cancel({ request, context }, parsed.data.ids);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refuse(error.message);
  }
  const url = new URL(request.url);
  return redirectWithToast(request, url.pathname + favouritesHref(url.searchParams), {
    type: 'success',
    message: message(locale, 'favouritesCancelled'),
  });
}
