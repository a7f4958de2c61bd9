import type { Deps } from '../../services/deps.ts';
import { afterSaleConsoleService } from './after-sale-console.service.ts';
import { certConsoleService } from './certification-console.service.ts';
import { companyConsoleService } from './company-console.service.ts';
import { contractConsoleService } from './contract-console.service.ts';
import { statementConsoleService } from './statement-console.service.ts';
import { goodsConsoleService } from './goods-console.service.ts';
import { invoiceConsoleService } from './invoice-console.service.ts';
import { messageConsoleService } from './message-console.service.ts';
import { orderConsoleService } from './order-console.service.ts';
import { staffAccountService } from './staff-account.service.ts';
import { staffSessionService } from './staff-session.service.ts';
import { todoService } from './todo.service.ts';

/** The shop's staff: their accounts and sessions, the to-do home, the console services and the audit trail. */
export const services = (deps: Deps) => ({
  staffSessions: staffSessionService(deps),
  staffAccounts: staffAccountService(deps),
  todo: todoService(deps),
  companyConsole: companyConsoleService(deps),
  certConsole: certConsoleService(deps),
  afterSaleConsole: afterSaleConsoleService(deps),
  contractConsole: contractConsoleService(deps),
  statementConsole: statementConsoleService(deps),
  invoiceConsole: invoiceConsoleService(deps),
  orderConsole: orderConsoleService(deps),
  goodsConsole: goodsConsoleService(deps),
  messageConsole: messageConsoleService(deps),
});
