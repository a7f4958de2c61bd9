import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { message } from '../../../common/messages.ts';
import { goodsDetailApi } from './goods-api.server.ts';
import { ApiError } from '../../lib/request.server.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { GoodsCard } from '../../components/goods-card.tsx';
import { GoodsGallery } from './goods-gallery.tsx';
import { GoodsReviews } from './goods-reviews.tsx';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { buyNow } from './buy-now.server.ts';
import { reviewsTab } from './goods-reviews.server.ts';
import { addToCart } from '../cart/index.server.ts';
import { favouriteApi, favouritePart } from '../favourites/index.server.ts';
import { AddToListSubmit } from '../purchase-lists/index.ts';
import { useGoodsWords } from '../../lib/goods-words.ts';
import { formatPrice } from '../../lib/price.ts';
import { sanitizeRichText } from '../../lib/rich-text.server.ts';
import { getToken, loginUrl } from '../../session.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { PaymentAndServices } from './payment-and-services.tsx';
import type { Route } from './+types/home.details.$id';
import { pageTitle } from '../../lib/page-title.ts';
import { notFoundAs404, pathId } from '../../lib/not-found.server.ts';
import { Title } from '../../components/mantine-markup.tsx';

const TABS = ['details', 'reviews', 'guarantee', 'enquiry'] as const;
type Tab = (typeof TABS)[number];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = pathId(params);
  try {
    const ctx = { request, context };
    const [goods, reviews, favourite] = await Promise.all([
      goodsDetailApi.detail(ctx, id),
      reviewsTab(ctx, id, new URL(request.url).searchParams),
      favouritePart(ctx, id),
    ]);
    // Rich text from the catalogue is cleaned again before it reaches a page (DESIGN.md).
    return { goods: { ...goods, content: sanitizeRichText(goods.content) }, reviews, favourite };
  } catch (error) {
    notFoundAs404(error);
  }
}

/** Add to cart, favourite or remove the favourite; a visitor is sent to login and brought back here. */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const form = await request.formData();
  if (form.get('intent') === 'addToCart') return addToCart(args, form);
  if (form.get('intent') === 'buyNow') return buyNow(args, form);
  if (!(await getToken(request))) throw redirect(loginUrl(request));
  const here = new URL(request.url);
  const removing = form.get('intent') === 'unfavourite';
  const goodsId = Number(form.get('goodsId'));
  try {
    if (removing) await favouriteApi.remove({ request, context }, goodsId);
    else await goodsDetailApi.favourite({ request, context }, goodsId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ error: error.message, goodsId: Number(form.get('goodsId')) }, { status: 400 });
  }
  return redirectWithToast(request, here.pathname + here.search, {
    type: 'success',
    message: message(getLocale(context), removing ? 'favouritesCancelled' : 'favourited'),
  });
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageTitle(matches, 'named', { name: data?.goods.goodsName ?? '' });

