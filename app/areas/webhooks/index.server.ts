import type { CallContext } from '../../lib/request.server.ts';
import { webhookApi } from './webhook-api.server.ts';

/** A company's endpoints with their last deliveries, for the console's company page loader. */
export const consoleWebhooks = (ctx: CallContext, companyId: number) => webhookApi.console.company(ctx, companyId);

/**
 * The console's 重新发送 (the DeliveryLog form posts `intent=resend`, `id` the delivery): for the
 * company page's action, which answers with whatever it answers after its other intents.
 */
export const resendFromConsole = (ctx: CallContext, companyId: number, formData: FormData) =>
  webhookApi.console.resend(ctx, companyId, Number(formData.get('id')));
