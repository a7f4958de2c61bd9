import type { LoginForm, RegisterForm } from '../../contract/schemas/account.ts';
import { request, type CallContext } from './request.server.ts';

/** User info of SPEC §3. */
export interface UserInfo {
  username: string;
  customerAccountType: number;
  accountType: number;
  companyName: string;
  linkman: string;
  mobile: string;
  email: string;
  quota: number;
  carCount: number;
}

export const customerApi = {
  login: (ctx: CallContext, form: LoginForm) =>
    request<{ token: string }>(ctx, { method: 'POST', path: 'rest/customer/login', body: form }),
  register: (ctx: CallContext, form: RegisterForm) =>
    request<null>(ctx, { method: 'POST', path: 'rest/customer/register', body: form }),
  info: (ctx: CallContext, options: { onSessionEnded?: 'redirect' | 'throw'; token?: string } = {}) =>
    request<UserInfo>(ctx, { path: 'rest/customer/info', ...options }),
  logout: (ctx: CallContext) =>
    request<null>(ctx, { method: 'POST', path: 'rest/customer/logout', onSessionEnded: 'throw' }),
  sendSmsCode: (ctx: CallContext, mobile: string) =>
    request<null>(ctx, { method: 'POST', path: 'api/sms/code', body: { mobile } }),
};
