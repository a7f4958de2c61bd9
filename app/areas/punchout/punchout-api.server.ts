import type {
  PunchoutConsoleView,
  PunchoutCurrent,
  PunchoutSessionRow,
  PunchoutSettingsForm,
  PunchoutSettingsView,
} from '../../../common/areas/punchout/index.ts';
import { request, type CallContext } from '../../lib/request.server.ts';
import { consoleCall } from '../console/index.server.ts';

/** What rest/punchout/transfer answers: where the cart goes and the fields that carry it. */
export interface TransferAnswer {
  protocol: 'oci' | 'cxml';
  hookUrl: string;
  target: string | null;
  lines: number;
  total: number;
  fields: [string, string][];
}

/** rest/punchout/* (the main account's settings, the buyer's session and transfer) and the console's view. */
export const punchoutApi = {
  settings: (ctx: CallContext) => request<PunchoutSettingsView>(ctx, { path: 'rest/punchout/settings' }),
  save: (ctx: CallContext, form: PunchoutSettingsForm) =>
    request<null>(ctx, {
      method: 'POST',
      path: 'rest/punchout/settings',
      body: { ...form, enabled: form.enabled ? '1' : '0' },
    }),
  rotate: (ctx: CallContext) => request<{ secret: string }>(ctx, { method: 'POST', path: 'rest/punchout/secret' }),
  sessions: (ctx: CallContext) => request<PunchoutSessionRow[]>(ctx, { path: 'rest/punchout/sessions' }),
  start: (ctx: CallContext, token: string) =>
    request<{ token: string; accountType: number }>(ctx, {
      method: 'POST',
      path: 'rest/punchout/start',
      // Not `token`: every call's body carries the session's token under that name.
      body: { startToken: token },
      onSessionEnded: 'throw',
    }),
  current: (ctx: CallContext) =>
    request<PunchoutCurrent | null>(ctx, { path: 'rest/punchout/current', onSessionEnded: 'throw' }),
  transfer: (ctx: CallContext) => request<TransferAnswer>(ctx, { method: 'POST', path: 'rest/punchout/transfer' }),
  console: (ctx: CallContext, companyId: number) =>
    consoleCall<PunchoutConsoleView>(ctx, { path: `/rest/staff/punchout/company/${companyId}` }),
};
