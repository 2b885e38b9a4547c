// `npm run loadtest`: builds the web app when needed (the load test reads the HTML shell and its
// assets), then runs apps/server/bench/loadtest/run.ts. See README.md "Load test".
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale, run } from './lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const built = await buildWebIfStale(root);
if (built !== 0) process.exit(built);
process.exit(
  await run(process.execPath, ['--import', 'tsx', resolve(root, 'apps/server/bench/loadtest/run.ts')], {
    cwd: root,
  }),
);
