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

/**
 * Steps on a company's row inside the caller's transaction: holding it so one company's credit
 * changes take turns (credit), and marking it certified under its certified name (certification).
 */
export { certifyCompany, holdCompany } from './company-rows.ts';

/** The account rows of a company's sub-accounts, for the sub-accounts area: added, changed, deleted. */
export { changeSubAccount, deleteSubAccount, insertAccount, takenColumn } from './account-rows.ts';

/** Texting a code and checking it, for the areas that confirm a step by one (signing a contract). */
export { smsService } from './sms.service.ts';

/** This area's queues, which the staff's to-do home counts. */
export { todoQueues } from './todo-queues.ts';
