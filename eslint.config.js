import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build', 'data', '.react-router', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Strings and tables files add themselves to one interface by `interface X extends Own {}` (decision 0014).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  // The parts meet only at common/ and server.ts (README, Architecture): these rules keep it so.
  ...boundary('app/**', ['**/backend/**'], 'the web reaches the backend only through app/api and common/', [
    // Every page renders whole in its first response (app/entry.server.tsx): a streamed boundary is
    // revealed by an inline script, which a buyer without JavaScript never runs.
    { name: 'react', importNames: ['Suspense'], message: 'no streamed boundary: the page must render whole' },
    { name: 'react-router', importNames: ['Await'], message: 'no deferred data: loaders answer in full' },
  ]),
  ...boundary('common/**', ['**/app/**', '**/backend/**'], 'common/ is shared: it imports neither app/ nor backend/'),
  ...boundary(
    'backend/areas/**/*.routes.ts',
    ['kysely', '**/db/**'],
    'routes parse, authorise and call a service: the database belongs to services',
  ),
  // The backend's test files share one module graph per worker (vitest.config.ts, isolate: false):
  // one file's mock or changed global would leak into the next.
  {
    files: ['tests/backend/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message: 'backend test files share their modules: pass a clock or a dependency instead',
        })),
      ],
    },
  },
  ...boundary(
    'backend/db/**',
    ['**/services/**', '**/areas/**'],
    'migrations and the seed are frozen data: they never run services',
  ),
);

/** Files matching `files` may not import modules matching `patterns`, nor the named imports in `paths`. */
function boundary(files, patterns, message, paths = []) {
  return [
    {
      files: [files],
      rules: { 'no-restricted-imports': ['error', { paths, patterns: [{ group: patterns, message }] }] },
    },
  ];
}
