import { MantineProvider } from '@mantine/core';
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from '../app/theme.ts';

/**
 * The CSS MantineProvider writes into every page for this theme: its variables and its
 * responsive helper classes. app/styles/theme-variables.css holds it, written by
 * `npx tsx scripts/theme-css.tsx`, so that pages without Mantine components need no provider and
 * ship none of its runtime; tests/unit/theme-css.test.ts holds the file to this output.
 */
export function themeCss(): string {
  const markup = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      {null}
    </MantineProvider>,
  );
  const styles = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!.trim());
  return `${HEADER}${styles.join('\n\n')}\n`;
}

const HEADER = `/* Written by \`npx tsx scripts/theme-css.ts\` from app/theme.ts: MantineProvider's own CSS for the theme. */\n`;

export const THEME_CSS_FILE = new URL('../app/styles/theme-variables.css', import.meta.url);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(THEME_CSS_FILE, themeCss());
}
