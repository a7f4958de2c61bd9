import type { Deps } from '../../services/deps.ts';
import { merchantConsoleService } from './console.service.ts';
import { merchantService } from './merchant.service.ts';
import { storefrontService } from './storefront.service.ts';
import { themedService } from './themed.service.ts';

/** The home page, the navigation-themed pages, help and the merchant message widget. */
export const services = (deps: Deps) => ({
  storefront: storefrontService(deps),
  themed: themedService(deps),
  merchant: merchantService(deps),
  merchantConsole: merchantConsoleService(deps),
});

/** This area's queues, which the staff's to-do home counts. */
export { todoQueues } from './todo-queues.ts';
