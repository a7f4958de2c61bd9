import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * The shop's look: a purchasing red, system Chinese fonts (Noto Sans CJK on Linux),
 * one visible focus ring for keyboard users.
 */
export const theme = createTheme({
  primaryColor: 'red',
  primaryShade: 8,
  fontFamily: '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  /*
   * Mantine's own ring (its focusRing classes) is the primary red: red around a red button,
   * and unlike every other control's. This class takes its place and carries no style of its
   * own, so buttons, checkboxes and radios show the shop's one ring (app/styles/base.css).
   */
  focusClassName: 'shop-focus',
  defaultRadius: 'sm',
  components: {
    /*
     * A modal's title bar is a <header> inside <section role="dialog">, which does not scope
     * it as a sectioning element would: it read as a second banner landmark beside the page's
     * own. It is only the dialog's title row.
     */
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
  },
});

/**
 * Colours of text and of what text sits on, chosen to reach WCAG's 4.5:1 on white
 * and on the page grey #f5f6f8. Mantine's own dimmed grey (#868e96,
 * 3.1:1) and error red (#fa5252, 3.3:1) do not. The shop's CSS reads the --shop-*
 * variables, so every page gets the same colours from here.
 */
export const palette = {
  /** Secondary text: hints, labels, minimum quantities, hot keywords. 5.6:1 on #f5f6f8. */
  dimmed: '#5c636a',
  /** Validation errors. 5.5:1 on white, and unlike the focus ring. */
  error: '#c92a2a',
  /** Good news such as the delivery note. 6.1:1 on white. */
  success: '#237032',
  /** 立即购买: white on it reaches 5.4:1. */
  buyNow: '#b54708',
  /** The focus ring of every control: blue, so it never reads as an error. 5:1 on white. */
  focus: '#1971c2',
} as const;

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--shop-muted': palette.dimmed,
    '--shop-error': palette.error,
    '--shop-success': palette.success,
    '--shop-buy-now': palette.buyNow,
    '--shop-focus': palette.focus,
  },
  light: {
    '--mantine-color-dimmed': palette.dimmed,
    '--mantine-color-error': palette.error,
    '--mantine-color-placeholder': palette.dimmed,
  },
  dark: {},
});
