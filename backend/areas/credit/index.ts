import type { Deps } from '../../services/deps.ts';
import { creditConsoleService } from './console.service.ts';
import { creditService } from './credit.service.ts';

/** The credit ledger: what contracts grant and orders, refunds and remittances move; finance's list of it. */
export const services = (deps: Deps) => ({ credit: creditService(deps), creditConsole: creditConsoleService(deps) });

/** A company's credit as the ledger sums it, for the areas that show it (the console's contracts). */
export { creditOf, creditOfEach } from './credit-ledger.ts';

/**
 * The ledger's steps inside the caller's transaction: charging an order (orders), giving credit back
 * for a cancel, a refund or a confirmed remittance, settling a statement paid in full (statements),
 * and setting the limit to what the contracts grant (contracts).
 */
export { restoreCredit, settleLimit, settleStatement, useCredit } from './credit-ledger.ts';