/** Goods detail (SPEC §2). It opens in a new window from lists, so it stands on its own. */
export default function GoodsDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const words = useGoodsWords();
  const { goods, reviews, favourite } = loaderData;
  const [search] = useSearchParams();
  const result = useActionData<typeof action>();
  const tab: Tab = (TABS as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as Tab)
    : 'details';
  const facts: [ParseKeys, string][] = [
    ['detail.brand', goods.brand],
    ['detail.code', goods.goodsCode],
    ['detail.itemNo', goods.goodsNo],
    ['detail.model', goods.goodsModel],
    ['detail.specs', goods.goodsSpecs],
    ['detail.surface', goods.surfaceTreatment],
    ['detail.unit', words.unit(goods.unit)],
    ['detail.packaging', goods.packagingSpec],
    ['detail.delivery', words.deliveryMethods(goods.deliveryMethods)],
    ['detail.sendPeriod', goods.sendPeriod],
    ['detail.weight', goods.goodsWeight],
    ['detail.taxrate', goods.taxrate],
  ];
  const onSale = goods.onSale === 1;
  // Nothing in stock: neither Add to Cart nor Buy Now, and the reason beside them.
  const outOfStock = onSale && goods.inventory <= 0;
  const buyable = onSale && !outOfStock;
  const tabHref = (next: Tab) => {
    const params = new URLSearchParams(search);
    params.set('tab', next);
    return `?${params.toString()}#goods-tabs`;
  };

  return (
    <div className="goods-detail">
      <Breadcrumb
        trail={[{ label: goods.categoryName, to: `/home/goods/${goods.categoryId}` }, { label: goods.goodsName }]}
      />

      <div className="detail-top">
        <GoodsGallery
          images={goods.mainImageList.length ? goods.mainImageList : [goods.goodsImage]}
          name={goods.goodsName}
        />
        <section className="detail-summary" aria-labelledby="goods-title">
          <Title size="h3" id="goods-title">
            {goods.goodsName}
          </Title>
          <p className="detail-price">
            <span>{t('detail.price')}</span>
            {goods.enableCustomerPrice === 1 && <span className="company-price-tag">{t('companyPrice.tag')}</span>}
            <strong>{t('goods.price', { price: formatPrice(goods.salePrice) })}</strong>
            <span className="detail-unit">/{words.unit(goods.unit)}</span>
            <span className="tax-included">
              {goods.taxrate ? t('buying.taxIncludedRate', { rate: goods.taxrate }) : t('buying.taxIncluded')}
            </span>
            {goods.enableCustomerPrice === 1 && goods.listPrice !== undefined && (
              <s className="list-price">{t('companyPrice.listPrice', { price: formatPrice(goods.listPrice) })}</s>
            )}
          </p>
          {!onSale && (
            <p role="status" className="form-alert">
              {t('detail.offSale')}
            </p>
          )}
          <dl className="detail-facts">
            {facts
              .filter(([, value]) => value)
              .map(([key, value]) => (
                <div key={key}>
                  <dt>{t(key)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            <div>
              <dt>{t('detail.stock')}</dt>
              <dd>{goods.inventory > 0 ? t('detail.inStock', { count: goods.inventory }) : t('detail.outOfStock')}</dd>
            </div>
          </dl>
          <p className="detail-delivery-note">{t('detail.deliveryNote')}</p>
          <PaymentAndServices />

          <Form method="post" className="detail-buy" aria-label={t('goods.addToCartOf', { name: goods.goodsName })}>
            <input type="hidden" name="goodsId" value={goods.id} />
            <div className="detail-row">
              <label className="detail-label" htmlFor="detail-quantity">
                {t('detail.quantity')}
              </label>
              <QuantityStepper
                id="detail-quantity"
                label={t('goods.quantityOf', { name: goods.goodsName })}
                min={goods.quantity}
              />
              {goods.quantity > 1 && (
                <span className="goods-card-min">
                  {t('buying.minQuantity', { quantity: goods.quantity, unit: words.unit(goods.unit, goods.quantity) })}
                </span>
              )}
            </div>
            {result && 'error' in result && (
              <p role="alert" className="form-alert">
                {result.error}
              </p>
            )}
            {outOfStock && (
              <p id="detail-cannot-buy" role="status" className="form-alert">
                {t('buying.cannotBuy')}
              </p>
            )}
            <div className="detail-actions">
              <button
                type="submit"
                name="intent"
                value="addToCart"
                className="detail-cart"
                disabled={!buyable}
                aria-describedby={outOfStock ? 'detail-cannot-buy' : undefined}
              >
                {t('goods.addToCart')}
              </button>
              <button
                type="submit"
                name="intent"
                value="buyNow"
                className="detail-buy-now"
                disabled={!buyable}
                aria-describedby={outOfStock ? 'detail-cannot-buy' : undefined}
              >
                {t('detail.buyNow')}
              </button>
              {/*
                A buyer part (docs/decisions/0023): one control whose words say whether the goods is a
                favourite, undone here when it is; a visitor is offered 收藏 and sent to login by it.
              */}
              <span id="detail-favourited" className="detail-favourited">
                {favourite.status}
              </span>
              <button
                type="submit"
                name="intent"
                value={favourite.intent}
                className="detail-favourite"
                formNoValidate
                aria-describedby="detail-favourited"
              >
                {favourite.label}
              </button>
            </div>
            <div className="add-to-list">
              <AddToListSubmit />
            </div>
          </Form>
        </section>
      </div>

      <div className="detail-body">
        <section id="goods-tabs" className="detail-tabs">
          <nav className="detail-tab-list" aria-label={t('detail.tabs')}>
            {TABS.map((name) => (
              <Link
                key={name}
                to={tabHref(name)}
                replace
                preventScrollReset
                aria-current={name === tab ? 'page' : undefined}
              >
                {t(`detail.tab.${name}`)}
              </Link>
            ))}
          </nav>
          <div className="detail-tab-panel">
            {tab === 'details' && (
              <>
                {goods.parameterList.length > 0 && (
                  <table className="detail-parameters">
                    <caption className="visually-hidden">{t('detail.parameters')}</caption>
                    <tbody>
                      {goods.parameterList.map((parameter) => (
                        <tr key={parameter.name}>
                          <th scope="row">{parameter.name}</th>
                          <td>{parameter.tag}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                {/* Sanitised on the server just above, in the loader. */}
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: goods.content }} />
              </>
            )}
            {tab === 'reviews' && reviews && <GoodsReviews reviews={reviews} />}
            {tab === 'guarantee' && <p>{t('detail.guaranteeText')}</p>}
            {tab === 'enquiry' && <p>{t('detail.enquiryText')}</p>}
          </div>
        </section>
        <aside className="detail-aside">
          {goods.jpRecommendList.length > 0 && (
            <section aria-labelledby="featured-title">
              <h2 id="featured-title" className="section-title">
                {t('detail.featured')}
              </h2>
              {goods.jpRecommendList.map((item) => (
                <GoodsCard key={item.id} goods={item} />
              ))}
            </section>
          )}
        </aside>
      </div>

      {goods.xtGoodsList.length > 0 && (
        <section className="home-section" aria-labelledby="similar-title">
          <h2 id="similar-title" className="section-title">
            {t('detail.similar')}
          </h2>
          <div className="goods-grid">
            {goods.xtGoodsList.map((item) => (
              <GoodsCard key={item.id} goods={item} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
