import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { QUANTITY_MAX } from '../../../common/constants.ts';
import { toLocale } from '../../../common/locale.ts';
import type { CartItem } from '../../../common/areas/cart/cart.ts';
import { useGoodsWords } from '../../lib/goods-words.ts';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration.ts';

/** What the cart's action answers a scripted quantity change. */
export interface QuantityReply {
  error?: string;
}

/** The key of a line's quantity fetcher, so the cart's total can follow a change being saved. */
export const quantityFetcherKey = (lineId: number) => `cart-quantity-${lineId}`;

const loadCheck = () => import('./cart-quantity-check.ts');

/**
 * A cart line's quantity, from the goods' minimum (productQuantity) to 9999 (SPEC §5). Without
 * JavaScript it is a field of the cart's one form with its own 'update' button; with JavaScript the
 * − and + buttons, Enter and leaving the field save it at once through a fetcher, after the same
 * check the server makes. An off-sale line cannot be changed.
 */
export function CartQuantity({ line, form, error }: { line: CartItem; form: string; error?: string }) {
  const { t, i18n } = useTranslation();
  const words = useGoodsWords();
  const locale = toLocale(i18n.language);
  const hydrated = useHydrated();
  const fetcher = useFetcher<QuantityReply>({ key: quantityFetcherKey(line.id) });
  const min = line.productQuantity;
  const editable = line.onSale === 1;
  // What the field shows; it follows the server whenever the saved quantity changes.
  const [shown, setShown] = useState({ saved: line.quantity, value: String(line.quantity) });
  if (shown.saved !== line.quantity) setShown({ saved: line.quantity, value: String(line.quantity) });
  const [checkError, setCheckError] = useState<string>();

  const id = `cart-quantity-${line.id}`;
  const errorId = `${id}-error`;
  // The newest word wins: this page's own check, else the last save's answer, else the posted form's.
  const message = checkError ?? (fetcher.data ? fetcher.data.error : error);
  const current = Number(shown.value);
  const setValue = (value: string) => setShown({ saved: line.quantity, value });
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, shown.value, setValue);

  const save = async (value: string) => {
    setValue(value);
    const checked = (await loadCheck()).checkQuantity(locale, line, value);
    if ('error' in checked) return setCheckError(checked.error);
    setCheckError(undefined);
    if (checked.quantity === line.quantity && !fetcher.data?.error) return;
    await fetcher.submit(
      { intent: 'quantity', carId: line.id, quantity: checked.quantity },
      { method: 'post', action: '/home/cart' },
    );
  };
  const step = (by: number) =>
    void save(String(Math.min(QUANTITY_MAX, Math.max(min, (Number.isFinite(current) ? current : min) + by))));

  return (
    <div className="cart-quantity">
      <span className="stepper">
        <label htmlFor={id} className="visually-hidden">
          {t('cart.quantityOf', { name: line.goodsName })}
        </label>
        {hydrated && (
          <button
            type="button"
            className="stepper-button"
            aria-label={t('cart.decreaseOf', { name: line.goodsName })}
            disabled={!editable || current <= min}
            onClick={() => step(-1)}
          >
            −
          </button>
        )}
        <input
          ref={field}
          id={id}
          form={form}
          name={`quantity-${line.id}`}
          type="number"
          inputMode="numeric"
          className="stepper-input"
          min={min}
          max={QUANTITY_MAX}
          step={1}
          value={shown.value}
          disabled={!editable}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => hydrated && void save(shown.value)}
          onKeyDown={(event) => {
            // Enter saves this line rather than submitting the whole cart.
            if (event.key !== 'Enter' || !hydrated) return;
            event.preventDefault();
            void save(shown.value);
          }}
        />
        {hydrated && (
          <button
            type="button"
            className="stepper-button"
            aria-label={t('cart.increaseOf', { name: line.goodsName })}
            disabled={!editable || current >= QUANTITY_MAX}
            onClick={() => step(1)}
          >
            +
          </button>
        )}
      </span>
      {!hydrated && editable && (
        <button
          type="submit"
          form={form}
          name="intent"
          value={`update:${line.id}`}
          className="cart-update"
          aria-label={t('cart.updateOf', { name: line.goodsName })}
        >
          {t('cart.update')}
        </button>
      )}
      {fetcher.state !== 'idle' && (
        <span role="status" className="cart-saving">
          {t('cart.saving')}
        </span>
      )}
      {min > 1 && (
        <span className="cart-minimum">
          {t('buying.minQuantity', { quantity: min, unit: words.unit(line.unit, min) })}
        </span>
      )}
      {message && (
        <p id={errorId} role="alert" className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}
