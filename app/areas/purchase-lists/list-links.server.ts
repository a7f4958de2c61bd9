import type { CallContext } from '../../lib/request.server.ts';
import type { ListLink } from './list-links.tsx';
import { purchaseListApi } from './purchase-list-api.server.ts';

/** What the corporate page's links need of the company's lists, and nothing more reaches the page. */
export async function purchaseListLinks(ctx: CallContext): Promise<ListLink[]> {
  return (await purchaseListApi.mine(ctx)).map(({ id, name, lineCount }) => ({ id, name, lineCount }));
}
