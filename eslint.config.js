import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

// Dependencies point one way (ARCHITECTURE.md): web and server depend on contract, web depends
// on canvas, canvas and contract import nothing of the apps, and web features never import each other.
const featureZones = ['auth', 'landing', 'pages', 'create', 'coloring', 'billing', 'account', 'admin', 'legal', 'splash', 'misc'].map(
  (f) => ({
    target: `./apps/web/src/features/${f}`,
    from: './apps/web/src/features',
    except: [`./${f}`],
    message: 'Features never import each other: move shared code to components/ or lib/.',
  }),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
      'apps/mobile/android/**',
      'apps/mobile/ios/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contract', from: './apps', message: 'The contract package imports nothing of the apps.' },
            { target: './packages/contract', from: './packages/canvas' },
            { target: './packages/canvas', from: './apps', message: 'The canvas engine imports nothing of the apps.' },
            { target: './packages/canvas', from: './packages/contract' },
            { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
            { target: './apps/web', from: './apps/server', message: 'The web app talks to the server over HTTP only.' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**', 'bench/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
      },
    },
  },
);
