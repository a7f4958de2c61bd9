import { useTranslation } from 'react-i18next';
import { Form, useActionData } from 'react-router';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';

/** A goods card's quantity and 'add to cart', posting to the page it is on (every list page exports the action). */
export function AddToCartForm({
  goodsId,
  goodsName,
  minimum,
}: {
  goodsId: number;
  goodsName: string;
  minimum: number;
}) {
  const { t } = useTranslation();
  const result = useActionData() as { error?: string; goodsId?: number } | undefined;
  const error = result?.goodsId === goodsId ? result.error : undefined;
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
