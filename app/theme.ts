import { createTheme } from '@mantine/core';

/** The shop's look: a purchasing red, system Chinese fonts, visible focus for keyboard users. */
export const theme = createTheme({
  primaryColor: 'red',
  primaryShade: 8,
  fontFamily: '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  focusRing: 'auto',
  defaultRadius: 'sm',
});
