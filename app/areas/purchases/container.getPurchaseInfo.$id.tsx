import { Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useRouteLoaderData, useSearchParams } from 'react-router';
import { message, toLocale } from '../../../common/messages.ts';
import { purchaseAllows } from '../../../common/areas/orders/transitions.ts';
import { rejectPurchaseSchema } from '../../../common/areas/orders/order.ts';
import { CheckStatus } from '../../../common/areas/orders/transitions.ts';
import { ApprovalLevel } from '../../../common/areas/approval-rules/index.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { label } from '../../../common/status-label.ts';
import { addressApi } from '../addresses/index.server.ts';
import { invoiceHeaderApi } from '../invoice-headers/index.server.ts';
import { orderApi } from '../orders/index.server.ts';
import { ApiError } from '../../lib/request.server.ts';
import { ReasonForm } from '../../components/form/reason-form.tsx';
import { PurchaseEditForm } from './purchase-edit-form.tsx';
import { resubmitSchema } from './resubmit-schema.ts';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { payModeName, SettlementLines } from '../checkout/index.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import type { loader as layoutLoader } from '../../frames/container.tsx';
import type { Route } from './+types/container.getPurchaseInfo.$id';
import { pageTitle } from '../../lib/page-title.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';

export const handle: ScreenHandle = { breadcrumb: 'purchase.detailTitle' };

const LIST = '/userCenter/purchase';

const loadPurchase = (ctx: { request: Request; context: Route.LoaderArgs['context'] }, id: number) =>
  orNotFound(orderApi.purchaseInfo(ctx, id));

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = { request, context };
  const purchase = await loadPurchase(ctx, pathId(params));
  // A rejected purchase may be changed: the choices the confirm-order screen offers.
  // Only its purchaser sees the form; the backend refuses anyone else's resubmit.
  if (!purchaseAllows(purchase, 'edit')) return { purchase, choices: null };
  const [addresses, headers] = await Promise.all([addressApi.list(ctx), invoiceHeaderApi.mine(ctx)]);
  return { purchase, choices: { addresses: addresses.list, invoiceHeader: headers.list[0] ?? null } };
}

/**
 * Approve (back to the purchase list, SPEC §4) or reject with a reason; or, for the purchaser of a
 * rejected purchase, resubmit it changed, checked as the browser checked it.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const id = pathId(params);
  const locale = getLocale(context);
  const formData = await request.formData();
  const ctx = { request, context };
  if (formData.get('intent') === 'resubmit') {
    const purchase = await loadPurchase(ctx, id);
    const submission = checkForm(formData, resubmitSchema(locale, purchase.goodsList));
    if (submission.status !== 'success') return data({ edit: submission.reply() }, { status: 400 });
    try {
      await orderApi.resubmit(ctx, id, submission.value);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return data({ edit: submission.reply({ formErrors: [error.message] }) }, { status: 400 });
    }
    return redirectWithToast(request, `/container/getPurchaseInfo/${id}`, {
      type: 'success',
      message: message(locale, 'purchaseResubmitted'),
    });
  }
  if (formData.get('intent') === 'approve') {
    try {
      await orderApi.approve(ctx, id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return data({ approveError: error.message }, { status: 400 });
    }
    return redirectWithToast(request, LIST, { type: 'success', message: message(locale, 'purchaseApproved') });
  }
  const submission = checkForm(formData, rejectPurchaseSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply());
  try {
    await orderApi.reject(ctx, submission.value.purchaseId, submission.value.reason);
  } catch (error) {
    return refusedBy(error, submission);
  }
  return redirectWithToast(request, LIST, { type: 'success', message: message(locale, 'purchaseRejected') });
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'purchaseDetail');

/**
 * Purchase order approval (SPEC §2, §4): what the purchaser asked for, and — for
 * the main account and approvers (DESIGN.md decision 2), while it awaits
 * approval — approve, or reject with a reason. The reason form is part of the
 * page (`?reject=1` opens it), so it works without JavaScript.
 */
