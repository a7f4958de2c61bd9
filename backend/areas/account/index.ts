import type { Deps } from '../../services/deps.ts';
import { companyConsoleService } from './console.service.ts';
import { accountService } from './account.service.ts';
import { sessionService } from './session.service.ts';
import { smsService } from './sms.service.ts';

/** Registration, login, sessions, SMS codes and the customer's own info. */
export const services = (deps: Deps) => {
  const sessions = sessionService(deps);
  const sms = smsService(deps);
  return {
    sessions,
    sms,
    accounts: accountService(deps, { sessions, sms }),
    companyConsole: companyConsoleService(deps),
  };
};
