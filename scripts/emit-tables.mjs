// Writes api/src/database/tables.generated.ts from a freshly migrated database (--check: fail on drift).
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  process.execPath,
  ['--conditions=keafx-source', '-r', '@swc-node/register', 'api/test/emit-tables.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, SWC_NODE_PROJECT: 'api/tsconfig.json' },
  },
);
process.exit(result.status ?? 1);
