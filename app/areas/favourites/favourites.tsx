import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { FAVOURITES_PAGE_SIZE } from '../../../common/constants.ts';
import type { Favourite } from '../../../common/areas/favourites/favourite.ts';
import type { CancelReply, favouritesLoader } from './favourites.server.ts';
import { favouritesHref } from './favourites-url.ts';
import { useTicks } from '../../lib/use-ticks.ts';
import { AddToCartForm } from '../cart/index.ts';
import { ExportLinks } from '../../components/export-links.tsx';
import { GoodsCard } from '../../components/goods-card.tsx';
import { Pagination } from '../../components/pagination.tsx';

type FavouritesData = Awaited<ReturnType<typeof favouritesLoader>>;

const SEARCH_MAX = 50;

/** A favourite as a goods tile: its goods' id, so the tile links to the goods detail. */
const asGoods = (favourite: Favourite) => ({
  id: favourite.goodsId,
  goodsName: favourite.goodsName,
  goodsImage: favourite.goodsImage,
  salePrice: favourite.salePrice,
  // Only when the company's own price applies: the card then shows its 协议价 tag and the list price.
  ...(favourite.listPrice !== undefined && { listPrice: favourite.listPrice }),
  quantity: favourite.quantity,
  inventory: favourite.inventory,
  desc: '',
});

/**
 * Favourites (SPEC §2, §9): a grid of the caller's favourite goods, 30 to a page, each linking to
 * its detail with add-to-cart; a search by goods name; and a batch manage mode (`?manage=1`, a page
 * state, so it works without JavaScript) with tick boxes, select all and 'cancel favourites'.
 * The user centre (/userCenter/collection) and the order frame (/container/index) both show it.
 */
export function Favourites({ data, actionData }: { data: FavouritesData; actionData: unknown }) {
  const { t } = useTranslation();
  // A refused 'cancel favourites' (an add-to-cart refusal is its card's to show).
  const reply =
    actionData && typeof actionData === 'object' && 'ids' in actionData ? (actionData as CancelReply) : undefined;
  const [search] = useSearchParams();
  const { list, total, page, limit, goodsName, manage } = data;

  return (
    <section aria-labelledby="favourites-title" className="favourites">
      <div className="favourites-head">
        <Title order={1} size="h3" id="favourites-title">
          {t('favourites.title')}
        </Title>
        <Form method="get" role="search" aria-label={t('favourites.search')} className="favourites-search">
          {manage && <input type="hidden" name="manage" value="1" />}
          <label htmlFor="favourites-goods-name">{t('favourites.goodsName')}</label>
          <input
            key={goodsName}
            id="favourites-goods-name"
            type="search"
            name="goodsName"
            defaultValue={goodsName}
            maxLength={SEARCH_MAX}
            placeholder={t('favourites.searchPlaceholder')}
          />
          <button type="submit">{t('favourites.submitSearch')}</button>
        </Form>
        <Link to={favouritesHref(search, { manage: !manage })} className="favourites-mode">
          {manage ? t('favourites.done') : t('favourites.manage')}
        </Link>
      </div>
      {goodsName && (
        <p className="favourites-searched">
          <Link to={favouritesHref(new URLSearchParams(), { manage })}>{t('favourites.showAll')}</Link>
        </p>
      )}
      {list.length === 0 ? (
        <p className="empty-state">
          {goodsName ? t('favourites.noMatch', { name: goodsName }) : t('favourites.empty')}
        </p>
      ) : manage ? (
        <ManageForm data={data} reply={reply} />
      ) : (
        <ul className="goods-grid goods-list" aria-label={t('favourites.list')}>
          {list.map((favourite) => (
            <li key={favourite.id}>
              <GoodsCard goods={asGoods(favourite)}>
                {favourite.onSale === 1 ? (
                  <AddToCartForm
                    goodsId={favourite.goodsId}
                    goodsName={favourite.goodsName}
                    minimum={favourite.quantity}
                    inventory={favourite.inventory}
                  />
                ) : (
                  <p className="favourite-off-sale">{t('favourites.offSale')}</p>
                )}
              </GoodsCard>
            </li>
          ))}
        </ul>
      )}
      <Pagination total={total} page={page} limit={limit} sizes={[FAVOURITES_PAGE_SIZE]} />
      {/* The export carries the search only: manage mode and its ticks are this page's state. */}
      <ExportLinks
        base="/userCenter/collection/export"
        search={new URLSearchParams(goodsName ? { goodsName } : {})}
        label={t('favourites.exports')}
        names={{ xlsx: t('favourites.exportXlsx'), csv: t('favourites.exportCsv') }}
      />
    </section>
  );
}

/**
 * Manage mode: the grid inside one form whose tick boxes are `ids`. Select all is a link that ticks
 * every favourite of the page without JavaScript, and a tick box with it.
 */
function ManageForm({ data, reply }: { data: FavouritesData; reply?: CancelReply }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const onPage = data.list.map((favourite) => favourite.id);
  const ticks = useTicks(reply ? reply.ids.filter((id) => onPage.includes(id)) : data.selected, 'ids');
  const allSelected = onPage.every((id) => ticks.selected.has(id));
  return (
    <Form method="post" className="favourites-manage">
      <div className="favourites-bar">
        {hydrated ? (
          <label className="favourites-select-all">
            <input
              type="checkbox"
              checked={allSelected}
              ref={(box) => {
                if (box) box.indeterminate = ticks.selected.size > 0 && !allSelected;
              }}
              onChange={(event) => ticks.setAll(event.target.checked ? onPage : [])}
            />
            {t('favourites.selectAll')}
          </label>
        ) : (
          <Link to={favouritesHref(search, { ids: allSelected ? [] : onPage })} className="favourites-select-all">
            {allSelected ? t('favourites.unselectAll') : t('favourites.selectAll')}
          </Link>
        )}
        <button type="submit" name="intent" value="cancel" className="favourites-cancel">
          {t('favourites.cancel')}
        </button>
      </div>
      {reply?.error && (
        <p role="alert" className="form-alert">
          {reply.error}
        </p>
      )}
      <ul className="goods-grid goods-list" aria-label={t('favourites.list')}>
        {data.list.map((favourite) => (
          <li key={favourite.id} className="favourite-managed">
            <GoodsCard goods={asGoods(favourite)}>
              <input
                type="checkbox"
                name="ids"
                value={favourite.id}
                className="favourite-check"
                aria-label={t('favourites.selectOf', { name: favourite.goodsName })}
                checked={ticks.selected.has(favourite.id)}
                onChange={(event) => ticks.toggle(favourite.id, event.target.checked)}
              />
            </GoodsCard>
          </li>
        ))}
      </ul>
    </Form>
  );
}
