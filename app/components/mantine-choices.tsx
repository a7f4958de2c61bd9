import type { CSSProperties, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { controlProps, Field, type FieldLook, type Own } from './mantine-inputs.tsx';

/**
 * Mantine's choices as markup, without Mantine's runtime (see mantine-markup.tsx for why): the
 * native select with its chevron, the checkbox and the radio. Apart from the text inputs, which
 * the storefront's own forms use, so those pages load none of this. tests/unit/mantine-markup.test.ts
 * holds each to Mantine's own rendering.
 */

const FOCUS = 'shop-focus';
const vars = (entries: Record<string, string>) => entries as CSSProperties;

/** Mantine's <NativeSelect> with its chevron: the browser's own list of choices. */
export function NativeSelect({
  label,
  description,
  error,
  withAsterisk,
  data,
  ...select
}: FieldLook &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, Own> & { data: readonly { value: string; label: string }[] }) {
  const look = { id: select.id, label, description, error, withAsterisk };
  return (
    <Field kind="NativeSelect" {...look} section={<Chevron error={error} />}>
      <select {...select} {...controlProps('NativeSelect', look)}>
        {data.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Mantine's chevron, which carries the error as given (its message, or `true`). */
function Chevron({ error }: { error?: string | boolean }) {
  return (
    <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-NativeSelect-section">
      <svg
        style={vars({ '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' })}
        className="m_2943220b mantine-ComboboxChevron-chevron"
        data-size="sm"
        data-combobox-chevron="true"
        data-error={error || undefined}
        viewBox="0 0 15 15"
        fill="none"
        xmlns="http://www.w3.org/2000/svg"
      >
        <path
          d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
          fill="currentColor"
          fillRule="evenodd"
          clipRule="evenodd"
        />
      </svg>
    </div>
  );
}

type CheckKind = 'Checkbox' | 'Radio';
type ChoiceProps = { id: string; label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, Own | 'type'>;

/** The parts of Mantine's checkbox and radio that differ; the rest of their markup is shared. */
const CHECKS = {
  Checkbox: {
    root: 'm_bf2d988c mantine-Checkbox-root m_5f75b09e mantine-Checkbox-root',
    style: { '--checkbox-radius': 'var(--mantine-radius-sm)', '--checkbox-color': 'var(--mantine-color-red-filled)' },
    variant: 'filled' as string | undefined,
    inner: 'm_26062bec mantine-Checkbox-inner',
    input: `${FOCUS} m_26063560 mantine-Checkbox-input`,
  },
  Radio: {
    root: 'm_f3f1af94 mantine-Radio-root m_5f75b09e mantine-Radio-root',
    style: { '--radio-color': 'var(--mantine-color-red-filled)' },
    variant: undefined,
    inner: 'm_89c4f5e4 mantine-Radio-inner',
    input: `${FOCUS} m_8a3dbb89 mantine-Radio-radio`,
  },
};

function Check({ kind, label, icon, ...input }: ChoiceProps & { kind: CheckKind; icon: ReactNode }) {
  const look = CHECKS[kind];
  return (
    <div style={vars(look.style)} className={look.root} data-variant={look.variant} data-label-position="right">
      <div className={`m_5f6e695e mantine-${kind}-body`}>
        <div className={look.inner} data-label-position="right">
          <input
            {...input}
            className={look.input}
            data-with-error-styles="true"
            type={kind === 'Checkbox' ? 'checkbox' : 'radio'}
          />
          {icon}
        </div>
        <div className={`m_d3ea56bb mantine-${kind}-labelWrapper`}>
          <label className={`m_8ee546b8 mantine-${kind}-label`} htmlFor={input.id}>
            {label}
          </label>
        </div>
      </div>
    </div>
  );
}

/** Mantine's <Checkbox> with its label on the right. */
export function Checkbox(props: ChoiceProps) {
  return (
    <Check
      kind="Checkbox"
      {...props}
      icon={
        <svg
          viewBox="0 0 10 7"
          fill="none"
          xmlns="http://www.w3.org/2000/svg"
          aria-hidden="true"
          className="m_bf295423 mantine-Checkbox-icon"
        >
          <path
            d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
            fill="currentColor"
            fillRule="evenodd"
            clipRule="evenodd"
          />
        </svg>
      }
    />
  );
}

/** Mantine's <Radio> with its label on the right. */
export function Radio(props: ChoiceProps) {
  return (
    <Check
      kind="Radio"
      {...props}
      icon={
        <svg
          xmlns="http://www.w3.org/2000/svg"
          fill="none"
          viewBox="0 0 5 5"
          aria-hidden="true"
          className="m_f3ed6b2b mantine-Radio-icon"
        >
          <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
        </svg>
      }
    />
  );
}
