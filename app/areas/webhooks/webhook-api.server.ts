import type { EndpointForm } from '../../../common/areas/webhooks/index.ts';
import { request, type CallContext } from '../../lib/request.server.ts';
import { consoleCall } from '../console/index.server.ts';

export interface EndpointRow {
  id: number;
  url: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  consecutiveFailures: number;
  createdAt: number;
  previousUntil: number | null;
}

export interface DeliveryRow {
  id: number;
  eventId: string;
  type: string;
  state: string;
  attempts: number;
  nextAttemptAt: number;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: number | null;
  createdAt: number;
  tries: {
    startedAt: number;
    status: number | null;
    response: string | null;
    error: string | null;
    durationMs: number;
  }[];
}

/** rest/webhooks/* (the main account's) and rest/staff/webhooks/* (the console's read-only view and resend). */
export const webhookApi = {
  endpoints: (ctx: CallContext) => request<EndpointRow[]>(ctx, { path: 'rest/webhooks/endpoints' }),
  add: (ctx: CallContext, form: EndpointForm) =>
    request<{ id: number; secret: string }>(ctx, {
      method: 'POST',
      path: 'rest/webhooks/endpoints/add',
      body: form,
      json: true,
    }),
  rotate: (ctx: CallContext, id: number) =>
    request<{ secret: string }>(ctx, { method: 'POST', path: `rest/webhooks/endpoints/${id}/rotate` }),
  setEnabled: (ctx: CallContext, id: number, enabled: boolean) =>
    request<null>(ctx, {
      method: 'POST',
      path: `rest/webhooks/endpoints/${id}/enable`,
      body: { enabled: enabled ? '1' : '0' },
    }),
  remove: (ctx: CallContext, id: number) =>
    request<null>(ctx, { method: 'POST', path: `rest/webhooks/endpoints/${id}/delete` }),
  deliveries: (ctx: CallContext, id: number) =>
    request<DeliveryRow[]>(ctx, { path: `rest/webhooks/endpoints/${id}/deliveries` }),
  resend: (ctx: CallContext, deliveryId: number) =>
    request<{ deliveryId: number }>(ctx, { method: 'POST', path: `rest/webhooks/deliveries/${deliveryId}/resend` }),
  console: {
    company: (ctx: CallContext, companyId: number) =>
      consoleCall<(EndpointRow & { deliveries: DeliveryRow[] })[]>(ctx, {
        path: `/rest/staff/webhooks/company/${companyId}`,
      }),
    resend: (ctx: CallContext, companyId: number, deliveryId: number) =>
      consoleCall<{ deliveryId: number }>(ctx, {
        method: 'POST',
        path: `/rest/staff/webhooks/company/${companyId}/deliveries/${deliveryId}/resend`,
      }),
  },
};
