// npm run dev: the api with reload on 8001 (from TypeScript sources), plus Vite on 5173 once the web app exists.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const children = [
  spawn(process.execPath, ['--watch', '--conditions=keafx-source', '-r', '@swc-node/register', 'api/src/main.ts'], { stdio: 'inherit' }),
];
if (existsSync('web/vite.config.mts')) children.push(spawn('npx', ['vite', '--port', '5173'], { cwd: 'web', stdio: 'inherit' }));
const stop = () => { for (const c of children) c.kill('SIGTERM'); };
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const c of children) c.once('exit', (code) => { stop(); process.exitCode = code ?? 0; });
