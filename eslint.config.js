import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Dependencies point one way (ARCHITECTURE.md): web and server depend on contract, web depends
// on canvas, canvas and contract import nothing of the apps, web features never import each other
// nor the app shell, and the shared folders (components, lib, stores) never import a feature.
// Imports are resolved with the TypeScript resolver (the `@/` alias, extensionless paths), so the
// zones see every import; eslint.test.ts checks that a forbidden one fails.
const WEB = './apps/web/src';
const features = fs
  .readdirSync(`${import.meta.dirname}/apps/web/src/features`, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const featureZones = features.map((f) => ({
  target: `${WEB}/features/${f}`,
  from: `${WEB}/features`,
  except: [`./${f}`],
  message: 'Features never import each other: move shared code to components/ or lib/.',
}));
const sharedZones = ['components', 'lib', 'stores'].map((dir) => ({
  target: `${WEB}/${dir}`,
  from: `${WEB}/features`,
  message: 'Shared folders never import a feature: move the code into the feature, or the shared part here.',
}));

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
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/*/tsconfig.json',
            'apps/desktop/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        }),
      ],
    },
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
            {
              target: `${WEB}/features`,
              from: `${WEB}/app`,
              message: 'Features never import the app shell (app/): pass what they need in.',
            },
            ...featureZones,
            ...sharedZones,
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
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
