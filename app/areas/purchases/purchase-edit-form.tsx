import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { QUANTITY_MAX } from '../../../common/constants.ts';
import { toLocale } from '../../../common/locale.ts';
import type { Address } from '../../../common/areas/addresses/address.ts';
import type { InvoiceHeader } from '../../../common/areas/invoice-headers/invoice-header.ts';
import { resubmitSchema } from './resubmit-schema.ts';
import { formatPrice } from '../../lib/price.ts';
import { addressOptions, ChoiceGroup, PayModeChoice } from '../checkout/index.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import type { PurchaseDetail } from '../../../common/areas/orders/order-types.ts';

/**
 * Edit and resubmit a rejected purchase, for its own purchaser: each line's
 * quantity (the goods' minimum up to its stock), then the confirm-order screen's choices — pay
 * mode, delivery address, invoice header. Closed, it is a link (`?edit=1`), so it opens and posts
 * without JavaScript; with it, the contract schema checks the form before it is sent.
 */
export function PurchaseEditForm({
  purchase,
  addresses,
  invoiceHeader,
  lastResult,
  open,
}: {
  purchase: PurchaseDetail;
  addresses: Address[];
  invoiceHeader: InvoiceHeader | null;
  lastResult: SubmissionResult<string[]> | undefined;
  open: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const here = `/container/getPurchaseInfo/${purchase.id}`;
  const schema = resubmitSchema(locale, purchase.goodsList);
  const [form, fields] = useForm({
    id: `resubmit-${purchase.id}`,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  // The schema takes repeated or indexed keys, so Conform sees `quantity` as unknown: its items are read by name.
  const posted = form.initialValue?.quantity;
  // The address the purchase was sent to while the company still has it, else its default one.
  const chosenAddress =
    addresses.find((address) => address.id === purchase.consigneeList[0]?.id)?.id ??
    addresses.find((address) => address.isDefault)?.id;

  if (!open) {
    return (
      <div className="purchase-actions">
        <p className="form-notice">{t('buying.rejectedNote')}</p>
        <Link to={`${here}?edit=1`} className="primary-button">
          {t('buying.editPurchase')}
        </Link>
      </div>
    );
  }

  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form" aria-labelledby="resubmit-title">
      <h2 id="resubmit-title" className="pay-heading">
        {t('buying.editTitle')}
      </h2>
      <p className="form-notice">{t('buying.rejectedNote')}</p>
      <FormAlert form={form} />
      <input type="hidden" name="intent" value="resubmit" />
      <table className="data-table settlement-lines">
        <caption>{t('purchase.goods')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('checkout.goods')}</th>
            <th scope="col">{t('checkout.price')}</th>
            <th scope="col">{t('checkout.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {purchase.goodsList.map((line, index) => {
            const name = `${fields.quantity.name}[${index}]`;
            const error = form.allErrors[name]?.[0];
            const errorId = `${form.id}-quantity-${index}-error`;
            const sent = Array.isArray(posted) ? Number(posted[index]) : NaN;
            return (
              <tr key={line.goodsId}>
                <td className="settlement-goods">
                  <img src={line.goodsImage} alt="" width={56} height={56} loading="lazy" />
                  <Link to={`/home/details/${line.goodsId}`}>{line.goodsName}</Link>
                  <input type="hidden" name={`${fields.goodsId.name}[${index}]`} value={line.goodsId} />
                </td>
                <td>¥{formatPrice(line.salePrice)}</td>
                <td>
                  <QuantityStepper
                    id={`${form.id}-quantity-${index}`}
                    name={name}
                    errorId={error ? errorId : undefined}
                    label={`${t('checkout.quantity')} ${line.goodsName}`}
                    min={line.productQuantity}
                    max={Math.max(line.productQuantity, Math.min(line.inventory, QUANTITY_MAX))}
                    defaultValue={Number.isFinite(sent) && sent > 0 ? sent : line.quantity}
                  />
                  <p id={errorId} className={error ? 'field-error' : 'field-error is-empty'}>
                    {error}
                  </p>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <PayModeChoice
        field={fields.payTypeId}
        modes={purchase.payModeList}
        defaultValue={purchase.payTypeId ?? undefined}
      />

      <ChoiceGroup
        field={fields.consigneeId}
        legend={t('checkout.address')}
        defaultValue={chosenAddress}
        options={addressOptions(addresses)}
      >
        {addresses.length === 0 && <p>{t('checkout.noAddress')}</p>}
        <p className="checkout-links">
          <Link to="/userCenter/address">{t('checkout.manageAddresses')}</Link>
        </p>
      </ChoiceGroup>

      <fieldset className="checkout-choice">
        <legend>{t('checkout.invoice')}</legend>
        {invoiceHeader ? (
          <>
            <input type="hidden" name={fields.invoiceHeader.name} value={invoiceHeader.id} />
            <p>{t('checkout.invoiceLine', { unitName: invoiceHeader.unitName, taxcode: invoiceHeader.taxcode })}</p>
          </>
        ) : (
          <p>
            {t('checkout.noInvoice')}{' '}
            <Link to={`/userCenter/invoiceHeader?redirectTo=${encodeURIComponent(`${here}?edit=1`)}`}>
              {t('checkout.addInvoice')}
            </Link>
          </p>
        )}
      </fieldset>

      <p className="checkout-links">
        <Button type="submit" size="md" className="checkout-submit" loading={submitting}>
          {t('buying.resubmit')}
        </Button>
        <Link to={here}>{t('buying.cancelEdit')}</Link>
      </p>
    </Form>
  );
}
