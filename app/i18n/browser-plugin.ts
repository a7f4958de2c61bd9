import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STAND_INS: Record<string, string> = {
  i18next: fileURLToPath(new URL('./browser/i18next.ts', import.meta.url)),
  'react-i18next': fileURLToPath(new URL('./browser/react-i18next.tsx', import.meta.url)),
};

/**
 * The browser's build takes the stand-ins of app/i18n/browser/ for i18next and react-i18next
 * (docs/decisions/0022); the server's keeps the libraries, which render every page.
 */
export function browserI18n(): Plugin {
  return {
    name: 'caigou-browser-i18n',
    enforce: 'pre',
    resolveId(source) {
      if (this.environment.name !== 'client') return undefined;
      return STAND_INS[source];
    },
  };
}
