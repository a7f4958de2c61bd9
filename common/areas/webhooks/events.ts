/**
 * The events a company's endpoints may subscribe to, in ONE list: the registration form's
 * checkboxes, the server's validation and every area's queue call name these. A type is
 * `<subject>.<what happened>` as Standard Webhooks suggests; adding one never renames another,
 * since receivers switch on the name.
 */
export const WEBHOOK_EVENT_TYPES = [
  'order.placed',
  'order.paid',
  'order.shipped',
  'order.received',
  'order.cancelled',
  'purchase.waiting',
  'purchase.approved',
  'purchase.rejected',
  'after_sale.changed',
  'statement.sent',
  'statement.overdue',
  'invoice.issued',
  'invoice.reversed',
  'contract.sent',
  'contract.signed',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const isWebhookEventType = (value: unknown): value is WebhookEventType =>
  typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** Where a delivery stands: waiting (or between tries), held by a dispatcher, accepted, given up. */
export const WEBHOOK_DELIVERY_STATES = ['queued', 'delivering', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];
