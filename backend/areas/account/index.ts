import type { AreaRoutes } from '../area.ts';
import type { Deps } from '../../services/deps.ts';
import { accountService } from './account.service.ts';
import { customerRoutes } from './customer.routes.ts';
import { sessionService } from './session.service.ts';
import { smsRoutes } from './sms.routes.ts';
import { smsService } from './sms.service.ts';

/** Registration, login, sessions, SMS codes and the customer's own info. */
export const services = (deps: Deps) => {
  const sessions = sessionService(deps);
  const sms = smsService(deps);
  return { sessions, sms, accounts: accountService(deps, { sessions, sms }) };
};

export const routes: AreaRoutes = [
  ['/rest/customer', customerRoutes],
  ['/api/sms', smsRoutes],
];
