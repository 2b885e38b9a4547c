import { createHash } from 'node:crypto';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { beatmaps } from '../../db/schema/index.ts';
import { EXACT_TOTAL_MAX } from '../../lib/crud/page-total.ts';
import { insertUser } from './beatmaps.test-helpers.ts';

// docs/decisions/0034: a search PostgreSQL answers that matches more than EXACT_TOTAL_MAX beatmaps
// answers the planner's estimate as `total`, flagged `totalEstimated: true`; rows and their order
// stay those of the query. Searches the beatmap search index answers (docs/decisions/0039) are
// exact unless strings must be checked past the threshold: then estimated from a checked sample
// (docs/decisions/0040).
let t: TestApp;
let userId: number;
const BROAD = EXACT_TOTAL_MAX + 30;

beforeAll(async () => {
  // Read models on even under MEMORY_INDEXES=off (docs/decisions/0049): the search index's
  // estimated and exact totals are what is checked.
  t = await buildTestApp({ memoryIndexes: true });
  userId = (await insertUser(t.app)).id;
  const now = Date.now();
  const row = (i: number, title: string) => ({
    userId,
    title,
    artist: 'Artist',
    mapper: 'Mapper',
    hash: createHash('sha256').update(`estimated-${process.pid}-${title}-${i}`).digest('hex'),
    bpm: '120',
    durationS: 95,
    difficulties: ['Hard'],
    published: true,
    // Some share a publication time, so the id tie-break of the order is exercised too.
    publishedAt: new Date(now - Math.floor(i / 3) * 60_000),
  });
  await t.app.db.insert(beatmaps).values(Array.from({ length: BROAD }, (_, i) => row(i, `Broadprobe ${i}`)));
  await t.app.db.insert(beatmaps).values(Array.from({ length: 40 }, (_, i) => row(i, `Narrowprobe ${i}`)));
  await t.app.db.execute(sql`analyze beatmaps`);
});
afterAll(async () => t?.close());

const list = async (query: string) => {
  const response = await t.app.inject({ url: `/api/beatmaps?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { id: number }[];
    count: number;
    total: number;
    page: number;
    pageCount: number;
    totalEstimated?: boolean;
  };
};
const search = (term: string) => `s=${encodeURIComponent(JSON.stringify({ title: { $contL: term } }))}`;
/** Case-sensitive `$cont`: not an operator the search index answers, so PostgreSQL counts. */
const databaseSearch = (term: string) =>
  `s=${encodeURIComponent(JSON.stringify({ title: { $cont: term } }))}`;

/** The ids the default order (published_at DESC, id DESC) gives for titles containing `term`. */
async function expectedIds(term: string): Promise<number[]> {
  const rows = await t.app.db
    .select({ id: beatmaps.id })
    .from(beatmaps)
    .where(and(ilike(beatmaps.title, `%${term}%`), eq(beatmaps.published, true)))
    .orderBy(desc(beatmaps.publishedAt), desc(beatmaps.id));
  return rows.map((r) => r.id);
}

describe('list totals past the exact threshold', () => {
  it('flags an estimated total for a broad search PostgreSQL counts; the rows are the same as ever', async () => {
    const ids = await expectedIds('broadprobe');
    expect(ids).toHaveLength(BROAD);
    const first = await list(`${databaseSearch('Broadprobe')}&limit=24&page=2`);
    expect(first.data.map((b) => b.id)).toEqual(ids.slice(24, 48));
    expect(first.totalEstimated).toBe(true);
    expect(first.total).toBeGreaterThan(EXACT_TOTAL_MAX);
    expect(first.pageCount).toBe(Math.ceil(first.total / 24));
    expect(first.pageCount).toBeGreaterThan(2);
  });

  it('estimates the total of a broad $contL search the search index answers, from a checked sample', async () => {
    const ids = await expectedIds('broadprobe');
    const page = await list(`${search('broadprobe')}&limit=24&page=2`);
    expect(page.data.map((b) => b.id)).toEqual(ids.slice(24, 48));
    expect(page.totalEstimated).toBe(true);
    expect(page.total).toBeGreaterThan(EXACT_TOTAL_MAX);
    expect(Math.abs(page.total - BROAD)).toBeLessThanOrEqual(BROAD * 0.1);
    expect(page.pageCount).toBe(Math.ceil(page.total / 24));
  });

  it('answers the exact total of a broad full-text search (no string to check)', async () => {
    const ids = await expectedIds('broadprobe');
    const tsQuery = `s=${encodeURIComponent(JSON.stringify({ text_search: { $tsQuery: 'broadprobe' } }))}`;
    const page = await list(`${tsQuery}&limit=24&page=2`);
    expect(page.data.map((b) => b.id)).toEqual(ids.slice(24, 48));
    expect(page).toMatchObject({ total: BROAD, pageCount: Math.ceil(BROAD / 24) });
    expect('totalEstimated' in page).toBe(false);
  });

  it('answers the exact total, unflagged, on the partial last page and for narrow searches', async () => {
    const ids = await expectedIds('broadprobe');
    const lastPage = Math.ceil(BROAD / 24);
    const last = await list(`${search('broadprobe')}&limit=24&page=${lastPage}`);
    expect(last.data.map((b) => b.id)).toEqual(ids.slice((lastPage - 1) * 24));
    expect(last).toMatchObject({ total: BROAD, pageCount: lastPage });
    expect('totalEstimated' in last).toBe(false);

    const narrow = await list(`${search('narrowprobe')}&limit=10`);
    expect(narrow.data.map((b) => b.id)).toEqual((await expectedIds('narrowprobe')).slice(0, 10));
    expect(narrow).toMatchObject({ total: 40, pageCount: 4 });
    expect('totalEstimated' in narrow).toBe(false);
  });

  it('past the end: empty data and the exact total, so the real last page is known', async () => {
    const past = await list(`${databaseSearch('Broadprobe')}&limit=24&page=500`);
    expect(past).toMatchObject({ data: [], total: BROAD, pageCount: Math.ceil(BROAD / 24) });
    expect('totalEstimated' in past).toBe(false);
    const narrow = await list(`${search('narrowprobe')}&limit=10&page=50`);
    expect(narrow).toMatchObject({ data: [], total: 40, pageCount: 4 });
    expect('totalEstimated' in narrow).toBe(false);
  });

  it('keeps the unfiltered list exact (the kept total)', async () => {
    const all = await list('limit=24');
    const [{ n }] = (await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(beatmaps)
      .where(and(eq(beatmaps.published, true), sql`${beatmaps.publishedAt} is not null`))) as [{ n: number }];
    expect(all.total).toBe(n);
    expect('totalEstimated' in all).toBe(false);
  });
});
