import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    // Both cores, also on a 2-core machine (Vitest leaves one free by default): the backend files
    // wait on their databases often enough that two side by side do not slow each other.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'backend',
          include: ['tests/backend/**/*.test.ts'],
          environment: 'node',
          // Each file gets its own database (a temporary SQLite file or a PostgreSQL schema), so the
          // files need no module isolation of their own: importing the whole backend afresh for each
          // file took over half the suite's time. No backend test mocks a module or changes a global.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          environment: 'node',
          // Each file starts real shop processes on the production build: two files side by side
          // would compete for the cores their start-up and timing checks need.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
