import type { TFunction } from 'i18next';
import type { PayMode } from '../../../common/areas/orders/order-types.ts';

/**
 * A pay mode's name in the visitor's language (orders.payType), the backend's name for
 * one this interface does not know yet.
 */
export const payModeName = (t: TFunction, mode: PayMode): string =>
  t(`orders.payType.${mode.id}` as 'orders.payType.1', { defaultValue: mode.name });
