// Flat config (ESLint 10). `npm run lint` = `eslint . --max-warnings=0`.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}'];

// DESIGN.md §1: machines are pure XState (no React, DOM views or mocks).
const machineUiBans = {
  paths: [
    { name: 'react', message: 'machines/ is pure XState: no React.' },
    { name: 'react-dom', message: 'machines/ is pure XState: no React.' },
    { name: '@xstate/react', message: 'machines/ is pure XState: React bindings belong to src/.' },
    { name: 'wouter', message: 'machines/ never routes: navigation is an action provided by src/.' },
  ],
  patterns: [
    { group: ['react/*', 'react-dom/*', 'wouter/*'], message: 'machines/ is pure XState: no React or wouter.' },
    {
      group: ['**/src/features', '**/src/features/**', '**/src/components', '**/src/components/**'],
      message: 'machines/ never imports views: views depend on machines, not the other way round.',
    },
  ],
};
const mockBan = {
  group: ['**/mocks', '**/mocks/**'],
  message: 'Only tests and the lazy import in src/boot.tsx may reach the mock backend.',
};
// DESIGN.md §1: the real-API build contains no msw or faker code.
const mockLibraryBans = {
  paths: [
    { name: 'msw', message: 'msw belongs to mocks/ and tests.' },
  ],
  patterns: [mockBan, { group: ['msw/*', '@faker-js/*'], message: 'msw and faker belong to mocks/ and tests.' }],
};

export default defineConfig(
  globalIgnores([
    'dist/',
    'dist-real/',
    'dist-product/',
    '*-ssr/',
    'data/',
    'styled-system/',
    'src/api/schema.d.ts',
    'public/mockServiceWorker.js',
    'bench/results/',
    'playwright-report/',
    'test-results/',
    'coverage/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: ['src/**/*.{ts,tsx}', '**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['machines/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { ...machineUiBans, patterns: [...machineUiBans.patterns, mockBan] }] },
  },
  {
    // Machine tests may drive actors against the msw node server, never against React.
    files: TEST_FILES.map((glob) => `machines/${glob}`),
    rules: { 'no-restricted-imports': ['error', machineUiBans] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/boot.tsx', ...TEST_FILES],
    rules: {
      'no-restricted-imports': ['error', mockLibraryBans],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/(^|\\/)mocks(\\/|$)|^msw|^@faker-js\\//]',
          message: 'Only src/boot.tsx may load the mock backend lazily.',
        },
      ],
    },
  },
);
