import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'backend',
          include: ['tests/backend/**/*.test.ts'],
          environment: 'node',
          // Each file gets its own database (a temporary SQLite file or a PostgreSQL schema).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
