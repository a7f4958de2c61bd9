import type { Deps } from '../../services/deps.ts';
import { quickOrderConsoleService } from './console.service.ts';
import { quickOrderService } from './quick-order.service.ts';

/** Quick order (快速下单) and re-order (再次购买): lines checked, reviewed, then put into the cart once. */
export const services = (deps: Deps) => ({
  quickOrders: quickOrderService(deps),
  quickOrderConsole: quickOrderConsoleService(deps),
});

/** An uploaded file's lines as text, for a reader of pasted lines elsewhere (a purchase list's import). */
export { fileText } from './file-text.ts';
