// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server with hot reload
// (port 5173, proxying /api to 3000). Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], { stdio: 'inherit', cwd: root }),
  spawn('npx', ['vite'], { stdio: 'inherit', cwd: resolve(root, 'apps/web') }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
