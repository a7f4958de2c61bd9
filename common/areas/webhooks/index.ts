export * from './events.ts';
export * from './endpoint-form.ts';
export { webhookText, type WebhookMessageKey } from './messages.ts';
