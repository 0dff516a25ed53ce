import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The tiers, by path (docs/architecture.md#import-rules): what runs on the server, what runs in
// the browser; every other file under src/ is browser-safe code both run.
const SERVER_TIER = [
  'src/server/**',
  'src/engine/server/**',
  'src/features/*/server/**',
  'src/features/*/server.ts',
  'src/features/*/table.ts',
  'src/features/server*.ts',
];
const CLIENT_TIER = ['src/client/**', 'src/engine/screens/**', 'src/features/*/screens/**'];
const SHARED_TIER = [
  'src/shared/**',
  'src/engine/*.ts',
  'src/features/resourceList.ts',
  'src/features/*/!(server|table).ts',
];

const serverTypesOnly = {
  regex: '^\\.\\.?/(.*/)?(server|table|serverResources)(/.*)?$',
  caseSensitive: true,
  allowTypeImports: true,
  message: 'Screens may import only types from server code.',
};

// The house's import direction (docs/architecture.md#import-rules): shared code imports neither
// tier; screens take only types from the server; the server never takes client code; no cycles
// anywhere (tests/unit/importRules.test.ts adds those closing through type imports, and the
// features' public faces).
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
              target: SHARED_TIER,
              from: [...SERVER_TIER, ...CLIENT_TIER],
              message: 'Browser-safe code both sides run imports neither the server nor screens.',
            },
            {
              target: SERVER_TIER,
              from: CLIENT_TIER,
              message: 'The server never imports client code.',
            },
            // The account screens, one way: the pages without the shell (guest/) and the shell's
            // account pages (account/) both build on the session (auth/) and the form components
            // (forms/); the session knows no screen, the forms know no page, and the two kinds of
            // page do not borrow from each other.
            {
              target: './src/client/session/auth',
              from: [
                './src/client/session/guest',
                './src/client/session/account',
                './src/client/session/forms',
              ],
              message: 'auth/ holds the session; the screens import it, never the other way.',
            },
            {
              target: './src/client/session/forms',
              from: [
                './src/client/session/auth',
                './src/client/session/guest',
                './src/client/session/account',
              ],
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
      // One import statement a module (a value import and an `import type` may stand apart).
      'import/no-duplicates': 'error',
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
    files: CLIENT_TIER,
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
