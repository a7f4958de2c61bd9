import type { AreaRoutes } from '../area.ts';
import type { Deps } from '../../services/deps.ts';
import { subAccountRoutes } from './sub-account.routes.ts';
import { subAccountService } from './sub-account.service.ts';

/** The main account's reviewers and purchasers. */
export const services = (deps: Deps) => ({ subAccounts: subAccountService(deps) });

export const routes: AreaRoutes = [['/rest/customer', subAccountRoutes]];
