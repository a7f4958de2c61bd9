import type {
  LoginForm,
  LoginResult,
  PasswordChangeForm,
  PersonalInfoForm,
  RegisterForm,
  UserInfo,
  Viewer,
} from '../../../common/areas/account/account.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

export const customerApi = {
  login: (ctx: CallContext, form: LoginForm) =>
    request<LoginResult>(ctx, { method: 'POST', path: 'rest/customer/login', body: form }),
  register: (ctx: CallContext, form: RegisterForm) =>
    request<null>(ctx, { method: 'POST', path: 'rest/customer/register', body: form }),
  info: (ctx: CallContext, options: { onSessionEnded?: 'redirect' | 'throw'; token?: string } = {}) =>
    request<UserInfo>(ctx, { path: 'rest/customer/info', ...options }),
  /** The greeting's name and the cart's count alone: a shared page's every request asks for them. */
  viewer: (ctx: CallContext) => request<Viewer>(ctx, { path: 'rest/customer/viewer', onSessionEnded: 'throw' }),
  logout: (ctx: CallContext) =>
    request<null>(ctx, { method: 'POST', path: 'rest/customer/logout', onSessionEnded: 'throw' }),
  /** SPEC §7: a JSON body of the personal-info fields. */
  updatePersonalInfo: (ctx: CallContext, form: PersonalInfoForm) =>
    request<UserInfo>(ctx, { method: 'POST', path: 'rest/customer/update', body: form, json: true }),
  changePassword: (ctx: CallContext, form: PasswordChangeForm) =>
    request<LoginResult>(ctx, { method: 'POST', path: 'rest/customer/updatePsw', body: form }),
  sendSmsCode: (ctx: CallContext, mobile: string) =>
    request<null>(ctx, { method: 'POST', path: 'api/sms/code', body: { mobile } }),
};
