import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../theme.ts';

/**
 * Mantine's provider for the screens that use Mantine's components: the user centre, the order
 * frame, the console and the account forms. The storefront's screens use none and load none of
 * Mantine (components/mantine-markup.tsx), so the root does not hold the provider. Its CSS —
 * the theme's variables and helper classes — is in the stylesheet for every page
 * (styles/theme-variables.css), so the provider writes none; the colour scheme is forced light
 * on <html> by the root.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  );
}
