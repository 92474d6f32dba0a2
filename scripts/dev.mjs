// npm run dev: the api with reload on 8001 and Vite on 5173 proxying the api paths (GraphQL WebSocket included).
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', '--conditions=keafx-source', '-r', '@swc-node/register', 'api/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SWC_NODE_PROJECT: 'api/tsconfig.json', PORT: process.env.PORT ?? '8001' },
  }),
  spawn('npx', ['vite', '--config', 'web/vite.config.mts'], {
    stdio: 'inherit',
    env: { ...process.env, KEAFX_API_URL: `http://127.0.0.1:${process.env.PORT ?? '8001'}` },
  }),
];

const stop = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
