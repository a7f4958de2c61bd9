import { messageArea } from '../../messages/area.ts';

/** Messages of the addresses calls. */
export default messageArea(
  {
    'field.consignee': '收货人',
    'field.address': '详细地址',
    'field.phone': '固定电话',
    addressAdded: '收货地址添加成功',
    addressUpdated: '收货地址修改成功',
    addressDeleted: '收货地址删除成功',
    addressDefaultSet: '已设为默认收货地址',
    addressLimit: '最多只能保存{max}个收货地址，请先删除不再使用的地址',
    addressAwaitingApproval: '该地址是审核中采购单的收货地址，审核完成后才能删除',
  },
  {
    'field.consignee': 'consignee',
    'field.address': 'detailed address',
    'field.phone': 'landline',
    addressAdded: 'Delivery address added',
    addressUpdated: 'Delivery address updated',
    addressDeleted: 'Delivery address deleted',
    addressDefaultSet: 'Set as the default delivery address',
    addressLimit: 'You can keep at most {max} delivery addresses: please delete one you no longer use first',
    addressAwaitingApproval:
      'A purchase order under review is to be delivered to this address: it can be deleted once the review is done',
  },
);
