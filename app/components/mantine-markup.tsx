import type { ButtonHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';

/**
 * Mantine's markup, without Mantine's runtime, for the few components the storefront's own
 * screens, the shared frames and the lighter forms use: titles, buttons and the toast's close
 * button here; text, layout, alerts, lists and progress in mantine-layout.tsx; form controls in
 * mantine-inputs.tsx and mantine-choices.tsx. Each file holds what its users share, since a
 * page loads every part of a module that any page uses. Mantine's stylesheets (app/styles/mantine.css) style them as they
 * style Mantine's own, so home, lists, detail and cart look the same and ship none of
 * @mantine/core: its runtime and provider were a fifth of their first-load JavaScript
 * (docs/decisions/0024). tests/unit/mantine-markup.test.ts holds each to what Mantine itself
 * renders with the shop's theme, so an upgrade of Mantine that changes its markup fails there.
 * Screens with more of Mantine use Mantine, inside <MantineScope>; a form laid out with these
 * alone (the certification wizard) ships none of its form components either.
 */

/** The class the theme's focusClassName gives every focusable Mantine control (app/theme.ts). */
const FOCUS = 'shop-focus';
const vars = (entries: Record<string, string>) => entries as CSSProperties;
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

type Heading = 'h1' | 'h3' | 'h4';

/** Mantine's <Title>: a page's <h1> (sized as h1 or h3) or a section's <h2>. */
export function Title({
  order = 1,
  size = order === 1 ? 'h1' : 'h2',
  id,
  className,
  ref,
  tabIndex,
  children,
}: {
  order?: 1 | 2;
  size?: Heading | 'h2';
  id?: string;
  className?: string;
  ref?: Ref<HTMLHeadingElement>;
  tabIndex?: number;
  children?: ReactNode;
}) {
  const Tag = order === 1 ? 'h1' : 'h2';
  return (
    <Tag
      ref={ref}
      style={vars({
        '--title-fw': `var(--mantine-${size}-font-weight)`,
        '--title-lh': `var(--mantine-${size}-line-height)`,
        '--title-fz': `var(--mantine-${size}-font-size)`,
      })}
      className={classes(className, 'm_8a5d1357 mantine-Title-root')}
      data-size={size === `h${order}` ? undefined : size}
      data-order={String(order)}
      id={id}
      tabIndex={tabIndex}
    >
      {children}
    </Tag>
  );
}

const BUTTON_VARIANTS = {
  filled: { '--button-color': 'var(--mantine-color-white)' },
  subtle: {
    '--button-bg': 'transparent',
    '--button-hover': 'var(--mantine-color-red-light-hover)',
    '--button-color': 'var(--mantine-color-red-light-color)',
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  },
  default: {
    '--button-bg': 'var(--mantine-color-default)',
    '--button-hover': 'var(--mantine-color-default-hover)',
    '--button-color': 'var(--mantine-color-default-color)',
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)',
  },
};
const buttonSize = (size: 'sm' | 'xs') => ({
  '--button-height': `var(--button-height-${size})`,
  '--button-padding-x': `var(--button-padding-x-${size})`,
  '--button-fz': `var(--mantine-font-size-${size})`,
});

interface ButtonLook {
  variant?: keyof typeof BUTTON_VARIANTS;
  size?: 'sm' | 'xs';
  loading?: boolean;
  children?: ReactNode;
}

/** Mantine's button look for any element: a router's link takes it as its props. */
export function buttonProps({ variant = 'filled', size, loading }: Omit<ButtonLook, 'children'>) {
  return {
    style: vars({ ...(size ? buttonSize(size) : {}), ...BUTTON_VARIANTS[variant] }),
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

export function ButtonInner({ loading, children }: { loading?: boolean; children?: ReactNode }) {
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
  return <Button {...look} type="submit" />;
}

/** Mantine's <Button>, with a native button's own attributes (name, value, formNoValidate…). */
export function Button({
  variant,
  size,
  loading,
  children,
  ...button
}: ButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <button {...button} {...buttonProps({ variant, size, loading })} disabled={loading || button.disabled || undefined}>
      <ButtonInner loading={loading}>{children}</ButtonInner>
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
