import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { beatmaps, catalogueTotals } from '../../db/schema/index.ts';
import { compileCrud } from '../../lib/crud/compile.ts';
import { parseCrudQuery } from '../../lib/crud/parse-query.ts';
import { beatmapsResource } from './beatmaps.crud.ts';
import { beatmapScope } from './beatmaps.list.ts';
import * as repo from './beatmaps.repository.ts';
import { insertBeatmap, insertUser } from './beatmaps.test-helpers.ts';

// docs/decisions/0004: the running total of published beatmaps kept by triggers (migration 0004)
// is what PostgreSQL's unfiltered list reads instead of counting; filtered lists stay exact. The
// search index (docs/decisions/0039) answers public lists itself, with its exact count.
let t: TestApp;
let userId: number;

beforeAll(async () => {
  // Read models on even under MEMORY_INDEXES=off (docs/decisions/0049): the search index's own
  // exact count is part of what is checked.
  t = await buildTestApp({ memoryIndexes: true });
  userId = (await insertUser(t.app)).id;
});
afterAll(async () => t?.close());

const counted = async () =>
  (
    await t.app.db
      .select({ n: count() })
      .from(beatmaps)
      .where(and(eq(beatmaps.published, true), isNotNull(beatmaps.publishedAt)))
  )[0]!.n;
const kept = async () =>
  (await t.app.db.select().from(catalogueTotals).where(eq(catalogueTotals.kind, 'beatmap')))[0]?.published;
const listTotal = async (query = '') =>
  (await t.app.inject({ url: `/api/beatmaps?limit=2${query}` })).json().total;

describe('the running total of published beatmaps', () => {
  it('follows inserts, publishing, unpublishing, bulk statements and deletes exactly', async () => {
    const start = await counted();
    expect(await kept()).toBe(start);
    const a = await insertBeatmap(t.app, userId);
    const b = await insertBeatmap(t.app, userId);
    await insertBeatmap(t.app, userId, { published: false, publishedAt: null });
    await insertBeatmap(t.app, userId, { published: true, publishedAt: null });
    expect(await kept()).toBe(start + 2);
    await t.app.db.update(beatmaps).set({ published: false }).where(eq(beatmaps.id, a));
    expect(await kept()).toBe(start + 1);
    // A statement touching many rows, some of them changing scope, others not.
    await t.app.db
      .update(beatmaps)
      .set({ published: true, publishedAt: new Date() })
      .where(eq(beatmaps.userId, userId));
    expect(await kept()).toBe(start + 4);
    // Counter-only updates (downloads, votes) leave it alone.
    await t.app.db.update(beatmaps).set({ downloadCount: sql`${beatmaps.downloadCount} + 1` });
    expect(await kept()).toBe(start + 4);
    await t.app.db.delete(beatmaps).where(eq(beatmaps.id, b));
    expect(await kept()).toBe(start + 3);
    expect(await kept()).toBe(await counted());
  });

  it('is what the database path of the unfiltered list answers; the search index counts exactly', async () => {
    await insertBeatmap(t.app, userId, { title: 'Counted Song' });
    const exact = await counted();
    expect(await listTotal()).toBe(exact);
    // Prove the sources: with the kept figure off by 1000, only the database path follows it.
    await t.app.db
      .update(catalogueTotals)
      .set({ published: sql`${catalogueTotals.published} + 1000` })
      .where(eq(catalogueTotals.kind, 'beatmap'));
    try {
      const unfiltered = async (page: number) => {
        const request = parseCrudQuery({ limit: '2', page: String(page) }, beatmapsResource);
        const compiled = await compileCrud(request, beatmapsResource, { db: t.app.db });
        const scope = beatmapScope(request.extras, false, null);
        return (await repo.listBeatmaps(t.app.db, compiled, scope, 'published', true)).total.value;
      };
      expect(await unfiltered(1)).toBe(exact + 1000);
      // A page past the end has no row to carry the total: it is read apart.
      expect(await unfiltered(1000)).toBe(exact + 1000);
      // Through the API the search index answers, with its own count.
      expect(await listTotal()).toBe(exact);
      expect(await listTotal('&page=1000')).toBe(exact);
      expect(await listTotal('&s={"id":{"$gt":0}}')).toBe(exact);
      expect(await listTotal(`&user_id=${userId}`)).toBe(await countOf(userId));
      expect(await listTotal('&s={"id":{"$gt":0}}&page=1000')).toBe(exact);
      expect(await listTotal('&s={"title":"Counted Song"}')).toBe(1);
    } finally {
      await t.app.db
        .update(catalogueTotals)
        .set({ published: sql`${catalogueTotals.published} - 1000` })
        .where(eq(catalogueTotals.kind, 'beatmap'));
    }
  });
});

async function countOf(uploader: number): Promise<number> {
  const rows = await t.app.db
    .select({ n: count() })
    .from(beatmaps)
    .where(and(eq(beatmaps.userId, uploader), eq(beatmaps.published, true), isNotNull(beatmaps.publishedAt)));
  return rows[0]!.n;
}
