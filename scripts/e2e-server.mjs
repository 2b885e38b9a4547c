// The server the end-to-end tests run against: the production web build made in e2e mode
// (`npm run build:e2e -w apps/web` → .tmp/web-e2e: the production build plus the test-only device
// hooks, which the normal build leaves out), a fresh temporary data folder (PGlite + files) with a
// small demo catalogue, removed again on exit.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = process.env.E2E_WEB_DIST ?? resolve(root, '.tmp/web-e2e');
if (!existsSync(join(webDist, 'index.html'))) {
  console.error(`No e2e web build in ${webDist}: run \`npm run build:e2e -w apps/web\` first.`);
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'synthhub-e2e-'));
const port = Number(process.env.E2E_PORT ?? '3210');
// Mock Discord, Meta, Twitch and Steam on E2E_PORT+1..+4 (third-party-sign-in.spec.ts; the Steam
// one also takes the spec's "who signs in next" requests), the site pointed at them.
const { startMockProviders } = await tsImport(
  '../apps/server/test/mock-providers/mock-providers.ts',
  import.meta.url,
);
const mocks = await startMockProviders(`http://127.0.0.1:${port}`, {
  discord: port + 1,
  oculus: port + 2,
  twitch: port + 3,
  steam: port + 4,
});
const server = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'apps/server/src/server.ts')], {
  stdio: 'inherit',
  cwd: root,
  env: {
    ...process.env,
    ...mocks.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    DEMO_BEATMAPS: process.env.E2E_DEMO_BEATMAPS ?? '30',
    // The demo admin's password, so specs can act as an admin (news posts, reports; docs/decisions/0028).
    DEMO_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
    LOG_LEVEL: 'warn',
    // Every spec registers its users from 127.0.0.1: lift the per-address registration limit
    // (lib/http/rate-limits.ts) so the whole suite fits in its hour.
    RATE_LIMIT_REGISTER_PER_IP: process.env.RATE_LIMIT_REGISTER_PER_IP ?? '1000',
    // The specs are many people acting at once from one machine that also runs the browser: the
    // PGlite write budget (8 write starts a second, refusals while the event loop runs 1 s late;
    // docs/decisions/0047) would refuse their set-up writes at random. Its bounds are tested in
    // apps/server/src/plugins/write-queue.test.ts; the queue itself (2 at once, 16 waiting) stays.
    WRITE_RATE_PER_S: process.env.WRITE_RATE_PER_S ?? '0',
    WRITE_SHED_LAG_MS: process.env.WRITE_SHED_LAG_MS ?? '0',
    // Today's overall-ranking snapshot rewritten every 20 s instead of daily, so a spec sees a new
    // player's rank history (docs/decisions/0054 "Snapshots").
    RANK_SNAPSHOT_INTERVAL_S: process.env.RANK_SNAPSHOT_INTERVAL_S ?? '20',
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', async (code) => {
  cleanup();
  await mocks.stop().catch(() => {});
  process.exit(code ?? 0);
});
