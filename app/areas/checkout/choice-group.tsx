import type { ReactNode } from 'react';
import './checkout.css';

/**
 * A required one-of-many choice on the confirm-order screen (pay mode, delivery
 * address): native radio buttons in a fieldset whose legend names it, so it
 * posts without JavaScript, arrows move between options, and the schema's
 * message (please choose …) is tied to the group.
 */
export function ChoiceGroup({
  field,
  legend,
  options,
  defaultValue,
  children,
}: {
  /** The Conform field it posts as: only its name, ids and errors are needed. */
  field: { name: string; formId: string; errorId: string; errors?: string[] };
  legend: string;
  options: { value: number; label: ReactNode }[];
  defaultValue?: number;
  /** Links under the options (add or manage addresses). */
  children?: ReactNode;
}) {
  const error = field.errors?.[0];
  return (
    <fieldset
      className="checkout-choice"
      aria-describedby={error ? field.errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <ul>
        {options.map((option) => (
          <li key={option.value}>
            <label>
              <input
                type="radio"
                name={field.name}
                value={option.value}
                form={field.formId}
                defaultChecked={option.value === defaultValue}
              />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {children}
      <p id={field.errorId} className={error ? 'field-error' : 'field-error is-empty'}>
        {error}
      </p>
    </fieldset>
  );
}
