import { data, redirect } from 'react-router';
import { Code } from '../../../common/envelope.ts';
import { message, type Locale } from '../../../common/messages.ts';
import {
  purchaseListNameSchema,
  purchaseListQuantitySchema,
} from '../../../common/areas/purchase-lists/purchase-list.ts';
import { quickOrderFileSchema, quickOrderTextSchema } from '../../../common/areas/quick-order/quick-order.ts';
import { checkForm, invalid } from '../../lib/forms.server.ts';
import { notFoundPage } from '../../lib/not-found.server.ts';
import { ApiError, type CallContext } from '../../lib/request.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { linesFormSchema } from './lines-schema.ts';
import { purchaseListApi } from './purchase-list-api.server.ts';
import { PURCHASE_LISTS_PATH, purchaseListHref } from './purchase-lists-url.ts';

const QUICK_ORDER_PATH = '/userCenter/quickOrder';

interface Call {
  ctx: CallContext;
  id: number;
  locale: Locale;
  formData: FormData;
}

/**
 * The backend's refusal of a change (a purchaser changing another account's list, an empty list
 * to order) as a toast on the list: the form that asked may not be on the page at all. Another
 * company's list, or one deleted meanwhile, is the 404 page.
 */
async function refused(call: Call, error: unknown): Promise<Response> {
  answerable(error);
  return redirectWithToast(call.ctx.request, purchaseListHref(call.id), { type: 'error', message: error.message });
}

/** Only a refusal is answered on the page: a missing list is the 404 page, and a fault goes on up. */
function answerable(error: unknown): asserts error is ApiError {
  if (!(error instanceof ApiError)) throw error;
  if (error.code === Code.notFound) throw notFoundPage();
}

const saved = (call: Call, key: Parameters<typeof message>[1], to = purchaseListHref(call.id)) =>
  redirectWithToast(call.ctx.request, to, { type: 'success', message: message(call.locale, key) });

async function rename(call: Call) {
  const submission = checkForm(call.formData, purchaseListNameSchema(call.locale));
  if (submission.status !== 'success') return invalid(submission.reply());
  try {
    await purchaseListApi.rename(call.ctx, call.id, submission.value.name);
  } catch (error) {
    return refused(call, error);
  }
  return saved(call, 'purchaseListRenamed');
}

async function remove(call: Call) {
  try {
    await purchaseListApi.remove(call.ctx, call.id);
  } catch (error) {
    return refused(call, error);
  }
  return saved(call, 'purchaseListDeleted', PURCHASE_LISTS_PATH);
}

async function quantity(call: Call) {
  const submission = checkForm(call.formData, purchaseListQuantitySchema(call.locale));
  if (submission.status !== 'success') {
    const goodsId = Number(call.formData.get('goodsId'));
    return data({ form: 'quantity' as const, goodsId, result: submission.reply() }, { status: 400 });
  }
  try {
    await purchaseListApi.quantity(call.ctx, call.id, submission.value);
  } catch (error) {
    return refused(call, error);
  }
  return saved(call, 'purchaseListSaved');
}

/** Order the ticked lines or all, through the quick order's review; or remove the ticked ones. */
async function lines(call: Call) {
  const submission = checkForm(call.formData, linesFormSchema(call.locale));
  if (submission.status !== 'success')
    return data({ form: 'lines' as const, result: submission.reply() }, { status: 400 });
  const chosen = submission.value;
  try {
    if (chosen.intent === 'remove') {
      await purchaseListApi.removeLines(call.ctx, call.id, chosen.goodsIds);
      return saved(call, 'purchaseListSaved');
    }
    const review = await purchaseListApi.order(
      call.ctx,
      call.id,
      chosen.intent === 'order' ? chosen.goodsIds : undefined,
    );
    return redirect(`${QUICK_ORDER_PATH}?review=${encodeURIComponent(review.token)}`);
  } catch (error) {
    return refused(call, error);
  }
}

/** Pasted lines or a file into the list; the answer is each line's outcome, shown on the list. */
async function importLines(call: Call, from: 'import' | 'upload') {
  const submission =
    from === 'import'
      ? checkForm(call.formData, quickOrderTextSchema(call.locale))
      : checkForm(call.formData, quickOrderFileSchema(call.locale));
  if (submission.status !== 'success') return data({ form: from, result: submission.reply() }, { status: 400 });
  try {
    const value = submission.value;
    const imported =
      'text' in value
        ? await purchaseListApi.importText(call.ctx, call.id, value.text)
        : await purchaseListApi.upload(call.ctx, call.id, value.file);
    return data({ form: 'imported' as const, imported });
  } catch (error) {
    answerable(error);
    return data({ form: from, result: submission.reply({ formErrors: [error.message] }) }, { status: 400 });
  }
}

/** The list screen's forms, by the intent their button posts. */
export async function listAction(ctx: CallContext, id: number, locale: Locale) {
  const formData = await ctx.request.formData();
  const call = { ctx, id, locale, formData };
  const intent = formData.get('intent');
  switch (intent) {
    case 'rename': {
      const reply = await rename(call);
      return reply instanceof Response
        ? reply
        : data({ form: 'rename' as const, ...reply.data }, reply.init ?? undefined);
    }
    case 'delete':
      return remove(call);
    case 'quantity':
      return quantity(call);
    case 'order':
    case 'orderAll':
    case 'remove':
      return lines(call);
    case 'import':
    case 'upload':
      return importLines(call, intent);
    default:
      throw data(null, { status: 400 });
  }
}
