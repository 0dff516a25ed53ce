import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const serverTypesOnly = {
  regex: '^(\\.\\./)+server/',
  allowTypeImports: true,
  message: 'The client may import only types from src/server.',
};

// The house's import direction (README.md#architecture): resources -> src; the client takes only types from the
// server; the server never takes client code; no cycles anywhere.
export default tseslint.config(
  {
    ignores: ['dist/', 'data/', 'test-results/', 'playwright-report/', 'src/server/db/migrations/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      // It skips `import type`: tests/unit/importRules.test.ts reads the whole graph for cycles,
      // and checks the server's layers (docs/architecture.md#import-rules).
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './resources',
              from: './src',
              message: 'resources/ is browser-safe and imports nothing from src/.',
            },
            {
              target: './src/server',
              from: './src/client',
              message: 'The server never imports client code.',
            },
            {
              target: './src/shared',
              from: ['./src/client', './src/server'],
              message: 'src/shared serves both sides and imports neither.',
            },
            // The account screens, one way: the pages without the shell (guest/) and the shell's
            // account pages (account/) both build on the session (auth/) and the form components
            // (forms/); the session knows no screen, the forms know no page, and the two kinds of
            // page do not borrow from each other.
            {
              target: './src/client/session/auth',
              from: ['./src/client/session/guest', './src/client/session/account', './src/client/session/forms'],
              message: 'auth/ holds the session; the screens import it, never the other way.',
            },
            {
              target: './src/client/session/forms',
              from: ['./src/client/session/auth', './src/client/session/guest', './src/client/session/account'],
              message: 'forms/ holds the form components every page shares; it imports no page.',
            },
            {
              target: './src/client/session/guest',
              from: './src/client/session/account',
              message:
                'The pages without the shell share with account/ only through forms/ and auth/.',
            },
            {
              target: './src/client/session/account',
              from: './src/client/session/guest',
              message: 'The account pages share with guest/ only through forms/ and auth/.',
            },
          ],
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A }` keeps `import '...'` in the output (verbatimModuleSyntax): a module, and
      // everything it loads, in a chunk that needed only a type (bench/bundle).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/client/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [serverTypesOnly],
        },
      ],
    },
  },
  {
    // The entry and the pages without the shell load before the console: react-admin and MUI
    // here would make every first visit download the console (bench/bundle).
    files: [
      'src/client/main.tsx',
      'src/client/App.tsx',
      'src/client/session/guest/**',
      'src/client/session/forms/**',
      'src/client/common/notifications/!(ToastStack|NotificationToast).tsx',
      'src/client/common/notifications/*.ts',
      'src/client/session/auth/guard/**',
      'src/client/session/auth/*.ts',
      'src/client/data/http/!(dataProvider).ts',
    ],
    ignores: ['src/client/session/auth/authProvider.ts', '**/*.test.*'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            serverTypesOnly,
            {
              regex: '^(react-admin|ra-[a-z-]+|@mui/.*|@emotion/.*)$',
              allowTypeImports: true,
              message:
                'Keep react-admin and MUI in the console chunk (see bench/bundle/README.md).',
            },
          ],
        },
      ],
    },
  },
);