export default function PurchaseApproval({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { purchase, choices } = loaderData;
  const user = useRouteLoaderData<typeof layoutLoader>('frames/container')?.user;
  // Only the purchase's own purchaser changes it; the main account and approvers read it as before.
  const canEdit =
    choices !== null &&
    user?.customerAccountType === CustomerAccountType.purchaser &&
    user.username === purchase.purchaser;
  const editResult = actionData && 'edit' in actionData ? actionData.edit : undefined;
  // The backend says whether the caller may decide it: its level and whose it is decide, not the
  // account type alone (an approver and a purchase above its limit, anyone and their own purchase).
  const canApprove = purchase.canDecide;
  const decidedElsewhere =
    !purchase.canDecide &&
    purchase.checkStatus === CheckStatus.awaitingApproval &&
    user?.customerAccountType !== CustomerAccountType.purchaser;
  const chosenMode = purchase.payModeList.find((mode) => mode.id === purchase.payTypeId);
  const payMode = chosenMode ? payModeName(t, chosenMode) : '';
  const consignee = purchase.consigneeList[0];
  const rejectResult = actionData && 'result' in actionData ? actionData.result : undefined;
  const [search] = useSearchParams();
  // Opened by `?reject=1` (without JavaScript) or by its summary; it stays open while the reason is typed,
  // whatever the live validation says, and the server's errors find it open.
  const [rejectOpen, setRejectOpen] = useState(search.has('reject') || rejectResult?.status === 'error');
  return (
    <section aria-labelledby="purchase-approval-title" className="purchase-approval">
      <Title order={1} size="h3" id="purchase-approval-title">
        {t('purchase.detailTitle')}
      </Title>
      <dl className="order-facts">
        <div>
          <dt>{t('purchase.batch')}</dt>
          <dd>{purchase.batch}</dd>
        </div>
        <div>
          <dt>{t('purchase.status')}</dt>
          <dd>{label('checkStatus', purchase.checkStatus, locale)}</dd>
        </div>
        <div>
          <dt>{t('purchase.level')}</dt>
          <dd>
            {purchase.approvalLevel === ApprovalLevel.mainOnly ? (
              <span className="purchase-level">{t('purchase.mainOnly')}</span>
            ) : (
              t('purchase.levelReviewer')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('purchase.purchaser')}</dt>
          <dd>{purchase.purchaser}</dd>
        </div>
        <div>
          <dt>{t('purchase.applyDate')}</dt>
          <dd>{purchase.applyDate}</dd>
        </div>
        <div>
          <dt>{t('purchase.payMode')}</dt>
          <dd>{payMode}</dd>
        </div>
        <div>
          <dt>{t('purchase.consignee')}</dt>
          <dd>
            {consignee ? `${consignee.consignee} ${consignee.mobile} ${consignee.areaName}${consignee.address}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('purchase.invoice')}</dt>
          <dd>
            {purchase.invoiceHeader
              ? t('checkout.invoiceLine', {
                  unitName: purchase.invoiceHeader.unitName,
                  taxcode: purchase.invoiceHeader.taxcode,
                })
              : ''}
          </dd>
        </div>
        {purchase.checker && (
          <div>
            <dt>{t('purchase.checker')}</dt>
            <dd>
              {purchase.checker} {purchase.checkDate}
            </dd>
          </div>
        )}
      </dl>
      {purchase.rejectReason && (
        <p className="form-alert">{t('purchase.rejectedBecause', { reason: purchase.rejectReason })}</p>
      )}
      {purchase.orderId && (
        <p>
          {t('purchase.order')}
          <Link to={`/container/orderInfo/${purchase.orderId}`}>{purchase.orderNo}</Link>
        </p>
      )}
      <SettlementLines lines={purchase.goodsList} total={purchase.totalAmount} caption={t('purchase.goods')} />
      <p>
        <Link to={`/print/purchase/${purchase.id}`}>{t('purchase.printLink')}</Link>
      </p>

      {canEdit && (
        <PurchaseEditForm
          purchase={purchase}
          addresses={choices.addresses}
          invoiceHeader={choices.invoiceHeader}
          lastResult={editResult}
          open={search.has('edit') || editResult?.status === 'error'}
        />
      )}

      {decidedElsewhere && <p>{t('purchase.notYours')}</p>}
      {canApprove && (
        <div className="purchase-actions">
          {actionData && 'approveError' in actionData && (
            <p role="alert" className="form-alert">
              {actionData.approveError}
            </p>
          )}
          <Form method="post">
            <button type="submit" name="intent" value="approve" className="primary-button">
              {t('purchase.approve')}
            </button>
          </Form>
          <details
            className="reject-panel"
            open={rejectOpen}
            onToggle={(event) => setRejectOpen(event.currentTarget.open)}
          >
            <summary className="secondary-button">{t('purchase.reject')}</summary>
            <ReasonForm
              id="reject-form"
              schema={rejectPurchaseSchema(locale)}
              lastResult={rejectResult}
              labelledBy="reject-title"
              label={t('purchase.rejectReason')}
              actions={
                <button type="submit" className="primary-button">
                  {t('purchase.confirmReject')}
                </button>
              }
            >
              <h2 id="reject-title" className="pay-heading">
                {t('purchase.rejectTitle')}
              </h2>
              <input type="hidden" name="intent" value="reject" />
              <input type="hidden" name="purchaseId" value={purchase.id} />
            </ReasonForm>
          </details>
        </div>
      )}
      <p>
        <Link to={LIST}>{t('purchase.backToList')}</Link>
      </p>
    </section>
  );
}
