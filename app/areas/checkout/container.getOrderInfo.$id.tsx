import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import { message, toLocale } from '../../../common/messages.ts';
import { moneyToWire } from '../../../common/money.ts';
import { orderChoicesSchema, PaymentResult } from '../../../common/areas/orders/order.ts';
import { orderApi } from '../orders/index.server.ts';
import { refuseCheckoutInPunchout } from '../punchout/index.server.ts';
import { AddressForm } from '../addresses/index.ts';
import { addressApi, reloadAddressRegions, saveAddress } from '../addresses/index.server.ts';
import { REGION_RELOAD_INTENT } from '../../lib/region-choices.ts';
import { loadRegionChoices } from '../../lib/region-choices.server.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { SettlementLines } from './settlement-lines.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import './checkout.css';
import type { Route } from './+types/container.getOrderInfo.$id';
import { pageTitle } from '../../lib/page-title.ts';
import { notFoundAs404, pathId } from '../../lib/not-found.server.ts';
import { addressOptions } from './address-options.tsx';
import { PayModeChoice } from './pay-mode-choice.tsx';

export const handle: ScreenHandle = { breadcrumb: 'checkout.title' };

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'checkout');

/** The settlement id of the path (the `uuId` of settle / buyGoods); anything else names nothing. */
function settlementId(params: { id?: string }) {
  const id = pathId(params);
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = settlementId(params);
  const ctx = { request, context };
  await refuseCheckoutInPunchout(ctx);
  let fill;
  try {
    fill = await orderApi.fillOrder(ctx, id);
  } catch (error) {
    // Another account's settlement, or none: the same 404 (never reveal it exists).
    notFoundAs404(error);
  }
  const search = new URL(request.url).searchParams;
  const addresses = fill.submitted ? [] : (await addressApi.list(ctx)).list;
  // An address just added in this flow comes back chosen; otherwise the company's default.
  const asked = Number(search.get('consigneeId'));
  const chosenAddress =
    addresses.find((address) => address.id === asked)?.id ?? addresses.find((address) => address.isDefault)?.id;
  // `?addAddress=1`: a new address is added here, without leaving the checkout.
  const regions = search.has('addAddress') && !fill.submitted ? await loadRegionChoices(ctx) : null;
  return { id, fill, addresses, chosenAddress, regions };
}

/**
 * Submits the settlement with the chosen pay mode, address and invoice header.
 * The settlement is the path's id, never a posted one, so a resubmitted page
 * (double click, back button) finds the order the first submit made.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const id = settlementId(params);
  const locale = getLocale(context);
  const ctx = { request, context };
  await refuseCheckoutInPunchout(ctx);
  const formData = await request.formData();
  const here = `/container/getOrderInfo/${id}`;
  const intent = formData.get('intent');
  if (intent === REGION_RELOAD_INTENT) return reloadAddressRegions(ctx, formData);
  if (intent === 'addAddress') {
    const outcome = await saveAddress(ctx, formData, locale, 'add');
    if ('refused' in outcome) return data(outcome.refused, { status: 400 });
    return redirectWithToast(request, `${here}?consigneeId=${outcome.saved}`, {
      type: 'success',
      message: message(locale, 'addressAdded'),
    });
  }
  const submission = checkForm(formData, orderChoicesSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply());
  // The total the buyer was shown goes on as the wire amount the backend reads (yuan), so an order
  // at another total is refused with the new one instead of placed.
  const shown = submission.value.expectedTotal;
  const choices = {
    ...submission.value,
    uuId: id,
    expectedTotal: shown === undefined ? undefined : moneyToWire(shown),
  };
  let result;
  try {
    result =
      formData.get('isBuy') === '1'
        ? await orderApi.submitOrderBuy(ctx, choices)
        : await orderApi.submitOrder(ctx, choices);
  } catch (error) {
    return refusedBy(error, submission);
  }
  // DESIGN.md decision 3: a purchaser's order went for approval; anyone else's is to be paid.
  if (result.paymentType === PaymentResult.toApproval) {
    return redirectWithToast(request, '/userCenter/purchase', {
      type: 'success',
      message: message(locale, 'purchaseSubmitted'),
    });
  }
  // Paid on credit already: the order's confirmation (its detail), never the transfer page.
  if (result.isPay === 1) {
    return redirectWithToast(request, `/container/orderInfo/${result.orderId}`, {
      type: 'success',
      message: message(locale, 'orderPaidOnCredit'),
    });
  }
  return redirectWithToast(request, `/container/pay/${result.orderId}`, {
    type: 'success',
    message: message(locale, 'orderPlaced'),
  });
}

/**
 * Fill in and confirm the order (SPEC §2): the goods priced now, the pay mode,
 * the delivery address, the invoice header, freight 0 and the total. Every
 * choice is a native control of one form, so it works without JavaScript; with
 * it, the form is checked before it is sent and the button waits for the answer.
 */
