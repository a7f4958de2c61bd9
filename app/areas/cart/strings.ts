import { area } from '../../i18n/strings.ts';

/** Strings of the cart screen (/home/cart) and the frame's cart button. */
const strings = area(
  {
    cart: {
      button: '购物车',
      count: '购物车中有{{quantity}}件商品',
      title: '购物车',
      caption: '购物车中的商品',
      empty: '暂无数据',
      goShopping: '去逛逛',
      select: '选择',
      selectOf: '选择{{name}}',
      goods: '商品',
      price: '单价',
      quantity: '数量',
      subtotal: '小计',
      actions: '操作',
      offSale: '已下架',
      offSaleNote: '已下架的商品不能选择或修改数量，可以删除。',
      minimum: '{{quantity}}件起订',
      quantityOf: '{{name}}的购买数量',
      decreaseOf: '减少{{name}}的数量',
      increaseOf: '增加{{name}}的数量',
      update: '修改',
      updateOf: '修改{{name}}的数量',
      saving: '正在保存…',
      remove: '删除',
      removeOf: '删除{{name}}',
      selectAll: '全选',
      unselectAll: '取消全选',
      deleteSelected: '删除选中的商品',
      selectedCount: '已选择{{count}}种商品',
      total: '合计（不含运费）',
      recalculate: '更新选择',
      checkout: '去结算',
    },
  },
  {
    cart: {
      button: 'Cart',
      count: '{{quantity}} items in the cart',
      title: 'Cart',
      caption: 'Goods in your cart',
      empty: 'No data',
      goShopping: 'Go shopping',
      select: 'Select',
      selectOf: 'Select {{name}}',
      goods: 'Goods',
      price: 'Unit price',
      quantity: 'Quantity',
      subtotal: 'Subtotal',
      actions: 'Actions',
      offSale: 'Off sale',
      offSaleNote: 'Goods off sale cannot be selected or changed, only deleted.',
      minimum: 'Minimum order {{quantity}}',
      quantityOf: 'Quantity of {{name}}',
      decreaseOf: 'Fewer {{name}}',
      increaseOf: 'More {{name}}',
      update: 'Update',
      updateOf: 'Update the quantity of {{name}}',
      saving: 'Saving…',
      remove: 'Delete',
      removeOf: 'Delete {{name}}',
      selectAll: 'Select all',
      unselectAll: 'Clear selection',
      deleteSelected: 'Delete selected',
      selectedCount: '{{count}} item(s) selected',
      total: 'Total (excluding freight)',
      recalculate: 'Update selection',
      checkout: 'Check out',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
