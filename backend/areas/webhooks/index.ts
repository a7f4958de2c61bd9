import type { Deps } from '../../services/deps.ts';
import { webhookService } from './webhook.service.ts';

/**
 * Signed webhooks (docs/decisions/0031-webhooks.md). Other areas call queueWebhook in the
 * transaction of their state change; nothing else of this area is theirs to use.
 */
export const services = (deps: Deps) => ({ webhooks: webhookService(deps) });
export { queueWebhook, type WebhookEventInput } from './webhook-queue.ts';
export { checkWebhookUrl, isForbiddenAddress, loopbackAllowed } from './address-guard.ts';
export { postWebhook, WEBHOOK_TIMEOUT_MS } from './webhook-http.ts';
export {
  webhookType,
  PURCHASE_WEBHOOK_OF_STEP,
  STATEMENT_WEBHOOK_OF_ACTION,
  CONTRACT_WEBHOOK_OF_ACTION,
} from '../../../common/areas/webhooks/events.ts';
/** The dispatcher every process runs beside the SMS one: it alone writes deliveries' progress, as the area's own. */
export { createWebhookDispatcher, type WebhookDispatcher } from './webhook-dispatch.ts';
