import type { CSSProperties, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/**
 * Mantine's text inputs and text areas as markup, without Mantine's runtime (see
 * mantine-markup.tsx for why), each with its label, asterisk, hint and error where Mantine
 * draws them; the wrapper serves the choices of mantine-choices.tsx too. They have no behaviour of their own in
 * Mantine either, so the markup is all there is. tests/unit/mantine-markup.test.ts holds each
 * to Mantine's own rendering.
 */

const vars = (entries: Record<string, string>) => entries as CSSProperties;
/** What Mantine writes for sizes below the label's: a step smaller than the input's text. */
const SMALLER = 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';

export type Kind = 'TextInput' | 'Textarea' | 'NativeSelect';

export interface FieldLook {
  id: string;
  label: string;
  /** A hint under the label; `true` for an error without its own message (the control is only marked). */
  description?: ReactNode;
  error?: string | boolean;
  withAsterisk?: boolean;
}

/** Mantine's input wrapper: the label (with its asterisk), the hint, the input, the error under it. */
export function Field({
  kind,
  id,
  label,
  description,
  error,
  withAsterisk,
  children,
  section,
}: FieldLook & { kind: Kind; children: ReactNode; section?: ReactNode }) {
  return (
    <div
      className={`m_46b77525 mantine-InputWrapper-root mantine-${kind}-root`}
      data-size="sm"
      data-error={error ? true : undefined}
    >
      <label
        style={vars({ '--input-label-size': 'var(--mantine-font-size-sm)' })}
        className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
        data-size="sm"
        data-required={withAsterisk || undefined}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
        {withAsterisk && (
          <span className={`m_78a94662 mantine-InputWrapper-required mantine-${kind}-required`} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {description && (
        <p
          style={vars({ '--input-description-size': SMALLER })}
          className={`m_fe47ce59 mantine-InputWrapper-description mantine-${kind}-description`}
          data-size="sm"
          id={`${id}-description`}
        >
          {description}
        </p>
      )}
      <div
        style={vars({
          ...(description ? { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
          ...(typeof error === 'string' ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
          '--input-height': 'var(--input-height-sm)',
          '--input-fz': 'var(--mantine-font-size-sm)',
          ...(kind === 'Textarea' ? { '--input-padding-y': 'var(--input-padding-y-sm)' } : {}),
          ...(kind === 'NativeSelect' ? { '--input-right-section-pointer-events': 'none' } : {}),
        })}
        className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
        data-variant="default"
        data-size="sm"
        data-error={error ? true : undefined}
        data-pointer={kind === 'NativeSelect' || undefined}
        data-with-right-section={kind === 'NativeSelect' || undefined}
        data-multiline={kind === 'Textarea' || undefined}
      >
        {children}
        {section}
      </div>
      {typeof error === 'string' && error && (
        <p
          style={vars({ '--input-error-size': SMALLER })}
          className={`m_8f816625 mantine-InputWrapper-error mantine-${kind}-error`}
          data-size="sm"
          id={`${id}-error`}
        >
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * What the control itself carries for its wrapper: Mantine's classes, and the wiring of its
 * error and hint (Mantine's own rule: the error's id, then the hint's, whatever was passed).
 */
export function controlProps(kind: Kind, { id, error, description }: FieldLook) {
  const errorId = typeof error === 'string' && error ? `${id}-error` : '';
  const describedBy = `${errorId}  ${description ? `${id}-description` : ''}`.trim();
  return {
    className: `m_8fb7ebe7 mantine-Input-input mantine-${kind}-input`,
    'data-variant': 'default',
    'data-error': error ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    id,
  };
}

export type Own = 'id' | 'className' | 'children';

/** Mantine's <TextInput>: a label, an optional asterisk, hint and error. */
export function TextInput({
  label,
  description,
  error,
  withAsterisk,
  ...input
}: FieldLook & Omit<InputHTMLAttributes<HTMLInputElement>, Own>) {
  const look = { id: input.id, label, description, error, withAsterisk };
  return (
    <Field kind="TextInput" {...look}>
      <input {...input} {...controlProps('TextInput', look)} />
    </Field>
  );
}

/** Mantine's <Textarea>: a label, an optional asterisk, hint and error. */
export function Textarea({
  label,
  description,
  error,
  withAsterisk,
  ...input
}: FieldLook & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own>) {
  const look = { id: input.id, label, description, error, withAsterisk };
  return (
    <Field kind="Textarea" {...look}>
      <textarea {...input} {...controlProps('Textarea', look)} />
    </Field>
  );
}
