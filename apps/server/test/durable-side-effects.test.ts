// The real server killed (SIGKILL) with side effects queued — downloads to count (anonymous and
// signed in) and a cover whose sizes are not made yet — then started again on the same data:
// every download is counted exactly once and the cover sizes exist (docs/decisions/0012). The
// job worker is held back by the JOBS_TEST_PAUSE_MS hook until the kill. Runs on PGlite, or on
// PostgreSQL when TEST_DATABASE_URL is set.
import { join } from 'node:path';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDb, pgliteDirOf } from '../src/db/client.ts';
import { beatmapDownloads, beatmaps, jobs } from '../src/db/schema/index.ts';
import { LocalStorage } from '../src/lib/storage/local-storage.ts';
import { makeSynth, uploadForm } from './factories.ts';
import {
  registerOver,
  startServer,
  stopProcess,
  uploadBeatmapOver,
  useProcessTestData,
} from './server-process.ts';

const ANONYMOUS = 5;
const SIGNED_IN = 2;

const data = useProcessTestData('jobs');

/** Reads the database with the server stopped (PGlite is single-process). */
async function withDb<T>(read: (db: Awaited<ReturnType<typeof openDb>>['db']) => Promise<T>): Promise<T> {
  const handle = await openDb({ databaseUrl: data.databaseUrl, pgliteDir: pgliteDirOf(data.dataDir) });
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

async function downloadCount(base: string, id: number, token: string): Promise<number> {
  const res = await fetch(`${base}/api/beatmaps/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { download_count: number }).download_count;
}

describe('SIGKILL with side effects queued', () => {
  it('after a restart, each download is counted once and the cover sizes are made', async () => {
    data.server = await startServer(data.dataDir, data.databaseUrl, { JOBS_TEST_PAUSE_MS: '600000' });
    const token = await registerOver(data.server.base, `jobs${process.pid}`);
    const form = uploadForm(
      await makeSynth({ title: 'Queued Up', seed: 8101 }),
      uploadRecordForMode('default', { published: true }),
    );
    const id = await uploadBeatmapOver(data.server.base, token, form);
    for (let i = 0; i < ANONYMOUS + SIGNED_IN; i++) {
      const headers: Record<string, string> = i < SIGNED_IN ? { authorization: `Bearer ${token}` } : {};
      const res = await fetch(`${data.server.base}/api/beatmaps/${id}/download`, { headers });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    // Until its job runs, a size is made on the fly: a cover still answers.
    const cover = await fetch(`${data.server.base}/api/beatmaps/${id}/cover?size=150`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
    await stopProcess(data.server.child, 'SIGKILL');
    data.server = undefined;

    const queued = await withDb(async (db) => ({
      jobs: (await db.select({ kind: jobs.kind }).from(jobs)).map((j) => j.kind).sort(),
      row: (await db.select().from(beatmaps).where(eq(beatmaps.id, id)))[0]!,
    }));
    // Also the daily purge of soft-deleted items, notification prune and change-feed compaction
    // (recurring; docs/decisions/0030, 0017, 0035), the followers' notice of the publish, and the
    // overall ranking's snapshot: the daily one and today's, missing at start (docs/decisions/0054).
    expect(queued.jobs).toEqual([
      'changes-compact',
      'cover-sizes',
      ...Array<string>(ANONYMOUS + SIGNED_IN).fill('item-download'),
      'items-purge',
      'notifications-prune',
      'notify-published',
      'rank-snapshot',
      'rank-snapshot',
    ]);
    expect(queued.row.downloadCount).toBe(0);
    expect(Object.keys(queued.row.coverKeys)).toEqual(['orig']);

    data.server = await startServer(data.dataDir, data.databaseUrl, { JOBS_POLL_MS: '100' });
    const until = Date.now() + 60_000;
    while ((await downloadCount(data.server.base, id, token)) < ANONYMOUS + SIGNED_IN) {
      if (Date.now() > until) throw new Error('the queued downloads were not counted');
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 500)); // a few more polls: nothing is applied twice
    expect(await downloadCount(data.server.base, id, token)).toBe(ANONYMOUS + SIGNED_IN);
    // A clean stop waits for the drain in progress (the cover job runs in the same pass).
    await stopProcess(data.server.child, 'SIGTERM');
    data.server = undefined;

    const done = await withDb(async (db) => ({
      jobs: await db.select().from(jobs),
      row: (await db.select().from(beatmaps).where(eq(beatmaps.id, id)))[0]!,
      history: await db.select().from(beatmapDownloads).where(eq(beatmapDownloads.beatmapId, id)),
    }));
    // Only the recurring compaction, prune, purge and snapshot stay (moved forward, docs/decisions/0012).
    expect(done.jobs.map((j) => j.kind).sort()).toEqual([
      'changes-compact',
      'items-purge',
      'notifications-prune',
      'rank-snapshot',
    ]);
    expect(done.row.downloadCount).toBe(ANONYMOUS + SIGNED_IN);
    expect(done.history.map((h) => h.times)).toEqual([SIGNED_IN]);
    const keys = done.row.coverKeys;
    expect(Object.keys(keys).sort()).toEqual(['150', '250', '500', 'orig']);
    const storage = new LocalStorage(join(data.dataDir, 'files'));
    for (const key of Object.values(keys)) expect(await storage.stat(key!), key).not.toBeNull();
    // The size made on the fly before the kill is the one the job stored (same content key).
    expect(cover.headers.get('etag')).toBe(`"${keys['150']!.replace(/^.*\//, '').replace(/\.[^.]*$/, '')}"`);
  }, 180_000);
});
