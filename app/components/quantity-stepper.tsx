import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { QUANTITY_MAX } from '../../common/constants.ts';
import { useTypedBeforeHydration } from '../lib/typed-before-hydration.ts';

/**
 * A quantity between the goods' minimum and 9999 (SPEC §5 Quantity): a native
 * number field that works alone, with − and + buttons once scripts run.
 */
export function QuantityStepper({
  id,
  label,
  min = 1,
  max = QUANTITY_MAX,
  defaultValue,
  name = 'quantity',
  errorId,
}: {
  id: string;
  label: string;
  min?: number;
  max?: number;
  defaultValue?: number;
  name?: string;
  /** The id of the error shown beside it, when there is one: the field is then marked invalid. */
  errorId?: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [value, setValue] = useState(Math.min(max, Math.max(min, defaultValue ?? min)));
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, String(value), (typed) => setValue(Number(typed)));
  const clamp = (next: number) =>
    setValue(Math.min(max, Math.max(min, Number.isFinite(next) ? Math.trunc(next) : min)));
  return (
    <span className="stepper">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      {hydrated && (
        <button
          type="button"
          className="stepper-button"
          aria-label={t('goods.decrease')}
          disabled={value <= min}
          onClick={() => clamp(value - 1)}
        >
          −
        </button>
      )}
      <input
        ref={field}
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        className="stepper-input"
        min={min}
        max={max}
        step={1}
        required
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        value={value}
        onChange={(event) => setValue(Number(event.target.value))}
        onBlur={() => clamp(value)}
      />
      {hydrated && (
        <button
          type="button"
          className="stepper-button"
          aria-label={t('goods.increase')}
          disabled={value >= max}
          onClick={() => clamp(value + 1)}
        >
          +
        </button>
      )}
    </span>
  );
}
