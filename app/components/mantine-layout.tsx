import type { CSSProperties, ReactNode } from 'react';

/**
 * Mantine's text, layout, alert, list and progress bar as markup, without Mantine's runtime
 * (see mantine-markup.tsx for why), for the forms that do without it. tests/unit/mantine-markup.test.ts
 * holds each to Mantine's own rendering.
 */

const FOCUS = 'shop-focus';
const vars = (entries: Record<string, string>) => entries as CSSProperties;
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

type Size = 'xs' | 'sm';
/** Mantine's named spacings, as its layout components write them. */
type Spacing = 'xs' | 'sm' | 'md' | 'lg';
/** A length in pixels as Mantine writes it: in rem, scaled. */
const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

/** Mantine's <Text> (a paragraph) in one of its sizes and theme colours. */
export function Text({
  size,
  c,
  id,
  role,
  children,
}: {
  size: Size;
  c?: 'dimmed' | 'red' | 'orange';
  id?: string;
  role?: 'alert';
  children?: ReactNode;
}) {
  return (
    <p
      style={{
        ...vars({ '--text-fz': `var(--mantine-font-size-${size})`, '--text-lh': `var(--mantine-line-height-${size})` }),
        ...(c ? { color: c === 'dimmed' ? 'var(--mantine-color-dimmed)' : `var(--mantine-color-${c}-text)` } : {}),
      }}
      className={classes(FOCUS, 'm_b6d8b162 mantine-Text-root')}
      data-size={size}
      id={id}
      role={role}
    >
      {children}
    </p>
  );
}

/** Mantine's <Group>: a wrapping row. */
export function Group({
  gap,
  align = 'center',
  children,
}: {
  gap: Spacing;
  align?: 'center' | 'flex-end';
  children?: ReactNode;
}) {
  return (
    <div
      style={vars({
        '--group-gap': `var(--mantine-spacing-${gap})`,
        '--group-align': align,
        '--group-justify': 'flex-start',
        '--group-wrap': 'wrap',
      })}
      className="m_4081bf90 mantine-Group-root"
    >
      {children}
    </div>
  );
}

/** Mantine's <Stack>: a column, at most `maw` pixels wide. */
export function Stack({ gap, maw, children }: { gap: Spacing; maw?: number; children?: ReactNode }) {
  return (
    <div
      style={{
        ...vars({
          '--stack-gap': `var(--mantine-spacing-${gap})`,
          '--stack-align': 'stretch',
          '--stack-justify': 'flex-start',
        }),
        ...(maw ? { maxWidth: rem(maw) } : {}),
      }}
      className="m_6d731127 mantine-Stack-root"
    >
      {children}
    </div>
  );
}

/** Mantine's light <Alert> in red with a title; `id` names its title and body for the role. */
export function Alert({ id, title, children }: { id: string; title: ReactNode; children?: ReactNode }) {
  return (
    <div
      style={vars({
        '--alert-bg': 'var(--mantine-color-red-light)',
        '--alert-color': 'var(--mantine-color-red-light-color)',
        '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
      })}
      className="m_66836ed3 mantine-Alert-root"
      id={id}
      role="alert"
      aria-describedby={`${id}-body`}
      aria-labelledby={`${id}-title`}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        <div className="m_667c2793 mantine-Alert-body">
          <div className="m_6a03f287 mantine-Alert-title">
            <span id={`${id}-title`} className="m_698f4f23 mantine-Alert-label">
              {title}
            </span>
          </div>
          <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}

/** Mantine's small <List> of plain items. */
export function List({ items }: { items: readonly { key: string; content: ReactNode }[] }) {
  return (
    <ul
      style={vars({ '--list-fz': 'var(--mantine-font-size-sm)', '--list-lh': 'var(--mantine-line-height-sm)' })}
      className="m_abbac491 mantine-List-root"
      data-size="sm"
    >
      {items.map((item) => (
        <li key={item.key} className="m_abb6bec2 mantine-List-item">
          <div className="m_75cd9f71 mantine-List-itemWrapper">
            <span className="mantine-List-itemLabel">{item.content}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Mantine's small <Progress> bar, a little below what it follows. */
export function Progress({ value, label }: { value: number; label: string }) {
  return (
    <div
      style={{ ...vars({ '--progress-size': 'var(--progress-size-sm)' }), marginTop: 'var(--mantine-spacing-xs)' }}
      className="m_db6d6462 mantine-Progress-root"
      data-size="sm"
    >
      <div
        style={vars({
          '--progress-section-size': `${value}%`,
          '--progress-section-color': 'var(--mantine-color-red-filled)',
        })}
        className="m_2242eb65 mantine-Progress-section"
        aria-label={label}
        role="progressbar"
        aria-valuemax={100}
        aria-valuemin={0}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
      />
    </div>
  );
}
