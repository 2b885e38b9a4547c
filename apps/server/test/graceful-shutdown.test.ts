// The real server stopped (SIGTERM) while an upload is being processed: the upload finishes and
// is answered before the process exits, new requests are refused meanwhile, and the beatmap is
// there after a restart; past SHUTDOWN_TIMEOUT_MS the process exits anyway (server.ts; README
// "Operations"). Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
import { join } from 'node:path';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { describe, expect, it } from 'vitest';
import { makeSynth, uploadForm } from './factories.ts';
import { listFiles } from './helpers.ts';
import {
  registerOver,
  startServer,
  stopProcess,
  uploadBeatmapOver,
  useProcessTestData,
} from './server-process.ts';

const data = useProcessTestData('shutdown');

const start = (env: Record<string, string>) =>
  startServer(data.dataDir, data.databaseUrl, {
    JWT_SECRET: 'shutdown-test-secret-shutdown-test-secret-0123',
    ...env,
  });

const storedSynths = () => listFiles(join(data.dataDir, 'files')).filter((f) => f.startsWith('synth/'));

async function waitFor(what: string, check: () => boolean, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The exit code or signal of `child` once it has ended. */
const exitOf = (child: NonNullable<typeof data.server>['child']) =>
  new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

describe('stopping the server', () => {
  it('finishes an upload in flight, refuses new requests, exits 0; past the timeout it exits 1', async () => {
    const record = uploadRecordForMode('default', { published: false });
    data.server = await start({ UPLOAD_TEST_PAUSE_MS: '4000' });
    const { base, child } = data.server;
    const token = await registerOver(base, `stopper${process.pid}`);
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));

    // 1. SIGTERM while the upload is between storing its files and writing its rows (the pause).
    const form = uploadForm(await makeSynth({ title: 'Finished Anyway', seed: 7101 }), record);
    const uploaded = uploadBeatmapOver(base, token, form);
    await waitFor('the stored .synth', () => storedSynths().length > 0);
    const exited = exitOf(child);
    child.kill('SIGTERM');
    await waitFor('the shutdown to begin', () => output.includes('shutting down'));
    // A new request while the upload finishes: the listener is closed (or the server answers 503).
    const late = await fetch(`${base}/healthz`).then(
      (res) => res.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);
    const id = await uploaded; // 201, answered before the process ended
    expect(await exited, output).toEqual({ code: 0, signal: null });

    // 2. After a restart the beatmap is there, whole.
    data.server = await start({ UPLOAD_TEST_PAUSE_MS: '60000', SHUTDOWN_TIMEOUT_MS: '1000' });
    const again = data.server;
    const res = await fetch(`${again.base}/api/beatmaps/${id}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer()).byteLength).toBeGreaterThan(0);

    // 3. An upload that would take a minute more: the process gives up after SHUTDOWN_TIMEOUT_MS.
    let againOutput = '';
    again.child.stdout!.on('data', (c: Buffer) => (againOutput += c.toString()));
    const before = storedSynths().length;
    const slow = uploadForm(await makeSynth({ title: 'Cut At The Timeout', seed: 7102 }), record);
    const cut = uploadBeatmapOver(again.base, token, slow).catch((error: Error) => error);
    await waitFor('the second stored .synth', () => storedSynths().length > before);
    const timedOut = exitOf(again.child);
    again.child.kill('SIGTERM');
    expect(await timedOut).toEqual({ code: 1, signal: null });
    expect(againOutput).toContain('requests still in flight at the shutdown timeout; exiting');
    expect(await cut).toBeInstanceOf(Error); // the connection was cut, no answer
    data.server = undefined;
    await stopProcess(again.child, 'SIGKILL');
  }, 240_000);
});
