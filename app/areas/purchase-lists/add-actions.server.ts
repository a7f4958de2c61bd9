import { data } from 'react-router';
import { Code } from '../../../common/envelope.ts';
import { message, type Locale } from '../../../common/messages.ts';
import { checkForm } from '../../lib/forms.server.ts';
import { ApiError, type CallContext } from '../../lib/request.server.ts';
import { safeRedirect } from '../../session.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { addToListSchema, linesOnlySchema, NEW_LIST } from './add-schema.ts';
import { purchaseListApi } from './purchase-list-api.server.ts';
import { PURCHASE_LISTS_PATH } from './purchase-lists-url.ts';

/**
 * The goods a screen posted and where it wants the buyer back, with the lists the caller may
 * change; goods that are not valid lines (a forged post) go back with the reason as a toast.
 */
async function chooser(ctx: CallContext, formData: FormData, locale: Locale) {
  oneGoodsAsLine(formData);
  const lines = checkForm(formData, linesOnlySchema(locale));
  const back = safeRedirect(formData.get('back'), PURCHASE_LISTS_PATH);
  if (lines.status !== 'success') {
    const reason = Object.values(lines.error ?? {}).flat()[0] ?? message(locale, 'notFound');
    throw await redirectWithToast(ctx.request, back, { type: 'error', message: reason });
  }
  const lists = (await purchaseListApi.mine(ctx)).filter((list) => list.editable);
  return { lines: lines.value.lines, back, lists: lists.map(({ id, name }) => ({ id, name })) };
}

/**
 * A one-goods form (the goods page posts its own `goodsId` and `quantity`, the quantity the buyer
 * typed) read as the first of the lines other screens post.
 */
function oneGoodsAsLine(formData: FormData) {
  if (formData.has('lines[0].goodsId') || !formData.has('goodsId')) return;
  formData.set('lines[0].goodsId', String(formData.get('goodsId')));
  formData.set('lines[0].quantity', String(formData.get('quantity') ?? ''));
}

/** Into the chosen list, or a new one made on the way; back to the screen the goods came from. */
async function add(ctx: CallContext, formData: FormData, locale: Locale) {
  const choice = await chooser(ctx, formData, locale);
  const submission = checkForm(formData, addToListSchema(locale));
  if (submission.status !== 'success') return data({ ...choice, result: submission.reply() }, { status: 400 });
  const { list, name, lines } = submission.value;
  try {
    const id = list === NEW_LIST ? (await purchaseListApi.create(ctx, name!)).id : list;
    const { capped } = await purchaseListApi.add(ctx, id, lines);
    return redirectWithToast(ctx.request, choice.back, {
      type: capped ? 'info' : 'success',
      message: message(locale, capped ? 'purchaseListCapped' : 'purchaseListSaved'),
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A list deleted meanwhile, or another company's id posted, is a list not there to choose.
    const said = error.code === Code.notFound ? message(locale, 'notFound') : error.message;
    return data({ ...choice, result: submission.reply({ formErrors: [said] }) }, { status: 400 });
  }
}

/** Two steps: the goods arrive and a list is asked for; the list is chosen and they go in. */
export async function addAction(ctx: CallContext, locale: Locale) {
  const formData = await ctx.request.formData();
  const intent = formData.get('intent');
  if (intent === 'choose') return { ...(await chooser(ctx, formData, locale)), result: undefined };
  if (intent === 'add') return add(ctx, formData, locale);
  throw data(null, { status: 400 });
}
