import type { LoginForm, LoginResult, RegisterForm, UserInfo } from '../../../contract/areas/account/account.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

export const customerApi = {
  login: (ctx: CallContext, form: LoginForm) =>
    request<LoginResult>(ctx, { method: 'POST', path: 'rest/customer/login', body: form }),
  register: (ctx: CallContext, form: RegisterForm) =>
    request<null>(ctx, { method: 'POST', path: 'rest/customer/register', body: form }),
  info: (ctx: CallContext, options: { onSessionEnded?: 'redirect' | 'throw'; token?: string } = {}) =>
    request<UserInfo>(ctx, { path: 'rest/customer/info', ...options }),
  logout: (ctx: CallContext) =>
    request<null>(ctx, { method: 'POST', path: 'rest/customer/logout', onSessionEnded: 'throw' }),
  sendSmsCode: (ctx: CallContext, mobile: string) =>
    request<null>(ctx, { method: 'POST', path: 'api/sms/code', body: { mobile } }),
};
