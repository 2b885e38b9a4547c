// `npm start`: builds the web app when needed, then serves the whole site (API + web) on PORT
// (default 3000) with the embedded database in DATA_DIR (default ./data). See README.md.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const code = await buildWebIfStale(root);
if (code !== 0) process.exit(code);
const server = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'apps/server/src/server.ts')], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (c, s) => process.exit(c ?? (s ? 1 : 0)));
