// npm run bench: builds the api and the web, then runs bench/run.ts (figures beside same-run baselines).
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('npx', ['tsc', '-b', 'api']);
// The api under test serves the built web (the web suite measures it in Chromium).
run('npm', ['run', 'build', '-w', 'web', '--silent']);
run(process.execPath, ['--conditions=keafx-source', '-r', '@swc-node/register', 'bench/run.ts', ...process.argv.slice(2)]);
