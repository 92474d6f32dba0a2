// Generates web/src/generated from codegen.yml (--check: fail when the committed output drifts).
import { spawnSync } from 'node:child_process';

const check = process.argv.includes('--check');
const result = spawnSync('npx', ['graphql-codegen', '--config', 'codegen.yml', ...(check ? ['--check'] : [])], { stdio: 'inherit' });
if (check && result.status !== 0) {
  console.error('web/src/generated differs from what codegen.yml produces: run `node scripts/codegen.mjs` and commit the result.');
}
process.exit(result.status ?? 1);
