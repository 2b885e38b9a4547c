import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beatmaps, jobs } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { makeSynth, postBeatmapUpload, registerUser } from '../../../test/factories.ts';
import { recordItemDownload } from '../../lib/events/record-item-download.ts';
import { tallyDownloads } from './download-jobs.ts';

describe('tallyDownloads', () => {
  it('sums the downloads of one batch per beatmap, stage file and (user, beatmap) history row', () => {
    const tally = tallyDownloads([
      ...[1, 2, 1, 1, 3].map((itemId) => ({ kind: 'beatmap' as const, itemId })),
      { kind: 'beatmap', itemId: 2, userId: 9 },
      { kind: 'beatmap', itemId: 2, userId: 9 },
      { kind: 'stage', itemId: 4, fileId: 40 },
      { kind: 'stage', itemId: 4, fileId: 41 },
      { kind: 'avatar', itemId: 5, userId: 9 },
    ]);
    expect([...tally.items.beatmap]).toEqual([
      [1, 3],
      [2, 3],
      [3, 1],
    ]);
    expect([...tally.items.stage]).toEqual([[4, 2]]);
    expect([...tally.stageFiles]).toEqual([
      [40, 1],
      [41, 1],
    ]);
    expect([...tally.items.avatar]).toEqual([[5, 1]]);
    expect([...tally.history.values()]).toEqual([{ userId: 9, beatmapId: 2, times: 2 }]);
  });
});

describe('recordItemDownload', () => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    // The worker polls rarely here: the test runs the queue itself (jobs.drained()).
    t = await buildTestApp({ jobsPollMs: 600_000 });
    const session = await registerUser(t.app);
    const res = await postBeatmapUpload(
      t.app,
      { authorization: `Bearer ${session.token}` },
      await makeSynth({ seed: 8201 }),
      uploadRecordForMode('default', { published: true }),
    );
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    await t.app.jobs.drained();
  });
  afterAll(async () => t.close());

  const count = async () =>
    (await t.db.db.select().from(beatmaps).where(eq(beatmaps.id, id)))[0]!.downloadCount;

  it('writes one job row and no count on the response path; the queue counts them in one batch', async () => {
    for (let i = 0; i < 3; i++) await recordItemDownload(t.app, { kind: 'beatmap', itemId: id });
    expect(await t.db.db.select({ kind: jobs.kind }).from(jobs)).toEqual(
      Array(3).fill({ kind: 'item-download' }),
    );
    expect(await count()).toBe(0);
    await t.app.jobs.drained();
    expect(await count()).toBe(3);
    expect(await t.db.db.select().from(jobs)).toEqual([]);
  });

  it('never rejects: a subscriber that fails is logged', async () => {
    const warn = t.app.log.warn.bind(t.app.log);
    const warned: string[] = [];
    t.app.log.warn = ((_: unknown, what: string) => void warned.push(what)) as typeof t.app.log.warn;
    try {
      // A subscriber that throws (the database gone) is logged, not thrown to the download.
      const off = t.app.events.on('item.downloaded', () => Promise.reject(new Error('database away')));
      await expect(recordItemDownload(t.app, { kind: 'beatmap', itemId: id })).resolves.toBeUndefined();
      off();
      expect(warned).toEqual(['recording a download failed']);
    } finally {
      t.app.log.warn = warn;
      await t.app.jobs.drained();
    }
    expect(await count()).toBe(4);
  });
});
