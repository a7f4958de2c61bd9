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

/** A type named by a state machine's own words (`order.${kind}`): a name not in the list is a programmer's error. */
export function webhookType(name: string): WebhookEventType {
  if (!isWebhookEventType(name)) throw new Error(`not a webhook event type: ${name}`);
  return name;
}

/** The purchase steps receivers hear of: a purchase waiting for approval, approved, rejected. */
export const PURCHASE_WEBHOOK_OF_STEP: Readonly<Partial<Record<string, WebhookEventType>>> = {
  submit: 'purchase.waiting',
  resubmit: 'purchase.waiting',
  approve: 'purchase.approved',
  reject: 'purchase.rejected',
};

/** The statement steps receivers hear of: sent (again, once corrected), overdue. */
export const STATEMENT_WEBHOOK_OF_ACTION: Readonly<Partial<Record<string, WebhookEventType>>> = {
  send: 'statement.sent',
  resend: 'statement.sent',
  overdue: 'statement.overdue',
};

/** The contract steps receivers hear of: sent for signing, signed. */
export const CONTRACT_WEBHOOK_OF_ACTION: Readonly<Partial<Record<string, WebhookEventType>>> = {
  send: 'contract.sent',
  sign: 'contract.signed',
};
