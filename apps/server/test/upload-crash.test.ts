// The real server killed (SIGKILL) in the middle of an upload, then started again on the same data:
// no temporary file is left, no row names a file that is missing, and uploads work again
// (docs/decisions/0007). Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
import { join } from 'node:path';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { describe, expect, it } from 'vitest';
import { openDb, pgliteDirOf } from '../src/db/client.ts';
import { INCOMING_DIR, LocalStorage } from '../src/lib/storage/local-storage.ts';
import { collectReferencedKeys } from '../src/lib/storage/sweep.ts';
import { uploadTempDir } from '../src/lib/uploads/temp-files.ts';
import { makeSynth, uploadForm } from './factories.ts';
import { beginUpload } from './raw-upload.ts';
import { listFiles } from './helpers.ts';
import {
  registerOver,
  startServer,
  stopProcess,
  uploadBeatmapOver,
  useProcessTestData,
} from './server-process.ts';

/** How long a beatmap upload pauses between storing its files and writing its rows (test hook). */
const PAUSE_MS = 20_000;

const data = useProcessTestData('crash');

/** Starts the real server with the upload test pause (0: none). */
const start = (pauseMs = PAUSE_MS) =>
  startServer(data.dataDir, data.databaseUrl, {
    JWT_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
    UPLOAD_TEST_PAUSE_MS: String(pauseMs),
  });
const stop = stopProcess;

async function api(base: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, init);
  return { status: res.status, body: await res.text() };
}

const register = registerOver;

async function waitFor(what: string, check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const temporaries = () => [
  ...listFiles(uploadTempDir(data.dataDir)),
  ...listFiles(join(data.dataDir, 'files', INCOMING_DIR)),
];
const storedSynths = () => listFiles(join(data.dataDir, 'files')).filter((f) => f.startsWith('synth/'));

/** Keys the rows reference that storage lacks, read with the server stopped (PGlite is single-process). */
async function rowsWithoutFiles(): Promise<{ keys: number; missing: string[] }> {
  const handle = await openDb({ databaseUrl: data.databaseUrl, pgliteDir: pgliteDirOf(data.dataDir) });
  try {
    const storage = new LocalStorage(join(data.dataDir, 'files'));
    const keys = [...(await collectReferencedKeys(handle.db))];
    const missing: string[] = [];
    for (const key of keys) if (!(await storage.stat(key))) missing.push(key);
    return { keys: keys.length, missing };
  } finally {
    await handle.close();
  }
}

describe('SIGKILL during an upload', () => {
  it('while the body is received, and while it is processed: after a restart nothing is half-done', async () => {
    data.server = await start();
    const token = await register(data.server.base, `crash${process.pid}`);
    const record = uploadRecordForMode('default', { published: false });

    // 1. Killed while receiving: half the body has arrived and sits in a temporary file.
    const big = uploadForm(await makeSynth({ title: 'Cut Short', seed: 7001, durationS: 600 }), record);
    beginUpload(data.server.base, token, big, Math.floor(big.payload.byteLength / 2));
    await waitFor('the temporary upload file', () => listFiles(uploadTempDir(data.dataDir)).length > 0);
    await stop(data.server.child, 'SIGKILL');
    expect(temporaries().length).toBeGreaterThan(0);

    data.server = await start();
    expect(temporaries()).toEqual([]);

    // 2. Killed while processing: the files are stored, the rows not written yet (the test pause).
    const whole = uploadForm(await makeSynth({ title: 'Cut Later', seed: 7002 }), record);
    beginUpload(data.server.base, token, whole, whole.payload.byteLength);
    await waitFor('the stored .synth', () => storedSynths().length > 0);
    expect(temporaries().length).toBeGreaterThan(0);
    await stop(data.server.child, 'SIGKILL');

    let check = await rowsWithoutFiles();
    expect(check.missing).toEqual([]);

    data.server = await start();
    expect(temporaries()).toEqual([]);
    await stop(data.server.child, 'SIGTERM');
    check = await rowsWithoutFiles();
    expect(check).toEqual({ keys: 0, missing: [] }); // neither upload wrote a row

    // 3. A normal upload works after the restarts.
    data.server = await start(0);
    const again = uploadForm(await makeSynth({ title: 'Cut Later', seed: 7002 }), record);
    const id = await uploadBeatmapOver(data.server.base, token, again); // throws unless 201
    const download = await api(data.server.base, `/api/beatmaps/${id}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    await stop(data.server.child, 'SIGTERM');
    data.server = undefined;
    check = await rowsWithoutFiles();
    expect(check.keys).toBeGreaterThan(0);
    expect(check.missing).toEqual([]);
    expect(temporaries()).toEqual([]);
  }, 180_000);
});
