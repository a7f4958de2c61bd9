import { z } from 'zod';
import { reasonSchema } from '../../../common/console.ts';
import type { Locale } from '../../../common/messages.ts';
import { asRecordId } from '../../../common/schemas/ids.ts';
import type { CallContext } from '../../lib/request.server.ts';
import { runConsoleAction } from '../console/index.server.ts';
import { consoleStatementApi } from './console-api.server.ts';
import type { RemittanceIntent } from './statement-kinds.ts';

/**
 * A remittance confirmed (the money arrived: the company's credit returns) or returned with a
 * reason, from its row on a statement's page or in the queue; the page reloads with a toast.
 */
export async function runRemittanceAction(
  ctx: CallContext,
  formData: FormData,
  intent: RemittanceIntent,
  locale: Locale,
) {
  const id = asRecordId(formData.get('remittanceId'));
  if (id === undefined) throw new Response(null, { status: 400 });
  if (intent === 'remittanceConfirm')
    return runConsoleAction(ctx.request, formData, {
      schema: z.object({}),
      act: () => consoleStatementApi.remittanceAct(ctx, id, 'confirm', {}),
    });
  return runConsoleAction(ctx.request, formData, {
    schema: reasonSchema(locale),
    act: ({ reason }) => consoleStatementApi.remittanceAct(ctx, id, 'reject', { reason }),
  });
}
