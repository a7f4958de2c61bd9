import type { Locale } from '../../../common/messages.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { i18nFor } from '../../i18n/instance.server.ts';
import { placeholders, sharedRenderSecret } from '../../lib/buyer-parts.server.ts';
import type { CallContext } from '../../lib/request.server.ts';
import { favouriteOf } from './favourites.server.ts';

/**
 * The goods detail's favourite control as a buyer part: the button's intent and words, and the
 * note beside it (empty unless the goods is a favourite). A visitor is offered 收藏 and sent to login by it.
 */
export interface FavouriteControl {
  [field: string]: string;
  intent: 'favourite' | 'unfavourite' | string;
  label: string;
  status: string;
}

const FIELDS = ['intent', 'label', 'status'] as const;

export function favouriteControl(
  context: CallContext['context'],
  locale: Locale,
  favourite: boolean | null,
): FavouriteControl {
  const t = i18nFor(context).getFixedT(locale);
  return favourite
    ? { intent: 'unfavourite', label: t('detail.unfavourite'), status: t('detail.favourited') }
    : { intent: 'favourite', label: t('detail.favourite'), status: '' };
}

/** This buyer's control for one goods; placeholders in a shared render. */
export async function favouritePart(ctx: CallContext, goodsId: number): Promise<FavouriteControl> {
  const locale = getLocale(ctx.context);
  const secret = sharedRenderSecret(ctx.context);
  if (secret) return placeholders<FavouriteControl>(secret, locale, 'favourite', String(goodsId), FIELDS);
  return favouriteControl(ctx.context, locale, await favouriteOf(ctx, goodsId));
}
