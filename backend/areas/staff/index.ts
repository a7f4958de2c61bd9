import type { Deps } from '../../services/deps.ts';
import { consoleLogService } from './console-log.service.ts';
import { staffAccountService } from './staff-account.service.ts';
import { staffSessionService } from './staff-session.service.ts';
import { todoService } from './todo.service.ts';

/**
 * The shop's staff: their accounts, roles and sessions, the to-do home (which asks each area for
 * its queues) and the console's logs (the SMS outbox and the audit trail). Each area's console
 * calls live in that area (console.service.ts, console.routes.ts).
 */
export const services = (deps: Deps) => ({
  staffSessions: staffSessionService(deps),
  staffAccounts: staffAccountService(deps),
  todo: todoService(deps),
  consoleLogs: consoleLogService(deps),
});
