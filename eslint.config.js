import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import confusingBrowserGlobals from 'confusing-browser-globals';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

// Every folder under web/src/features is a feature; a new one is fenced in as soon as it exists.
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// bulletproof-react's unidirectional flow: shared code → features → app. Features never import each other.
const webBoundaries = [
  ...WEB_FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; move shared code to web/src/components or web/src/lib.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features must not import the app layer.',
  },
  {
    target: ['./web/src/components', './web/src/lib', './web/src/config', './web/src/theme', './web/src/hooks'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared modules must not import features or the app layer.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.cache/**',
      'emulators/.cache/**',
      'emulators/.data/**',
      'build-artifacts/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-duplicates': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      // The domain is SDK-agnostic: no Firebase, no Node, no React.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*', 'react', 'node:*'],
              message: 'domain/ stays SDK-agnostic (zod + TypeScript only).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'import-x/no-restricted-paths': ['error', { zones: webBoundaries }],
      // A leftover `close()` or `name` would silently mean window.close or window.name (create-react-app's list).
      'no-restricted-globals': ['error', ...confusingBrowserGlobals],
      // The whole route table carries every area's schemas and texts into the page that imports it; see each message.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@estatekey/domain',
              importNames: ['apiRoutes', 'API_ROUTE_NAMES'],
              message:
                "Call a route from its area's group (propertyRoutes.x, adminRoutes.x, ...), not the whole table.",
            },
            {
              // TextField imports the menu-based Select (Menu, Popover, Modal: ~20 kB gzip) for its `select` prop.
              name: '@mui/material/TextField',
              message: 'Use OutlinedField from components/form: the same field, its select the native one.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
);
