import { messageArea } from '../../messages/area.ts';

/** Messages of the quick-order and re-order calls. */
export default messageArea(
  {
    'field.quickOrderText': '商品编码和数量',
    'field.quickOrderFile': '文件',
    quickOrderNoLines: '没有读到任何商品行，请按“商品编码或货号, 数量”每行一个填写',
    quickOrderFileType: '只能上传 .xlsx 或 .csv 文件',
    quickOrderFileTooLarge: '文件不能超过{size}',
    quickOrderFileUnreadable: '无法读取该文件，请另存为 .xlsx 或 .csv 后再上传',
    quickOrderAdded: '已加入购物车{added}行',
    quickOrderAlreadyAdded: '这份清单已经加入过购物车，没有重复加入',
    quickOrderMissCode: '商品编码或货号',
    quickOrderMissCount: '查找次数',
    quickOrderMissLast: '最近一次',
  },
  {
    'field.quickOrderText': 'goods codes and quantities',
    'field.quickOrderFile': 'file',
    quickOrderNoLines: 'No goods lines were read: write one “goods code or item number, quantity” per line',
    quickOrderFileType: 'Only .xlsx or .csv files can be uploaded',
    quickOrderFileTooLarge: 'The file may be at most {size}',
    quickOrderFileUnreadable: 'The file cannot be read: save it as .xlsx or .csv and upload it again',
    quickOrderAdded: '{added} lines added to the cart',
    quickOrderAlreadyAdded: 'This list was already added to the cart; nothing was added twice',
    quickOrderMissCode: 'Goods code or item number',
    quickOrderMissCount: 'Times asked',
    quickOrderMissLast: 'Last asked',
  },
);
