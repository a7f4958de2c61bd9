import type { CSSProperties, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/**
 * Mantine's markup, without Mantine's runtime, for the few components the storefront's own
 * screens and the shared frames use (a page title, a button, the toast's close button, the
 * merchant form's fields). Mantine's stylesheets (app/styles/mantine.css) style them as they
 * style Mantine's own, so home, lists, detail and cart look the same and ship none of
 * @mantine/core: its runtime and provider were a fifth of their first-load JavaScript
 * (docs/decisions/0024). tests/unit/mantine-markup.test.ts holds each to what Mantine itself
 * renders with the shop's theme, so an upgrade of Mantine that changes its markup fails there.
 * Screens with more of Mantine use Mantine, inside <MantineScope>.
 */

/** The class the theme's focusClassName gives every focusable Mantine control (app/theme.ts). */
const FOCUS = 'shop-focus';
const vars = (entries: Record<string, string>) => entries as CSSProperties;
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

type Heading = 'h1' | 'h3';

/** Mantine's <Title order={1} size?>: the page's one <h1>, sized as h1 or h3. */
export function Title({
  size = 'h1',
  id,
  className,
  children,
}: {
  size?: Heading;
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <h1
      style={vars({
        '--title-fw': `var(--mantine-${size}-font-weight)`,
        '--title-lh': `var(--mantine-${size}-line-height)`,
        '--title-fz': `var(--mantine-${size}-font-size)`,
      })}
      className={classes(className, 'm_8a5d1357 mantine-Title-root')}
      data-size={size === 'h1' ? undefined : size}
      data-order="1"
      id={id}
    >
      {children}
    </h1>
  );
}

const BUTTON_VARIANTS = {
  filled: { '--button-color': 'var(--mantine-color-white)' },
  default: {
    '--button-bg': 'var(--mantine-color-default)',
    '--button-hover': 'var(--mantine-color-default-hover)',
    '--button-color': 'var(--mantine-color-default-color)',
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)',
  },
};
const SMALL_BUTTON = {
  '--button-height': 'var(--button-height-sm)',
  '--button-padding-x': 'var(--button-padding-x-sm)',
  '--button-fz': 'var(--mantine-font-size-sm)',
};

interface ButtonLook {
  variant?: keyof typeof BUTTON_VARIANTS;
  size?: 'sm';
  loading?: boolean;
  children?: ReactNode;
}

function buttonProps({ variant = 'filled', size, loading }: Omit<ButtonLook, 'children'>) {
  return {
    style: vars({ ...(size === 'sm' ? SMALL_BUTTON : {}), ...BUTTON_VARIANTS[variant] }),
    className: classes(
      FOCUS,
      !loading && 'mantine-active',
      'm_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root',
    ),
    'data-variant': variant === 'filled' ? undefined : variant,
    'data-size': size,
    'data-loading': loading || undefined,
  };
}

function ButtonInner({ loading, children }: { loading?: boolean; children?: ReactNode }) {
  return (
    <>
      {loading && (
        <span style={LOADER_STYLE} className="m_a25b86ee mantine-Button-loader" aria-hidden="true">
          <span
            style={vars({
              '--loader-size': 'calc(var(--button-height) / 1.8)',
              '--loader-color': 'var(--button-color)',
            })}
            className="m_b34414df m_5ae2e3c mantine-Loader-root"
          />
        </span>
      )}
      <span className="m_80f1301b mantine-Button-inner">
        <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
      </span>
    </>
  );
}

/** Mantine's loader transition, as its Button writes it while loading. */
const LOADER_STYLE: CSSProperties = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
};

/** Mantine's <Button component="a">: a link that looks like a button. */
export function LinkButton({ href, ...look }: ButtonLook & { href: string }) {
  return (
    <a {...buttonProps(look)} href={href}>
      <ButtonInner>{look.children}</ButtonInner>
    </a>
  );
}

/** Mantine's <Button type="submit">, disabled while loading. */
export function SubmitButton(look: ButtonLook) {
  return (
    <button {...buttonProps(look)} type="submit" disabled={look.loading || undefined}>
      <ButtonInner loading={look.loading}>{look.children}</ButtonInner>
    </button>
  );
}

/** Mantine's <CloseButton size="sm">. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      style={vars({ '--cb-size': 'var(--cb-size-sm)' })}
      className={classes(
        FOCUS,
        'mantine-active m_220c80f2 m_86a44da5 mantine-CloseButton-root m_87cf2631 mantine-UnstyledButton-root',
      )}
      data-variant="subtle"
      data-size="sm"
      type="button"
      aria-label={label}
      onClick={onClick}
    >
      <svg
        viewBox="0 0 15 15"
        fill="none"
        xmlns="http://www.w3.org/2000/svg"
        style={{ width: 'var(--cb-icon-size, 70%)', height: 'var(--cb-icon-size, 70%)' }}
      >
        <path
          d="M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z"
          fill="currentColor"
          fillRule="evenodd"
          clipRule="evenodd"
        />
      </svg>
    </button>
  );
}

interface FieldLook {
  id: string;
  label: string;
  error?: string;
  withAsterisk?: boolean;
}

/** Mantine's input wrapper: the label (with its asterisk), the input, the error under it. */
function Field({
  kind,
  id,
  label,
  error,
  withAsterisk,
  children,
}: FieldLook & { kind: 'TextInput' | 'Textarea'; children: ReactNode }) {
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
      <div
        style={vars({
          ...(error ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
          '--input-height': 'var(--input-height-sm)',
          '--input-fz': 'var(--mantine-font-size-sm)',
          ...(kind === 'Textarea' ? { '--input-padding-y': 'var(--input-padding-y-sm)' } : {}),
        })}
        className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
        data-variant="default"
        data-size="sm"
        data-error={error ? true : undefined}
        data-multiline={kind === 'Textarea' || undefined}
      >
        {children}
      </div>
      {error && (
        <p
          style={vars({
            '--input-error-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
          })}
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

/** What the input itself carries for its wrapper: Mantine's classes, and the error's wiring. */
function inputProps(kind: 'TextInput' | 'Textarea', { id, error }: FieldLook) {
  return {
    className: `m_8fb7ebe7 mantine-Input-input mantine-${kind}-input`,
    'data-variant': 'default',
    'data-error': error ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    id,
  };
}

type Own = 'id' | 'className' | 'children';

/** Mantine's <TextInput> with a label, an optional asterisk and error. */
export function TextInput({
  label,
  error,
  withAsterisk,
  ...input
}: FieldLook & Omit<InputHTMLAttributes<HTMLInputElement>, Own>) {
  const look = { id: input.id, label, error, withAsterisk };
  return (
    <Field kind="TextInput" {...look}>
      <input {...input} {...inputProps('TextInput', look)} />
    </Field>
  );
}

/** Mantine's <Textarea> with a label, an optional asterisk and error. */
export function Textarea({
  label,
  error,
  withAsterisk,
  ...input
}: FieldLook & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own>) {
  const look = { id: input.id, label, error, withAsterisk };
  return (
    <Field kind="Textarea" {...look}>
      <textarea {...input} {...inputProps('Textarea', look)} />
    </Field>
  );
}
