import { messageArea } from '../../messages/area.ts';

/** Messages of the cart and favourites calls. */
export default messageArea(
  {
    cartUpdated: '购买数量已修改',
    cartDeleted: '删除成功',
    favouritesCancelled: '已取消收藏',
  },
  {
    cartUpdated: 'Quantity updated',
    cartDeleted: 'Deleted',
    favouritesCancelled: 'Removed from favourites',
  },
);
