import { area } from '../../i18n/strings.ts';

/** Strings of the favourites screen (/userCenter/collection and /container/index). */
const strings = area(
  {
    favourites: {
      exports: '导出收藏',
      exportXlsx: '导出 Excel',
      exportCsv: '导出 CSV',
      title: '我的收藏',
      list: '收藏的商品',
      search: '搜索收藏',
      goodsName: '商品名称',
      searchPlaceholder: '输入商品名称',
      submitSearch: '搜索',
      showAll: '查看全部收藏',
      manage: '批量管理',
      done: '完成',
      selectOf: '选择{{name}}',
      selectAll: '全选',
      unselectAll: '取消全选',
      cancel: '取消收藏',
      offSale: '已下架',
      empty: '暂无收藏',
      noMatch: '没有找到名称含“{{name}}”的收藏',
    },
  },
  {
    favourites: {
      exports: 'Export favourites',
      exportXlsx: 'Export to Excel',
      exportCsv: 'Export to CSV',
      title: 'My favourites',
      list: 'Favourite goods',
      search: 'Search favourites',
      goodsName: 'Goods name',
      searchPlaceholder: 'Enter a goods name',
      submitSearch: 'Search',
      showAll: 'Show all favourites',
      manage: 'Manage',
      done: 'Done',
      selectOf: 'Select {{name}}',
      selectAll: 'Select all',
      unselectAll: 'Clear selection',
      cancel: 'Remove from favourites',
      offSale: 'Off sale',
      empty: 'No favourites yet',
      noMatch: 'No favourites named “{{name}}”',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
