import type { Deps } from '../../services/deps.ts';
import { subAccountService } from './sub-account.service.ts';

/** The main account's approvers and purchasers. */
export const services = (deps: Deps) => ({ subAccounts: subAccountService(deps) });
