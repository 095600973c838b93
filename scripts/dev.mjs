// `npm run dev`: the API in watch mode on API_PORT (3001) and Vite's dev server on 3000
// proxying /api and /uploads to it.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, APP_URL: process.env.APP_URL ?? 'http://localhost:3000' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '3000', '--strictPort'], {
    cwd: `${root}/apps/web`,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
