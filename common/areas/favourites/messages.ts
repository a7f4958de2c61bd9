import { messageArea } from '../../messages/area.ts';

/** Messages of the favourites calls. */
export default messageArea(
  {
    favourited: '收藏成功',
    'favouriteExport.goodsName': '商品名称',
    'favouriteExport.price': '单价（元）',
    'favouriteExport.minimum': '起订量',
    'favouriteExport.inventory': '库存',
    'favouriteExport.state': '状态',
    'favouriteExport.onSale': '在售',
    'favouriteExport.offSale': '已下架',
  },
  {
    favourited: 'Favourited successfully',
    'favouriteExport.goodsName': 'Goods name',
    'favouriteExport.price': 'Unit price (yuan)',
    'favouriteExport.minimum': 'Minimum order',
    'favouriteExport.inventory': 'In stock',
    'favouriteExport.state': 'State',
    'favouriteExport.onSale': 'On sale',
    'favouriteExport.offSale': 'Off sale',
  },
);
