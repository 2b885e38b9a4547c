// `npx tsx apps/server/bench/upload-stall.ts [--mb 21] [--parallel 1] [--port 3201]`: how much large
// uploads slow other requests down (docs/decisions/0007). Starts the real server (PGlite, a temporary
// data folder), then, while `parallel` uploads of a `mb` MB .synth run, sends one small read
// (`GET /api/device/config`) after another and prints their latency (p50, p99, max, in ms) next to
// the same reads with no upload, plus the server's peak RSS (MiB). Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { makeOggVorbis } from '@synthhub/formats/audio/make-ogg';
import { buildBeatmapMeta, buildTrackData } from '@synthhub/formats/synth/build-beatmap-meta';
import { writeSynth } from '@synthhub/formats/synth/write-synth';
// The flags `npm start` gives the server (SERVER_NODE_FLAGS, docs/decisions/0050): the stall is
// measured on the server as it is served.
import { serverNodeFlags } from '../../../scripts/server-node-flags.mjs';

const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '21' },
    parallel: { type: 'string', default: '1' },
    port: { type: 'string', default: '3201' },
  },
});
const mb = Number(values.mb);
const parallel = Number(values.parallel);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const REPO = resolve(import.meta.dirname, '../../..');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid .synth of about `mb` MB: a generated map plus an incompressible extra entry. */
async function bigSynth(seed: number): Promise<Uint8Array> {
  const input = {
    title: `Stall ${seed}`,
    artist: 'Bench',
    mapper: 'Bench',
    bpm: 120,
    difficulties: { Hard: 200, Expert: 300 },
    coverPng: PNG,
    artworkName: 'cover.png',
    audioName: 'song.ogg',
    durationS: 180,
    modifiedTime: 1_700_000_000 + seed,
  };
  return writeSynth({
    meta: buildBeatmapMeta(input),
    trackData: buildTrackData(input),
    audio: { name: 'song.ogg', bytes: makeOggVorbis(180) },
    cover: { name: 'cover.png', bytes: PNG },
    extraEntries: [{ name: 'padding.bin', bytes: randomBytes(mb * 1024 * 1024) }],
  });
}

/** The multipart body (copied before timing starts, so the client's own copy is not measured). */
function form(bytes: Uint8Array): { body: Uint8Array<ArrayBuffer>; type: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const record = JSON.stringify(uploadRecordForMode('default', { published: false }));
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${record}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.synth"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body: new Uint8Array(body), type: `multipart/form-data; boundary=${boundary}` };
}

/** Back-to-back reads, in a worker thread so that this process's own work on the uploads is not measured. */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let done = false;
parentPort.on('message', () => (done = true));
(async () => {
  const out = [];
  while (!done) {
    const t0 = performance.now();
    await (await fetch(workerData.url)).arrayBuffer();
    out.push(performance.now() - t0);
  }
  parentPort.postMessage(out);
})();
`;

/** Latencies (ms) of back-to-back reads until `until` resolves. */
async function probe(until: Promise<unknown>): Promise<number[]> {
  const worker = new Worker(PROBE, { eval: true, workerData: { url: `${base}/api/device/config` } });
  const result = new Promise<number[]>((resolveResult) => worker.once('message', resolveResult));
  await until;
  worker.postMessage('stop');
  const out = await result;
  await worker.terminate();
  return out;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const line = (label: string, xs: number[]) =>
  `${label.padEnd(28)} n=${String(xs.length).padStart(5)}  p50 ${pct(xs, 50).toFixed(1)} ms  p99 ${pct(xs, 99).toFixed(1)} ms  max ${Math.max(...xs).toFixed(1)} ms`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'synthhub-stall-'));
  const child = spawn(
    process.execPath,
    [...serverNodeFlags(process.env), '--import', 'tsx', join(REPO, 'apps/server/src/server.ts')],
    {
      cwd: REPO,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_CONTENT: 'false',
        LOG_LEVEL: 'warn',
        UPLOADS_MAX_PER_USER: String(Math.max(parallel, 1)),
        UPLOADS_MAX_TOTAL: String(Math.max(parallel, 1)),
        WEB_DIST: join(dataDir, 'no-web'),
      },
      stdio: 'inherit',
    },
  );
  try {
    for (let i = 0; ; i++) {
      if (i > 600) throw new Error('server did not start');
      if (
        await fetch(`${base}/api/device/config`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'bench',
        email: 'bench@example.test',
        password: 'correct horse battery',
      }),
    });
    const { token } = (await reg.json()) as { token: string };
    const forms = await Promise.all(
      Array.from({ length: parallel }, async (_, i) => form(await bigSynth(i))),
    );
    const idle = await probe(new Promise((r) => setTimeout(r, 2000)));
    const rssBefore =
      Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024;
    const uploads = Promise.all(
      forms.map(async (f) => {
        const res = await fetch(`${base}/api/beatmaps/upload`, {
          method: 'POST',
          headers: { 'content-type': f.type, authorization: `Bearer ${token}` },
          body: f.body,
        });
        return res.status;
      }),
    );
    const t0 = performance.now();
    const busy = await probe(uploads);
    const took = performance.now() - t0;
    const statuses = await uploads;
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const peak = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
    console.log(
      `${parallel} upload(s) of ${(forms[0]!.body.byteLength / 2 ** 20).toFixed(1)} MiB: ${statuses.join(',')} in ${took.toFixed(0)} ms`,
    );
    console.log(line('reads, no upload', idle));
    console.log(line('reads during the upload(s)', busy));
    console.log(`server RSS before the uploads ${rssBefore.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
