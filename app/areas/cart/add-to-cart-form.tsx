import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData } from 'react-router';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';

/**
 * A goods card's quantity and 'add to cart', posting to the page it is on (every list page exports
 * the action). Goods out of stock (`inventory` 0 or less, as the list read it) get no form: a
 * disabled button that says why to a screen reader, as the cart would refuse them anyway.
 */
export function AddToCartForm({
  goodsId,
  goodsName,
  minimum,
  inventory,
}: {
  goodsId: number;
  goodsName: string;
  minimum: number;
  /** Stock as the list read it; left out when the list does not say, and the goods is then offered. */
  inventory?: number;
}) {
  const { t } = useTranslation();
  const result = useActionData() as { error?: string; goodsId?: number } | undefined;
  const error = result?.goodsId === goodsId ? result.error : undefined;
  const reasonId = useId();
  if (inventory !== undefined && inventory <= 0)
    return (
      <div className="add-to-cart is-out-of-stock">
        <button
          type="button"
          className="add-to-cart-button"
          disabled
          aria-label={t('goods.addToCartOf', { name: goodsName })}
          aria-describedby={reasonId}
        >
          {t('goods.addToCart')}
        </button>
        <span id={reasonId} className="visually-hidden">
          {t('buying.cannotBuy')}
        </span>
      </div>
    );
  return (
    <Form
      method="post"
      className="add-to-cart"
      preventScrollReset
      aria-label={t('goods.addToCartOf', { name: goodsName })}
    >
      <input type="hidden" name="goodsId" value={goodsId} />
      <QuantityStepper id={`quantity-${goodsId}`} label={t('goods.quantityOf', { name: goodsName })} min={minimum} />
      <button type="submit" className="add-to-cart-button" aria-label={t('goods.addToCartOf', { name: goodsName })}>
        {t('goods.addToCart')}
      </button>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </Form>
  );
}
