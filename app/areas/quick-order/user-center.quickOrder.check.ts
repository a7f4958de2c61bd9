import { quickOrderTextSchema } from '../../../common/areas/quick-order/quick-order.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { ApiError } from '../../lib/request.server.ts';
import { quickOrderApi } from './quick-order-api.server.ts';
import type { Route } from './+types/user-center.quickOrder.check';

/**
 * The quick-order screen's check as one types (JSON, for its script): the lines as they check
 * out now, nothing stored. Text the form would refuse answers no lines; the submit says why.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = quickOrderTextSchema(getLocale(context)).safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return Response.json({ lines: [], headerSkipped: false, cutAt: null });
  try {
    return Response.json(await quickOrderApi.check({ request, context }, parsed.data.text));
  } catch (error) {
    if (error instanceof ApiError) return Response.json({ lines: [], headerSkipped: false, cutAt: null });
    throw error;
  }
}
