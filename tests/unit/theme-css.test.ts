import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { THEME_CSS_FILE, themeCss } from '../../scripts/theme-css.tsx';

it('app/styles/theme-variables.css is what MantineProvider writes for the theme today', () => {
  // A changed theme without `npx tsx scripts/theme-css.tsx` would leave pages in the old colours.
  expect(readFileSync(THEME_CSS_FILE, 'utf8')).toBe(themeCss());
});
