// `npm run lighthouse [-- <url>] [--runs=N]`: the first-page figures of docs/decisions/0025. Builds
// nothing: without a URL it serves the existing build (WEB_DIST, else apps/web/dist; run `npm run
// build` first) on a fresh temporary data folder with the demo catalogue, on LIGHTHOUSE_PORT (default
// 3700). Then Lighthouse (mobile preset, CHROME_PATH, default /usr/bin/chromium) on /beatmaps, N runs
// (default 1, the median by performance is shown; --save=<file> keeps its JSON report); Playwright
// measures the JavaScript loaded before the first beatmap card is visible, and the build's chunk
// graph gives the JavaScript the app starts with on that page (timing-free; a server-rendered page shows its cards before any of it, docs/decisions/0029). Prints plain figures; exits 1 when something fails.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? '1');
const given = args.find((a) => !a.startsWith('--'));
const save = args.find((a) => a.startsWith('--save='))?.slice(7);

/** Starts the built site on a fresh data folder; resolves with its origin and a stop function. */
async function startServer() {
  const webDist = resolve(process.env.WEB_DIST ?? join(root, 'apps/web/dist'));
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error(`No web build in ${webDist}: run \`npm run build\` first.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'synthhub-lighthouse-'));
  const port = Number(process.env.LIGHTHOUSE_PORT ?? '3700');
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  // The server listens once the demo catalogue is seeded (a minute or two on a fresh folder).
  for (let waited = 0; waited < 600_000; waited += 1000) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const ok = await fetch(`${origin}/api/beatmaps?limit=1`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { origin, stop };
    await new Promise((r) => setTimeout(r, 1000));
  }
  stop();
  throw new Error('the server did not answer within 10 minutes');
}

/** One Lighthouse run (mobile preset) of `url`; resolves with the parsed JSON report. */
function lighthouseRun(url) {
  const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  const flags = [
    '--only-categories=performance,accessibility',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
  ];
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [cli, url, ...flags, `--chrome-flags=${chromeFlags.join(' ')}`], {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolveRun(JSON.parse(out)) : reject(new Error(`lighthouse exited with ${code}`)),
    );
  });
}

/**
 * The scripts a fresh mobile-sized Chromium loads before the first beatmap card of `url` is visible:
 * their count, bytes as transferred (the encoding the server chose) and gzip bytes (level 9, as the
 * server's gzip form).
 */
async function jsBeforeFirstCard(url) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const finished = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') finished.push(request);
    });
    // from the first byte: a server-rendered page (docs/decisions/0029) shows its cards before its load event
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('main article').first().waitFor({ state: 'visible', timeout: 60_000 });
    const scripts = [...finished];
    let transferred = 0;
    let gzip = 0;
    for (const request of scripts) {
      transferred += (await request.sizes()).responseBodySize;
      const body = Buffer.from(
        await (await fetch(request.url(), { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
      );
      gzip += gzipSync(body, { level: 9 }).length;
    }
    return { count: scripts.length, transferred, gzip };
  } finally {
    await browser.close();
  }
}

/**
 * The JavaScript `/beatmaps` needs before it can render, from the build's chunk graph
 * (`.vite/manifest.json`): the entry and the beatmaps page with everything they import statically,
 * gzip level 9 bytes. Independent of timing and load; null when the build has no manifest.
 */
function staticFirstPageJs(webDist) {
  const path = join(webDist, '.vite/manifest.json');
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) walk(next);
  };
  walk('index.html');
  walk('src/features/beatmaps/pages/beatmaps-page.tsx');
  const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const gzip = files.reduce(
    (n, file) => n + gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length,
    0,
  );
  return { count: files.length, gzip };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

const server = given ? null : await startServer();
const origin = given ? new URL(given).origin : server.origin;
const url = given ?? `${origin}/beatmaps`;
try {
  // A fresh server loads its page renderer on the first request (docs/decisions/0029): measured warm.
  await fetch(url, { headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile' } });
  const reports = [];
  for (let i = 0; i < runs; i++) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is made again, once.
    reports.push(await lighthouseRun(url).catch(() => lighthouseRun(url)));
  }
  reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const report = reports[Math.floor(reports.length / 2)];
  if (save) writeFileSync(save, JSON.stringify(report));
  const a = report.audits;
  const requests = a['network-requests'].details.items;
  const js = requests.filter((r) => r.resourceType === 'Script');
  const first = await jsBeforeFirstCard(url);
  console.log(`URL                          ${url}`);
  console.log(
    `Lighthouse ${report.lighthouseVersion} (mobile)     ${runs > 1 ? `median of ${runs} runs by performance` : '1 run'}`,
  );
  console.log(
    `performance                  ${report.categories.performance.score}${runs > 1 ? `  (all: ${reports.map((r) => r.categories.performance.score).join(', ')})` : ''}`,
  );
  console.log(`accessibility                ${report.categories.accessibility.score}`);
  console.log(`FCP                          ${s(a['first-contentful-paint'].numericValue)}`);
  console.log(`LCP                          ${s(a['largest-contentful-paint'].numericValue)}`);
  console.log(`TBT                          ${Math.round(a['total-blocking-time'].numericValue)} ms`);
  console.log(`CLS                          ${a['cumulative-layout-shift'].numericValue.toFixed(3)}`);
  console.log(`Speed Index                  ${s(a['speed-index'].numericValue)}`);
  console.log(
    `JS transferred (all)         ${kB(js.reduce((n, r) => n + r.transferSize, 0))} in ${js.length} files (${kB(js.reduce((n, r) => n + r.resourceSize, 0))} unpacked)`,
  );
  console.log(
    `JS before the first card     ${kB(first.gzip)} gzip, ${kB(first.transferred)} as served, in ${first.count} files`,
  );
  // The local build's graph: meaningful when the URL serves this build (always without a URL).
  const graph = staticFirstPageJs(resolve(process.env.WEB_DIST ?? join(root, 'apps/web/dist')));
  if (graph)
    console.log(
      `JS the app starts with       ${kB(graph.gzip)} gzip in ${graph.count} files (build's chunk graph)`,
    );
} finally {
  server?.stop();
}
