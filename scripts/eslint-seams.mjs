import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Module seams (ARCHITECTURE.md): each module has three doors. Outside api/src/modules/<m>/,
 * code imports `<m>` (its index.ts: service and types, for other modules and the composition
 * root), `<m>/edge` (resolvers, routers, loaders: only the composition root and the edges outside
 * the modules) or `<m>/ddl` (SQL for migrations: only api/src/database/migrations), never another
 * of its files. A module imports another module's index.ts only along an arrow of
 * ARCHITECTURE.md's "Allowed arrows" table, so a new arrow is a decision written there. Tests
 * (*.test.ts, api/test/) may read any file: they check the insides.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const MODULES = path.resolve(ROOT, 'api/src/modules');
const MIGRATIONS = path.resolve(ROOT, 'api/src/database/migrations');
const TEST_SUPPORT = path.resolve(ROOT, 'api/test');

/** ARCHITECTURE.md's arrows: rows `| \`from\` | \`to\`, \`to\` | why |` under "## Allowed arrows". */
function allowedArrows() {
  const text = readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');
  const section = text.split(/^## Allowed arrows\s*$/m)[1]?.split(/^## /m)[0];
  if (!section) throw new Error('ARCHITECTURE.md has no "## Allowed arrows" section for the seams/allowed-arrow lint rule');
  const arrows = new Map();
  for (const line of section.split('\n')) {
    const m = /^\|\s*`([a-z]+)`\s*\|([^|]*)\|/.exec(line);
    if (m) arrows.set(m[1], new Set([...m[2].matchAll(/`([a-z]+)`/g)].map((t) => t[1])));
  }
  return arrows;
}
const ARROWS = allowedArrows();

export const seams = {
  rules: {
    'public-surface': {
      meta: {
        type: 'problem',
        messages: {
          deep: "'{{spec}}' reaches into the {{module}} module's files; import its door '{{surface}}' (api/src/modules/{{module}}/index.ts) instead.",
          edge: "'{{spec}}' is the {{module}} module's edge (resolvers, routers, loaders): only the composition root and api/src/graphql, api/src/http import it. Other modules import '{{surface}}'.",
          ddl: "'{{spec}}' is the {{module}} module's SQL for migrations: only api/src/database/migrations import it.",
          arrow:
            'The {{own}} module may not import the {{module}} module: {{own}} → {{module}} is not in ARCHITECTURE.md\'s "Allowed arrows" table. Add the arrow there (with why), or pass a function in from the composition root.',
        },
        schema: [],
      },
      create(context) {
        const file = path.resolve(context.filename);
        if (/\.test\.tsx?$/.test(file) || file.startsWith(TEST_SUPPORT + path.sep)) return {};
        const own = file.startsWith(MODULES + path.sep) ? file.slice(MODULES.length + 1).split(path.sep)[0] : null;
        const check = (node) => {
          const spec = node.source && node.source.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const target = path.resolve(path.dirname(file), spec);
          if (!target.startsWith(MODULES + path.sep)) return;
          const [module, ...rest] = target.slice(MODULES.length + 1).split(path.sep);
          if (module === own) return;
          let surface = path.relative(path.dirname(file), path.join(MODULES, module)).split(path.sep).join('/');
          if (!surface.startsWith('.')) surface = `./${surface}`;
          const data = { spec, module, surface, own };
          const door = rest.length === 0 || (rest.length === 1 && rest[0] === 'index') ? 'index' : rest.length === 1 ? rest[0] : null;
          if (door === 'ddl') {
            if (!file.startsWith(MIGRATIONS + path.sep)) context.report({ node: node.source, messageId: 'ddl', data });
          } else if (door === 'edge') {
            if (own !== null || file.startsWith(MIGRATIONS + path.sep)) context.report({ node: node.source, messageId: 'edge', data });
          } else if (door !== 'index') {
            context.report({ node: node.source, messageId: 'deep', data });
          } else if (own !== null && !ARROWS.get(own)?.has(module)) {
            context.report({ node: node.source, messageId: 'arrow', data });
          }
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