export default function ConfirmOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { id, fill, addresses, chosenAddress, regions } = loaderData;
  // The action answers either form: the address form's reply carries region choices.
  const addressReply = actionData && 'regions' in actionData ? actionData : undefined;
  const schema = orderChoicesSchema(locale);
  const [form, fields] = useForm({
    id: `checkout-${id}`,
    lastResult: addressReply ? undefined : actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const here = `/container/getOrderInfo/${id}`;

  if (regions) {
    return (
      <section aria-labelledby="checkout-title" className="checkout">
        <Title order={1} size="h3" id="checkout-title">
          {t('checkout.title')}
        </Title>
        <AddressForm
          intent="addAddress"
          cancelHref={here}
          lastResult={addressReply?.result}
          regions={addressReply?.regions ?? regions}
          title={t('checkout.addAddress')}
        />
      </section>
    );
  }

  if (fill.submitted) {
    const toPay = fill.submitted.paymentType === PaymentResult.toPay;
    return (
      <section aria-labelledby="checkout-title" className="checkout">
        <Title order={1} size="h3" id="checkout-title">
          {t('checkout.title')}
        </Title>
        <p role="status" className="form-notice">
          {t('checkout.submitted')}
        </p>
        <p>
          {toPay && fill.submitted.isPay === 1 ? (
            <Link to={`/container/orderInfo/${fill.submitted.orderId}`}>{t('pay.viewOrder')}</Link>
          ) : toPay ? (
            <Link to={`/container/pay/${fill.submitted.orderId}`}>{t('checkout.goToPay')}</Link>
          ) : (
            <Link to="/userCenter/purchase">{t('checkout.goToPurchases')}</Link>
          )}
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby="checkout-title" className="checkout">
      <Title order={1} size="h3" id="checkout-title">
        {t('checkout.title')}
      </Title>
      <SettlementLines lines={fill.goodsList} total={fill.totalAmount} label={t('checkout.goods')} />

      <Form method="post" {...getFormProps(form)} className="checkout-form">
        <FormAlert form={form} />
        <input type="hidden" name="isBuy" value={fill.isBuy} />
        {/* The total shown above: a price changed since is refused with the new total, never ordered unseen. */}
        <input type="hidden" name="expectedTotal" value={String(fill.totalAmount)} />

        <PayModeChoice field={fields.payTypeId} modes={fill.payModeList} />

        <ChoiceGroup
          field={fields.consigneeId}
          legend={t('checkout.address')}
          defaultValue={chosenAddress}
          options={addressOptions(addresses)}
        >
          {addresses.length === 0 && <p>{t('checkout.noAddress')}</p>}
          <p className="checkout-links">
            <Link to={`${here}?addAddress=1`}>{t('checkout.addAddress')}</Link>
            <Link to="/userCenter/address">{t('checkout.manageAddresses')}</Link>
          </p>
        </ChoiceGroup>

        <fieldset className="checkout-choice">
          <legend>{t('checkout.invoice')}</legend>
          {fill.invoiceHeader ? (
            <>
              <input type="hidden" name={fields.invoiceHeader.name} value={fill.invoiceHeader.id} />
              <p>
                {t('checkout.invoiceLine', {
                  unitName: fill.invoiceHeader.unitName,
                  taxcode: fill.invoiceHeader.taxcode,
                })}
              </p>
            </>
          ) : (
            <p>
              {t('checkout.noInvoice')}{' '}
              <Link to={`/userCenter/invoiceHeader?redirectTo=${encodeURIComponent(here)}`}>
                {t('checkout.addInvoice')}
              </Link>
            </p>
          )}
        </fieldset>

        {fill.needsApproval === 1 && (
          <p className="form-notice">
            {fill.approvalLevel === 0
              ? t('checkout.noApprovalNote')
              : fill.approvalLevel === 2
                ? t('checkout.approvalMainNote')
                : t('checkout.approvalNote')}
          </p>
        )}
        {/* While the answer is on its way the button waits, so a double click sends one submit. */}
        <Button type="submit" size="md" className="checkout-submit" loading={submitting}>
          {fill.needsApproval === 1 && fill.approvalLevel !== 0
            ? t('checkout.submitForApproval')
            : t('checkout.submit')}
        </Button>
      </Form>
    </section>
  );
}
