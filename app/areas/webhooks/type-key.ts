import type { WebhookEventType } from '../../../common/areas/webhooks/index.ts';

/** An event type's strings key: i18next reads a dot as nesting, so `order.paid` is `order_paid` there. */
export const typeKey = (type: string) => type.replace('.', '_') as WebhookEventTypeKey;

type Underscored<S extends string> = S extends `${infer A}.${infer B}` ? `${A}_${B}` : S;
export type WebhookEventTypeKey = Underscored<WebhookEventType>;
