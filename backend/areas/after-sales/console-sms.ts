import { ReturnType } from '../../../common/areas/after-sales/after-sale.ts';
import { AfterSaleType, type StaffAfterSaleAction } from '../../../common/areas/after-sales/transitions.ts';
import { message, type MessageKey } from '../../../common/messages.ts';
import { moneyToText, type Money } from '../../../common/money.ts';
import { routeOf, type ConsoleAfterSaleRow } from './console-detail.ts';

/** The buyer's SMS after each step, with what to do next where there is something. */
export function afterSaleStepSms(
  row: ConsoleAfterSaleRow,
  action: StaffAfterSaleAction,
  input: { reason?: string; carrier?: string; trackingNo?: string; amount?: Money },
): string {
  const no = row.after_sale_no;
  const say = (key: MessageKey, params: Record<string, string> = {}) => message('zh-CN', key, { no, ...params });
  switch (action) {
    case 'approve': {
      const next =
        row.after_sale_type === AfterSaleType.cancel
          ? say('afterSaleNextRefund')
          : row.return_type === ReturnType.pickup
            ? say('afterSaleNextPickup', { date: row.pickup_date })
            : say('afterSaleNextShipBack');
      return say('smsAfterSaleApprovedText', { next });
    }
    case 'reject':
      return say('smsAfterSaleRejectedText', { reason: input.reason ?? '' });
    case 'receive':
      return say('smsAfterSaleReceivedText');
    case 'shipReplacement':
      return say('smsAfterSaleShippedText', { carrier: input.carrier ?? '', trackingNo: input.trackingNo ?? '' });
    case 'refund': {
      const route = routeOf(row);
      return say('smsAfterSaleRefundedText', {
        amount: moneyToText(input.amount!, 2),
        route: say(
          route === 'credit' ? 'refundRouteCredit' : route === 'account' ? 'refundRouteAccount' : 'refundRouteTransfer',
        ),
      });
    }
  }
}
