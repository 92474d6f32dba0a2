// Emits schema/schema.graphql from the api's type-graphql classes (--check: fail on drift).
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  process.execPath,
  ['--conditions=keafx-source', '-r', '@swc-node/register', 'api/src/graphql/emit-schema.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, SWC_NODE_PROJECT: 'api/tsconfig.json' },
  },
);
process.exit(result.status ?? 1);
