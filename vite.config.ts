import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Rollup } from 'vite';
import { browserI18n } from './app/i18n/browser-plugin.ts';
import { routeStrings } from './app/i18n/strings-plugin.ts';

/**
 * Build warnings that say nothing wrong with this shop, so that a real one is seen:
 * - EMPTY_BUNDLE: React Router makes every route module an entry of the browser's build and
 *   lists its file in the route manifest, which the browser loads on navigation. A route with
 *   server code only (a redirect, a download, logout) has nothing left for the browser, so its
 *   entry is an empty file, which Rollup reports; the file is needed (the manifest names it).
 * - INVALID_ANNOTATION in zod's own files: its source has a prose comment mentioning
 *   `@__PURE__` where Rollup cannot use one; Rollup drops the comment, the code is unchanged.
 */
function harmless(warning: Rollup.RollupLog): boolean {
  if (warning.code === 'EMPTY_BUNDLE') return true;
  return warning.code === 'INVALID_ANNOTATION' && /[\\/]node_modules[\\/]zod[\\/]/.test(warning.id ?? '');
}

export default defineConfig({
  plugins: [browserI18n(), reactRouter(), routeStrings()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  ssr: {
    // Native and server-only packages stay outside the server bundle.
    external: ['better-sqlite3', 'pg'],
  },
  build: {
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: {
      onwarn(warning, warn) {
        if (!harmless(warning)) warn(warning);
      },
    },
  },
});
