import type { Deps } from '../../services/deps.ts';
import { goodsConsoleService } from './console.service.ts';
import { brandService } from './brand.service.ts';
import { categoryService } from './category.service.ts';
import { goodsDetailService } from './goods-detail.service.ts';
import { goodsService } from './goods.service.ts';

/** Goods, categories and brands: lists, search, filters and the goods detail. */
export const services = (deps: Deps) => ({
  goods: goodsService(deps),
  categories: categoryService(deps),
  brands: brandService(deps),
  goodsDetail: goodsDetailService(deps),
  goodsConsole: goodsConsoleService(deps),
});

/** Stock, for the areas whose steps take goods out or bring them back in their own transaction (orders, after-sales). */
export { reserveStock, restock } from './stock.ts';

/** Goods as every list shows them and the category subtrees, for the storefront's blocks and themed pages. */
export { goodsListItems, toGoodsListItem } from './goods-list-item.ts';
export { categorySubtrees, navigationCategories, navigationSubtree } from './category.service.ts';

/** This area's queues, which the staff's to-do home counts. */
export { todoQueues } from './todo-queues.ts';
