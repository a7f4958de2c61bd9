import { buyerCompany } from '../../auth.ts';
import { Hono } from 'hono';
import { brandListQuery, categoryIdQuery, parameterListQuery } from '../../../common/areas/catalogue/category.ts';
import { goodsPageQuery } from '../../../common/areas/catalogue/goods.ts';
import type { BackendEnv } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

const PRICE_RANGE = 'The price range applies only when both ends are given.';

/** Goods lists, categories and brands (SPEC §7 Storefront), mounted under rest/. */
export const goodsRoutes = new Hono<BackendEnv>()
  .get(
    '/goodsall/page',
    documented({
      summary: 'A page of the goods on sale, searched by keyword, filtered by category, brand, price and parameters.',
      description: `Sorted and filtered by those prices. ${PRICE_RANGE}`,
      input: goodsPageQuery,
      auth: 'optional',
    }),
    async (c) => ok(c, await c.get('services').goods.page(c.get('fields'), await buyerCompany(c))),
  )
  .get(
    '/goods/page',
    documented({
      summary: 'A page of the goods on sale of a category, searched by name, filtered by price.',
      description: `Sorted and filtered by those prices. ${PRICE_RANGE} Takes the same fields as rest/goodsall/page.`,
      input: goodsPageQuery,
      auth: 'optional',
    }),
    async (c) => ok(c, await c.get('services').goods.page(c.get('fields'), await buyerCompany(c))),
  )
  .get(
    '/goods/detail/:id',
    documented({
      summary: 'One goods’ detail: its pictures, parameters, price and stock.',
      description: 'Goods outside the company’s catalogue are not found.',
      auth: 'optional',
    }),
    async (c) => {
      const goods = await c.get('services').goodsDetail.detail(idParam(c), c.get('locale'), await buyerCompany(c));
      if (!goods) throw notFound();
      return ok(c, goods);
    },
  )
  .get(
    '/goodscategory/twoList',
    documented({
      summary:
        'A first- or second-level category’s second-level list, the chosen one’s third-level categories with pictures.',
      input: categoryIdQuery,
    }),
    async (c) => {
      const answer = await c.get('services').categories.twoList(c.get('fields').id, c.get('locale'));
      if (!answer) throw notFound();
      return ok(c, answer);
    },
  )
  .get(
    '/goodscategory/threeList',
    documented({ summary: 'A second-level category’s third-level categories.', input: categoryIdQuery }),
    async (c) => {
      const answer = await c.get('services').categories.threeList(c.get('fields').id, c.get('locale'));
      if (!answer) throw notFound();
      return ok(c, answer);
    },
  )
  .get(
    '/goodscategory/parameterList',
    documented({
      summary: 'A category’s path, its sibling third-level categories and its goods’ parameters to filter by.',
      input: parameterListQuery,
    }),
    async (c) => {
      const answer = await c.get('services').categories.parameterList(c.get('fields').categoryId, c.get('locale'));
      if (!answer) throw notFound();
      return ok(c, answer);
    },
  )
  .get(
    '/brand/list',
    documented({
      summary: 'The brands of a category’s goods (its subtree), of the goods a keyword finds, or of all goods.',
      input: brandListQuery,
    }),
    async (c) => {
      const { categoryId, keyword } = c.get('fields');
      const services = c.get('services');
      const ids = categoryId === undefined ? undefined : await services.categories.subtreeIds(categoryId);
      return ok(c, await services.brands.list(ids, keyword));
    },
  );
