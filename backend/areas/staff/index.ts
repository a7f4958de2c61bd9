import type { Deps } from '../../services/deps.ts';
import { afterSaleDeskService } from './after-sale-desk.service.ts';
import { certDeskService } from './certification-desk.service.ts';
import { companyDeskService } from './company-desk.service.ts';
import { contractDeskService } from './contract-desk.service.ts';
import { statementDeskService } from './statement-desk.service.ts';
import { goodsDeskService } from './goods-desk.service.ts';
import { invoiceDeskService } from './invoice-desk.service.ts';
import { messageDeskService } from './message-desk.service.ts';
import { orderDeskService } from './order-desk.service.ts';
import { staffAccountService } from './staff-account.service.ts';
import { staffSessionService } from './staff-session.service.ts';
import { todoService } from './todo.service.ts';

/** The shop's staff: their accounts and sessions, the to-do home, the desks and the audit trail. */
export const services = (deps: Deps) => ({
  staffSessions: staffSessionService(deps),
  staffAccounts: staffAccountService(deps),
  todo: todoService(deps),
  companyDesk: companyDeskService(deps),
  certDesk: certDeskService(deps),
  afterSaleDesk: afterSaleDeskService(deps),
  contractDesk: contractDeskService(deps),
  statementDesk: statementDeskService(deps),
  invoiceDesk: invoiceDeskService(deps),
  orderDesk: orderDeskService(deps),
  goodsDesk: goodsDeskService(deps),
  messageDesk: messageDeskService(deps),
});
