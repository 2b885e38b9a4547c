// `npm start`: builds the web app when needed (into WEB_DIST when set, else apps/web/dist), then
// serves the whole site (API + web) on PORT (default 3000) with the embedded database in DATA_DIR
// (default ./data). SERVER_NODE_FLAGS adds Node flags to the server's command line (`tuned`: the
// measured set of server-node-flags.mjs; docs/decisions/0050). See README.md.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './lib.mjs';
import { serverNodeFlags } from './server-node-flags.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = resolve(process.env.WEB_DIST ?? resolve(root, 'apps/web/dist'));
const code = await buildWebIfStale(root, webDist);
if (code !== 0) process.exit(code);
// The IPC channel lets the server notice when this script dies without forwarding a signal
// (SIGKILL, a crash): it then shuts down instead of living on with the port and the database.
const server = spawn(
  process.execPath,
  [...serverNodeFlags(process.env), '--import', 'tsx', resolve(root, 'apps/server/src/server.ts')],
  {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    cwd: root,
    env: { ...process.env, WEB_DIST: webDist },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (c, s) => process.exit(c ?? (s ? 1 : 0)));
