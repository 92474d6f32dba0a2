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
    /**
     * tsc compiles the api to CommonJS, where a module's own exports are read as `exports.NAME`
     * and imports through `require`: a binding of that name (a parameter `exports`, a constructor's
     * `private readonly exports`) silently captures them. swc (jest) keeps local bindings, so only
     * the build breaks: `reportsRouter(exports, ...)` made /openapi.json answer 500 from `npm start`.
     */
    'no-commonjs-names': {
      meta: {
        type: 'problem',
        messages: {
          named:
            "A binding named '{{name}}' shadows CommonJS's own in tsc's output (the build reads this module's exports through it); rename it.",
        },
        schema: [],
      },
      create(context) {
        const NAMES = new Set(['exports', 'module', 'require']);
        return {
          'Program:exit'() {
            for (const scope of context.sourceCode.scopeManager.scopes)
              for (const variable of scope.variables)
                if (NAMES.has(variable.name) && variable.defs.length > 0)
                  for (const id of variable.identifiers) context.report({ node: id, messageId: 'named', data: { name: variable.name } });
          },
        };
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
