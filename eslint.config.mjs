import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { seams } from './scripts/eslint-seams.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'web/src/generated/**',
      'scripts/integrator/openapi.generated.ts',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
      // Prettier breaks long chains before a computed member (`app.http()\n[method](path)`); the
      // formatter owns layout, as eslint-config-prettier also says.
      'no-unexpected-multiline': 'off',
    },
  },
  {
    // Type-aware rules: a promise is awaited, returned or marked `void`, never dropped or handed
    // to something that ignores it (an event handler, a forEach).
    files: ['api/**/*.ts', 'schema/src/**/*.ts', 'bench/**/*.ts', 'web/src/**/*.{ts,tsx}', 'web/e2e/**/*.ts'],
    languageOptions: {
      parserOptions: { project: ['./tsconfig.test.json', './web/tsconfig.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['api/**/*.ts'],
    plugins: { seams },
    rules: { 'seams/public-surface': 'error' },
  },
  {
    // What tsc compiles to CommonJS: the api, the shared rules, the bench.
    files: ['api/**/*.ts', 'schema/src/**/*.ts', 'bench/**/*.ts'],
    plugins: { seams },
    rules: { 'seams/no-commonjs-names': 'error' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.tsx', 'web/src/**/use*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.{mjs,ts}'],
    rules: { 'no-console': 'off' },
  },
);
