import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CAROUSEL_INTERVAL_MS, CUSTOMISED_CAROUSEL_INTERVAL_MS } from '../../../common/constants.ts';
import { variantOf } from '../../../common/areas/storefront/themed.ts';
import { storefrontApi } from './storefront-api.server.ts';
import { themedApi } from './themed-api.server.ts';
import { AddToCartForm } from '../cart/index.ts';
import { PurchaseListLinks, type ListLink } from '../purchase-lists/index.ts';
import { purchaseListLinks } from '../purchase-lists/index.server.ts';
import { GoodsCard } from '../../components/goods-card.tsx';
import { ThemedPage } from './themed-page.tsx';
import { addToCartAction } from '../cart/index.server.ts';
import { themedNavigation } from './themed-navigation.server.ts';
import { getToken, loginUrl } from '../../session.server.ts';
import type { Route } from './+types/home.jtcg.$id';
import { pageTitle } from '../../lib/page-title.ts';
import { notFoundAs404, pathId } from '../../lib/not-found.server.ts';
import type { GoodsListItem } from '../../../common/areas/catalogue/goods.ts';

/**
 * /home/jtcg/{id} 集团采购 (SPEC §2), in the variant its navigation item calls for:
 * 集团采购 is the corporate purchase variant (its sections, and the repurchase zone,
 * loaded only with a session — SPEC §4), 定制商品 the customised goods variant
 * (a faster carousel, SPEC §9), any other themed item the general navigation goods.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = { request, context };
  const id = pathId(params);
  const [navigation, ads, token] = await Promise.all([
    themedNavigation(ctx, id),
    storefrontApi.ads(ctx, { navigationId: id }),
    getToken(request),
  ]);
  const variant = variantOf(navigation.theme);
  const corporate = variant === 'corporate';
  const [sections, repurchase, lists] = await Promise.all([
    (corporate ? themedApi.corporateSections(ctx, id) : themedApi.generalSections(ctx, id)).catch(notFoundAs404),
    corporate && token ? themedApi.repurchase(ctx, id) : null,
    corporate && token ? purchaseListLinks(ctx) : [],
  ]);
  return { navigation, variant, ads, sections, repurchase, lists, loginHref: loginUrl(request) };
}

/** The repurchase zone's add-to-cart posts here. */
export const action = addToCartAction;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageTitle(matches, 'named', { name: data?.navigation.name ?? '' });

export default function GroupPurchasing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { navigation, variant, ads, sections, repurchase, lists, loginHref } = loaderData;
  return (
    <ThemedPage
      navigation={navigation}
      ads={ads}
      sections={sections}
      intervalMs={variant === 'customised' ? CUSTOMISED_CAROUSEL_INTERVAL_MS : CAROUSEL_INTERVAL_MS}
    >
      {variant === 'corporate' && <RepurchaseZone goods={repurchase} lists={lists} loginHref={loginHref} />}
      {variant === 'customised' && (
        <section className="home-section themed-note" aria-labelledby="customised-title">
          <h2 id="customised-title" className="section-title">
            {t('themed.customisedTitle')}
          </h2>
          <p>{t('themed.customisedNote')}</p>
          <Link to={`/home/cgoods/${navigation.id}`}>{t('themed.allGoods', { name: navigation.name })}</Link>
        </section>
      )}
    </ThemedPage>
  );
}

/** 复购专区: the goods to buy again and the company's lists, with a session; for a visitor, the way to log in instead. */
function RepurchaseZone({
  goods,
  lists,
  loginHref,
}: {
  goods: GoodsListItem[] | null;
  lists: ListLink[];
  loginHref: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="home-section repurchase-zone" aria-labelledby="repurchase-title">
      <h2 id="repurchase-title" className="section-title">
        {t('themed.repurchase')}
      </h2>
      {goods === null ? (
        <p className="themed-note">
          {t('themed.repurchaseLogin')} <Link to={loginHref}>{t('themed.login')}</Link>
        </p>
      ) : goods.length > 0 ? (
        <>
          <p className="themed-note">{t('themed.repurchaseNote')}</p>
          <ul className="goods-grid goods-list" aria-label={t('themed.repurchase')}>
            {goods.map((item) => (
              <li key={item.id}>
                <GoodsCard goods={item}>
                  <AddToCartForm
                    goodsId={item.id}
                    goodsName={item.goodsName}
                    minimum={item.quantity}
                    inventory={item.inventory}
                  />
                </GoodsCard>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="empty-state">{t('home.noGoods')}</p>
      )}
      {goods !== null && <PurchaseListLinks lists={lists} />}
    </section>
  );
}
