import { messageArea } from '../../messages/area.ts';

/** Refusals of the staff's operations (the command line today, the console next). */
export default messageArea(
  {
    noMainAccount: '没有用户名为“{username}”的主账号',
    companyAlreadyApproved: '{company}已审核通过',
    orderNoUnknown: '订单{orderNo}不存在',
    orderAlreadyPaid: '订单{orderNo}已支付',
    orderNotAwaitingPayment: '订单{orderNo}不是待付款状态',
    orderNotAwaitingShipment: '订单{orderNo}不是待发货状态',
  },
  {
    noMainAccount: 'No main account named “{username}”',
    companyAlreadyApproved: '{company} is already approved',
    orderNoUnknown: 'No order {orderNo}',
    orderAlreadyPaid: 'Order {orderNo} is already paid',
    orderNotAwaitingPayment: 'Order {orderNo} is not awaiting payment',
    orderNotAwaitingShipment: 'Order {orderNo} is not awaiting shipment',
  },
);
