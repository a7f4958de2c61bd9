import { buyerCompany } from '../../auth.ts';
import { Hono } from 'hono';
import { brandListQuery, categoryIdQuery, parameterListQuery } from '../../../common/areas/catalogue/category.ts';
import { goodsPageQuery } from '../../../common/areas/catalogue/goods.ts';
import type { BackendEnv } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { idParam, ok, parse } from '../../http.ts';

/** Goods lists, categories and brands (SPEC §7 Storefront), mounted under rest/. */
export const goodsRoutes = new Hono<BackendEnv>()
  .get('/goodsall/page', async (c) => {
    const query = parse(c, goodsPageQuery(c.get('locale')));
    return ok(c, await c.get('services').goods.page(query, await buyerCompany(c)));
  })
  .get('/goods/page', async (c) => {
    const query = parse(c, goodsPageQuery(c.get('locale')));
    return ok(c, await c.get('services').goods.page(query, await buyerCompany(c)));
  })
  .get('/goods/detail/:id', async (c) => {
    const id = idParam(c);
    const goods = await c.get('services').goodsDetail.detail(id, c.get('locale'), await buyerCompany(c));
    if (!goods) throw notFound();
    return ok(c, goods);
  })
  .get('/goodscategory/twoList', async (c) => {
    const { id } = parse(c, categoryIdQuery);
    const answer = await c.get('services').categories.twoList(id, c.get('locale'));
    if (!answer) throw notFound();
    return ok(c, answer);
  })
  .get('/goodscategory/threeList', async (c) => {
    const { id } = parse(c, categoryIdQuery);
    const answer = await c.get('services').categories.threeList(id, c.get('locale'));
    if (!answer) throw notFound();
    return ok(c, answer);
  })
  .get('/goodscategory/parameterList', async (c) => {
    const { categoryId } = parse(c, parameterListQuery);
    const answer = await c.get('services').categories.parameterList(categoryId, c.get('locale'));
    if (!answer) throw notFound();
    return ok(c, answer);
  })
  .get('/brand/list', async (c) => {
    const { categoryId, keyword } = parse(c, brandListQuery);
    const services = c.get('services');
    const ids = categoryId === undefined ? undefined : await services.categories.subtreeIds(categoryId);
    return ok(c, await services.brands.list(ids, keyword));
  });
