import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import path from 'node:path';

/**
 * Module seams (ARCHITECTURE.md): code outside api/src/modules/<m>/ may import that module only
 * through its public surface, api/src/modules/<m>/index.ts, never one of its files.
 */
const MODULES = path.resolve(import.meta.dirname, 'api/src/modules');
const seams = {
  rules: {
    'public-surface': {
      meta: {
        type: 'problem',
        messages: {
          deep: "'{{spec}}' reaches into the {{module}} module's files; import its public surface '{{surface}}' (api/src/modules/{{module}}/index.ts) instead.",
        },
        schema: [],
      },
      create(context) {
        const file = path.resolve(context.filename);
        const own = file.startsWith(MODULES + path.sep) ? file.slice(MODULES.length + 1).split(path.sep)[0] : null;
        const check = (node) => {
          const spec = node.source && node.source.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const target = path.resolve(path.dirname(file), spec);
          if (!target.startsWith(MODULES + path.sep)) return;
          const [module, ...rest] = target.slice(MODULES.length + 1).split(path.sep);
          if (module === own || rest.length === 0 || (rest.length === 1 && rest[0] === 'index')) return;
          let surface = path.relative(path.dirname(file), path.join(MODULES, module)).split(path.sep).join('/');
          if (!surface.startsWith('.')) surface = `./${surface}`;
          context.report({ node: node.source, messageId: 'deep', data: { spec, module, surface } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'web/src/generated/**',
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
